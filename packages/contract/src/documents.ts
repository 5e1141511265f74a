import { z } from 'zod';
import { IsoDateSchema } from './common';

/**
 * The four documents of the suite, each a real file: .pptx, .pdf, .pdf, .xlsx.
 * (Spec 001 §3 also names 'business_canvas'; the API accepts it as an alias.)
 */
export const SUITE_DOCUMENT_TYPES = ['pitch_deck', 'business_plan', 'business_model_canvas', 'financial_model'] as const;

/** Further kinds the agents can be asked for; each is written as a sectioned PDF report. */
export const REPORT_DOCUMENT_TYPES = [
  'market_analysis',
  'competitive_analysis',
  'financial_projections',
  'marketing_plan',
  'brand_strategy',
  'product_roadmap',
  'user_stories',
  'technical_specs',
  'operations_plan',
  'team_structure',
  'process_documentation',
] as const;

export const DOCUMENT_TYPES = [...SUITE_DOCUMENT_TYPES, ...REPORT_DOCUMENT_TYPES] as const;
export const DocumentTypeSchema = z.enum(DOCUMENT_TYPES).meta({ id: 'DocumentType', example: 'pitch_deck' });
export type DocumentType = z.infer<typeof DocumentTypeSchema>;

/** Accepts the spec's 'business_canvas' spelling and maps it to the canonical name. */
const DocumentTypeInputSchema = z.preprocess((v) => (v === 'business_canvas' ? 'business_model_canvas' : v), DocumentTypeSchema);

export const DOCUMENT_TYPE_LABELS: Record<DocumentType, string> = {
  pitch_deck: 'Pitch Deck',
  business_plan: 'Business Plan',
  business_model_canvas: 'Business Model Canvas',
  financial_model: 'Financial Model',
  market_analysis: 'Market Analysis',
  competitive_analysis: 'Competitive Analysis',
  financial_projections: 'Financial Projections',
  marketing_plan: 'Marketing Plan',
  brand_strategy: 'Brand Strategy',
  product_roadmap: 'Product Roadmap',
  user_stories: 'User Stories',
  technical_specs: 'Technical Specifications',
  operations_plan: 'Operations Plan',
  team_structure: 'Team Structure',
  process_documentation: 'Process Documentation',
};

export const IDEA_REQUIRED = 'Please enter your startup idea first';
const StartupIdeaSchema = z
  .string()
  .trim()
  .min(1, IDEA_REQUIRED)
  .max(4000, 'The startup idea must be at most 4000 characters')
  .meta({ example: 'A marketplace that matches independent physiotherapists with patients for home visits' });

/** Optional facts that sharpen the document; missing ones come from the startup profile. */
const DocumentContextFields = {
  company_name: z.string().trim().max(120).optional(),
  industry: z.string().trim().max(120).optional(),
  target_market: z.string().trim().max(500).optional(),
  stage: z.string().trim().max(60).optional(),
  /** How the startup earns money, in the founder's words ("79 EUR per location per month"); figures are used as written. */
  business_model: z.string().trim().max(300).optional(),
  /** Free text from the conversation (e.g. the chat message that asked for the document). */
  context: z.string().max(8000).optional(),
};

export const GenerateDocumentBodySchema = z
  .object({
    document_type: DocumentTypeInputSchema,
    startup_idea: StartupIdeaSchema,
    title: z.string().trim().min(1).max(200).optional(),
    /** Research the market and competitive analyses and the deck's market and competition on the web (Tavily, when TAVILY_API_KEY is set); the sources are listed in the document. */
    use_tavily: z.boolean().optional(),
    /** Also read the top search results' pages (Firecrawl, when FIRECRAWL_API_KEY is set). */
    use_firecrawl: z.boolean().optional(),
    ...DocumentContextFields,
  })
  .meta({ id: 'GenerateDocumentBody' });
export type GenerateDocumentBody = z.infer<typeof GenerateDocumentBodySchema>;

export const GenerateDocumentResponseSchema = z
  .object({
    /** A markdown rendering of the document, for the chat to show inline. */
    content: z.string(),
    /** The generated file's id in the data room. */
    document_id: z.string(),
    type: DocumentTypeSchema,
    title: z.string(),
    filename: z.string().meta({ example: 'pitch-deck.pptx' }),
    size: z.number().int(),
    /** Authenticated download (Bearer): GET streams the file. */
    download_url: z.string().meta({ example: '/api/v1/data-room/files/3f0c…/download' }),
    remaining_credits: z.number().int(),
    /** 'offline' when the built-in engine wrote it (no model configured); 'computed' for the financial model, whose sheets are computed from the startup model. */
    engine: z.string(),
    /** Credits this document cost (0 when the offline engine stood in for a failed model). */
    credits_charged: z.number().int().optional(),
    /** Set when a configured model failed and the offline engine wrote the document instead (interop, issue 10). */
    fallback_reason: z.string().nullable().optional(),
    /** The web sources a researched document quotes and lists (use_tavily / use_firecrawl with the keys set); empty otherwise. */
    sources: z.array(z.object({ title: z.string(), url: z.string(), retrieved_at: z.string() })).optional(),
  })
  .meta({ id: 'GeneratedDocumentResult' });
export type GenerateDocumentResponse = z.infer<typeof GenerateDocumentResponseSchema>;

export const GenerateSuiteBodySchema = z
  .object({
    startup_idea: StartupIdeaSchema,
    /** Defaults to the four suite documents. */
    document_types: z.array(z.enum(SUITE_DOCUMENT_TYPES)).min(1).max(4).optional(),
    /** Accepted for compatibility with the spec's client; they do not change the output. */
    context_engineering: z.boolean().optional(),
    use_groq: z.boolean().optional(),
    use_suna: z.boolean().optional(),
    ...DocumentContextFields,
  })
  .meta({ id: 'GenerateSuiteBody' });
export type GenerateSuiteBody = z.infer<typeof GenerateSuiteBodySchema>;

export const DocumentStatusSchema = z.enum(['pending', 'generating', 'completed', 'error']);
export type DocumentStatus = z.infer<typeof DocumentStatusSchema>;

/** One document of a suite; file fields are null until it is completed. */
export const GeneratedDocumentSchema = z
  .object({
    document_id: z.string().nullable(),
    type: DocumentTypeSchema,
    title: z.string(),
    filename: z.string().nullable(),
    size: z.number().int().nullable(),
    download_url: z.string().nullable(),
    status: DocumentStatusSchema,
    error: z.string().nullable(),
    /** Who wrote it: 'offline' (the built-in engine), 'computed' (the financial model's sheets) or the model's name; null until it is written. */
    engine: z.string().nullable().optional(),
    created_at: IsoDateSchema.nullable(),
  })
  .meta({ id: 'GeneratedDocument' });
export type GeneratedDocument = z.infer<typeof GeneratedDocumentSchema>;

export const SuiteJobSchema = z
  .object({
    job_id: z.string(),
    status: z.enum(['running', 'completed', 'partial', 'error']),
    startup_idea: z.string(),
    documents: z.array(GeneratedDocumentSchema),
    credits_charged: z.number().int(),
    remaining_credits: z.number().int(),
    created_at: IsoDateSchema,
    finished_at: IsoDateSchema.nullable(),
  })
  .meta({ id: 'SuiteJob' });
export type SuiteJob = z.infer<typeof SuiteJobSchema>;

export const SuiteJobParamsSchema = z.object({ job_id: z.uuid() });

/** Documents the agents generated for this user, newest first. */
export const GeneratedDocumentListSchema = z.object({ documents: z.array(GeneratedDocumentSchema) }).meta({ id: 'GeneratedDocumentList' });
export type GeneratedDocumentList = z.infer<typeof GeneratedDocumentListSchema>;

/** What the form is prefilled with (the startup profile when it exists). */
export const DocumentDefaultsSchema = z
  .object({
    startup_idea: z.string(),
    /** The rest of the startup profile, to prefill the generator's facts (empty strings when unknown). */
    company_name: z.string().optional(),
    industry: z.string().optional(),
    target_market: z.string().optional(),
    business_model: z.string().optional(),
    stage: z.string().optional(),
  })
  .meta({ id: 'DocumentDefaults' });

/** What a configured model answers when it writes a document's prose (its structured output): each section's text under the headings it was given. */
export const DocumentNarrativeSchema = z.object({
  sections: z
    .array(
      z.object({
        heading: z.string(),
        /** As many paragraphs as the section needs. */
        paragraphs: z.array(z.string().max(2000)).max(8).optional(),
        /** Accepted for models that answer with one body string. */
        body: z.string().max(6000).optional(),
        bullets: z.array(z.string().max(400)).max(10).optional(),
      }),
    )
    .min(1),
});
export type DocumentNarrative = z.infer<typeof DocumentNarrativeSchema>;
