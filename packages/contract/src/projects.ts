import { z } from 'zod';
import { IsoDateSchema } from './common';

/** The six app-builder templates (spec 000 §3). */
export const PROJECT_TEMPLATES = ['react-app', 'vanilla-js', 'vue-app', 'svelte-app', 'nextjs-app', 'nodejs-api'] as const;
export const ProjectTemplateSchema = z.enum(PROJECT_TEMPLATES).meta({ id: 'ProjectTemplate', example: 'react-app' });
export type ProjectTemplate = z.infer<typeof ProjectTemplateSchema>;

/** Built and previewed on our server (Next.js as a static export); the Node.js API runs on the user's machine. */
export const BROWSER_TEMPLATES: readonly ProjectTemplate[] = ['react-app', 'vanilla-js', 'vue-app', 'svelte-app', 'nextjs-app'];
export const isBrowserTemplate = (t: ProjectTemplate) => BROWSER_TEMPLATES.includes(t);

export const PROJECT_TEMPLATE_LABELS: Record<ProjectTemplate, string> = {
  'react-app': 'React App',
  'vanilla-js': 'Vanilla JS',
  'vue-app': 'Vue App',
  'svelte-app': 'Svelte App',
  'nextjs-app': 'Next.js App',
  'nodejs-api': 'Node.js API',
};

/** Limits per project; over them the API answers 413. */
export const PROJECT_MAX_FILES = 60;
export const PROJECT_MAX_FILE_BYTES = 200 * 1024;
export const PROJECT_MAX_TOTAL_BYTES = 800 * 1024;
export const PROJECT_PROMPT_MAX = 4000;

/**
 * A file path inside a project: relative, `/`-separated, no `..`, no empty segments, no
 * control characters — it becomes a storage key and a zip entry, so traversal is refused here.
 */
export const ProjectPathSchema = z
  .string()
  .min(1)
  .max(200)
  .refine((p) => !/[\u0000-\u001f\\]/.test(p), 'Path must not contain control characters or backslashes')
  .refine((p) => !p.startsWith('/') && !/^[a-zA-Z]:/.test(p), 'Path must be relative to the project root')
  .refine((p) => p.split('/').every((seg) => seg !== '' && seg !== '.' && seg !== '..'), 'Path must not contain empty, "." or ".." segments')
  .refine((p) => /^[\w.\-/@ ]+$/.test(p), 'Path may use letters, digits, spaces and . _ - @ /')
  .meta({ example: 'src/App.jsx' });

/** What a configured model must answer when it writes an app project (its structured output), checked like any other input. */
export const ModelProjectSchema = z.object({
  name: z.string().trim().min(1).max(80),
  description: z.string().max(2000).default(''),
  files: z.array(z.object({ path: ProjectPathSchema, content: z.string() })).min(1).max(PROJECT_MAX_FILES),
  technicalGuidance: z.string().max(4000).default(''),
  suggestions: z.array(z.string().max(300)).max(5).default([]),
});
export type ModelProjectAnswer = z.infer<typeof ModelProjectSchema>;

export const ProjectFileSchema = z
  .object({
    path: ProjectPathSchema,
    content: z.string(),
    type: z.literal('file').default('file'),
    language: z.string().max(40).optional().meta({ description: 'Derived from the extension when omitted' }),
  })
  .meta({ id: 'ProjectFile', example: { path: 'src/App.jsx', content: 'export default function App() { return <h1>Hi</h1>; }', type: 'file', language: 'javascript' } });
export type ProjectFile = z.infer<typeof ProjectFileSchema>;
export type ProjectFileInput = z.input<typeof ProjectFileSchema>;

const FilesSchema = z.array(ProjectFileSchema).max(10_000);
const NameSchema = z.string().trim().min(1, 'Name must not be empty').max(80);

export const ProjectSummarySchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    description: z.string(),
    template: ProjectTemplateSchema,
    status: z.enum(['ready', 'deployed']),
    url: z.string().nullable().meta({ description: 'The deployed app (/apps/{slug}/), null until deployed' }),
    previewUrl: z.string().nullable().meta({ description: 'The latest editor preview, if one was built' }),
    createdAt: IsoDateSchema,
    lastModified: IsoDateSchema,
    deployed_at: IsoDateSchema.nullable(),
    isPublic: z.boolean(),
    collaborators: z.array(z.string()),
    file_count: z.number().int(),
  })
  .meta({ id: 'ProjectSummary' });
export type ProjectSummary = z.infer<typeof ProjectSummarySchema>;

export const ProjectSchema = ProjectSummarySchema.extend({ files: z.array(ProjectFileSchema) }).meta({ id: 'Project' });
export type Project = z.infer<typeof ProjectSchema>;

export const ProjectListSchema = z.object({ projects: z.array(ProjectSummarySchema) }).meta({ id: 'ProjectList' });
export type ProjectList = z.infer<typeof ProjectListSchema>;

export const ProjectDataSchema = z
  .object({
    name: NameSchema,
    description: z.string().max(2000).default(''),
    template: ProjectTemplateSchema,
    isPublic: z.boolean().default(false),
  })
  .meta({ id: 'ProjectData' });
export type ProjectData = z.infer<typeof ProjectDataSchema>;

export const CreateProjectBodySchema = ProjectDataSchema.extend({ files: FilesSchema.default([]) }).meta({ id: 'CreateProjectBody' });
export type CreateProjectBody = z.input<typeof CreateProjectBodySchema>;

export const UpdateProjectBodySchema = z
  .object({
    name: NameSchema.optional(),
    description: z.string().max(2000).optional(),
    isPublic: z.boolean().optional(),
    files: FilesSchema.optional().meta({ description: 'The whole new file set (files not listed are removed)' }),
  })
  .meta({ id: 'UpdateProjectBody' });
export type UpdateProjectBody = z.input<typeof UpdateProjectBodySchema>;

export const ProjectChatTurnSchema = z.object({ role: z.enum(['user', 'assistant']), content: z.string().max(PROJECT_PROMPT_MAX) });

export const GenerateProjectBodySchema = z
  .object({
    prompt: z.string().trim().min(1, 'Describe the app you want').max(PROJECT_PROMPT_MAX),
    conversation_history: z.array(ProjectChatTurnSchema).max(40).default([]),
    include_technical_agent: z.boolean().default(true),
    enable_composio_api: z.boolean().default(false),
    agent_ids: z.array(z.string().max(40)).max(5).default([]),
    template: ProjectTemplateSchema.optional().meta({ description: 'Chosen from the prompt when omitted' }),
    project_id: z.uuid().optional().meta({ description: 'A follow-up: change this project\'s files (the answer carries the whole new file set; nothing is saved until PUT)' }),
  })
  .meta({ id: 'GenerateProjectBody' });
export type GenerateProjectBody = z.input<typeof GenerateProjectBodySchema>;

export const ProjectIntegrationSchema = z.object({ id: z.string(), name: z.string(), reason: z.string() });

export const ProjectVideoTaskSchema = z.object({
  taskId: z.string(),
  status: z.string(),
  videoType: z.enum(['avatar', 'product', 'url-to-video', 'image-to-video']),
  videoUrl: z.string().nullable(),
});

export const ProjectFileChangeSchema = z
  .object({ path: z.string(), status: z.enum(['added', 'changed', 'removed']), added: z.number().int(), removed: z.number().int(), diff: z.string() })
  .meta({ id: 'ProjectFileChange' });
export type ProjectFileChange = z.infer<typeof ProjectFileChangeSchema>;

export const GenerateProjectResponseSchema = z
  .object({
    projectData: ProjectDataSchema,
    files: z.array(ProjectFileSchema),
    suggestions: z.array(z.string()),
    technicalGuidance: z.string(),
    composioIntegrations: z.array(ProjectIntegrationSchema),
    videoCreationTask: ProjectVideoTaskSchema.nullable(),
    engine: z.string().meta({ description: '"offline" or the model that wrote the files' }),
    credits_charged: z.number().int(),
    available_credits: z.number().int(),
    changes: z.array(ProjectFileChangeSchema).optional().meta({ description: 'A follow-up: the files it changed, with a line diff' }),
    notes: z.array(z.string()).optional().meta({ description: 'Where the app differs from the request (e.g. no app type matched)' }),
  })
  .meta({ id: 'GenerateProjectResponse' });
export type GenerateProjectResponse = z.infer<typeof GenerateProjectResponseSchema>;

/** A build failure: the compiler's messages with file and line, for the editor. */
export const BuildErrorBodySchema = z
  .object({
    detail: z.string(),
    build_errors: z.array(z.object({ file: z.string().nullable(), line: z.number().int().nullable(), column: z.number().int().nullable(), message: z.string() })),
    build_log: z.array(z.string()),
  })
  .meta({ id: 'BuildErrorBody' });
export type BuildErrorBody = z.infer<typeof BuildErrorBodySchema>;

export const DeployResponseSchema = z
  .object({ url: z.string(), deployed_at: IsoDateSchema, build_log: z.array(z.string()) })
  .meta({ id: 'DeployResponse', example: { url: '/apps/todo-list-app-3fa9c1/', deployed_at: '2026-01-01T00:00:00.000Z', build_log: ['Bundled src/main.jsx'] } });
export type DeployResponse = z.infer<typeof DeployResponseSchema>;

export const PreviewResponseSchema = z
  .object({ preview_url: z.string(), build_log: z.array(z.string()) })
  .meta({ id: 'PreviewResponse' });
export type PreviewResponse = z.infer<typeof PreviewResponseSchema>;

export const ProjectIdParamsSchema = z.object({ id: z.uuid() });
