import { GenerateDocumentResponseSchema, type DocumentType } from '@uc/contract';
import { api } from '@/lib/api-client';

/**
 * Document requests from the chat go to the documents service (spec 000 §7). Errors are
 * not toasted here: the chat falls back to an agent answer instead.
 */
/** Web research is asked for as the spec's request does; the server runs it only where its keys are set. */
export const generateDocument = (body: { document_type: DocumentType; startup_idea: string; context?: string }, signal?: AbortSignal) =>
  api.post('/api/v1/documents/generate', { json: { ...body, use_tavily: true, use_firecrawl: true }, schema: GenerateDocumentResponseSchema, signal, globalErrors: false, timeoutMs: 120_000 });
