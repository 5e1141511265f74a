import type { AgentId, GenerateDocumentResponse } from '@uc/contract';

/**
 * The idea behind a document request when the startup profile has none: the request minus its
 * command ("Create a business plan for PawPal, dog walks on demand" → "PawPal, dog walks on demand").
 */
export function ideaFrom(request: string): string {
  const stripped = request
    .replace(/^(please\s+)?((can|could|would|will) you\s+(please\s+)?)?/i, '')
    .replace(/^(create|make|build|write|generate|draft|prepare|produce|put together|give me|i need|we need|i want|we want)\s+(me\s+|us\s+)?(an?|the|our|my)?\s*/i, '')
    .replace(/^[\w\s-]{0,40}\b(plan|deck|model|canvas|analysis|research|roadmap|stories|specs?|specification|structure|documentation|strategy)\b\s*(pdf\b\s*)?/i, '')
    .replace(/^(for|about|of|on)\s+/i, '')
    .replace(/[.?!\s]+$/, '')
    .trim();
  return stripped.length >= 3 ? stripped : request.trim();
}

/** The line under a generated document: which engine wrote it, what it cost, where the file is. */
export function documentNote(doc: Pick<GenerateDocumentResponse, 'engine' | 'filename' | 'fallback_reason' | 'sources'>): string {
  const n = doc.sources?.length ?? 0;
  // Web research, when the server ran it (its keys set): the sources are listed at the document's end.
  const researched = n ? ` · researched from ${n} web source${n === 1 ? '' : 's'}, listed at the end` : '';
  const filed = `${researched} · saved to your data room as ${doc.filename}_`;
  // The offline engine stood in for a model that failed: say so, and that it was free (interop, issue 10).
  if (doc.fallback_reason) return `_${doc.fallback_reason}${filed}`;
  // The financial model is never written by a model: its sheets are computed from the startup model.
  if (doc.engine === 'computed') return `_Computed from your assumptions${filed}`;
  const engine = doc.engine === 'offline' ? 'the offline engine (no AI model configured)' : `the AI model ${doc.engine}`;
  // What it cost is shown under the message (its stored credits), not repeated here.
  return `_Written by ${engine}${filed}`;
}

/** The file name a stored document's note says it was filed under (see documentNote), if any. */
export function filedNameOf(content: string): string | undefined {
  return content.match(/saved to your data room as (.+?)_\s*$/m)?.[1];
}

export const AGENT_LABELS: Record<AgentId, { name: string; role: string }> = {
  strategic: { name: 'Alex Strategic', role: 'strategic advisor' },
  product: { name: 'Sam Product', role: 'product manager' },
  technical: { name: 'Taylor Tech', role: 'tech lead' },
  operations: { name: 'Jordan Ops', role: 'operations manager' },
  marketing: { name: 'Morgan Marketing', role: 'marketing director' },
};
