import { diffFiles, type FileChange } from './diff';
import { applyEdit } from './edits';
import { readPrompt } from './read-prompt';
import type { AppSpec } from './spec';
import { renderTemplate, type AppFile, type AppTemplate } from './templates';

/**
 * The offline app builder: a prompt becomes an app spec, rendered into the chosen template; a
 * follow-up prompt becomes an edit of that spec, applied as real file changes.
 */
export type OfflineProject = { name: string; description: string; files: AppFile[]; technicalGuidance: string; suggestions: string[]; notes: string[]; spec: AppSpec };

/** Spec 000 §9: up to 3 words each longer than 2 characters, plus the suffix "App". */
export function extractProjectName(prompt: string): string {
  const words = prompt
    .split(/\s+/)
    .map((w) => w.replace(/[^\p{L}\p{N}-]/gu, ''))
    .filter((w) => w.length > 2)
    .slice(0, 3)
    .map((w) => w[0].toUpperCase() + w.slice(1));
  return `${words.join(' ')} App`.trim();
}

/** Picks the template a prompt asks for; React when it names none. */
export function templateForPrompt(prompt: string): AppTemplate {
  const p = prompt.toLowerCase();
  if (/\bvue\b/.test(p)) return 'vue-app';
  if (/\bsvelte\b/.test(p)) return 'svelte-app';
  if (/\bnext(\.js|js)?\b/.test(p)) return 'nextjs-app';
  if (/\b(rest api|api server|backend|node\.?js api|express)\b/.test(p)) return 'nodejs-api';
  if (/\b(vanilla|plain (js|javascript)|no framework)\b/.test(p)) return 'vanilla-js';
  return 'react-app';
}

const GUIDANCE: Record<AppTemplate, string> = {
  'react-app': 'React 19 with Vite. The view is written once in src/app.js with h(); App.jsx renders it with React state. app-spec.json holds the fields, copy and colours. Split the view into components as it grows.',
  'vue-app': 'Vue 3 with Vite. The view in src/app.js is rendered by App.vue through Vue\'s h() over reactive state; app-spec.json holds the fields, copy and colours. Move to SFC templates per screen as it grows.',
  'svelte-app': 'Svelte 5 with Vite. App.svelte mounts the view from src/app.js (drawn by src/dom.js); app-spec.json holds the fields, copy and colours. Rewrite screens as Svelte components as they grow.',
  'vanilla-js': 'Plain JavaScript with Vite and no framework: dom.js redraws the view from app.js after every change, from one state object. app-spec.json holds the fields, copy and colours.',
  'nextjs-app': 'Next.js App Router as a static export (next.config.mjs: output "export"): app/page.jsx is a client component rendering lib/app.js. Add route handlers only if you leave the static export.',
  'nodejs-api': 'A dependency-free Node.js HTTP API (node:http) whose routes and validation come from app-spec.json; npm test runs its node:test suite. Add a database (SQLite or PostgreSQL) before production.',
};

function suggestionsFor(spec: AppSpec): string[] {
  const one = `${spec.noun.article} ${spec.noun.one}`;
  const common = ['Change the colour to green', 'Set the title to "…"'];
  const byKind: Record<AppSpec['archetype'], string[]> = {
    calculator: ['Change the formula to …', `Add a discount input`],
    form: ['Add a phone number field', 'Remove the notes field'],
    tracker: [`Add a notes column`, `Rename the ${spec.fields[0].label.toLowerCase()} column to …`],
    dashboard: ['Add a line chart of …', 'Add a target column'],
    landing: ['Add a testimonials section', 'Change the tagline to …'],
    quiz: ['Add a question', 'Save answers with a backend'],
    kanban: [`Add a priority field`, `Let ${one} carry a due date`],
    directory: ['Add a rating field', 'Add a map section'],
  };
  return [...byKind[spec.archetype], ...common];
}

export function offlineProject(prompt: string, template: AppTemplate, profile?: Record<string, unknown> | null): OfflineProject {
  const { spec, notes } = readPrompt(prompt, profile);
  return {
    name: extractProjectName(prompt) || 'My App',
    description: prompt.trim().replace(/\s+/g, ' ').slice(0, 300),
    files: renderTemplate(spec, template, prompt, notes),
    technicalGuidance: GUIDANCE[template],
    suggestions: suggestionsFor(spec),
    notes,
    spec,
  };
}

export const NEEDS_MODEL = 'This change needs a connected model. Nothing was charged.';

/**
 * A follow-up prompt offline: the spec edit re-rendered, replacing only the files the founder has
 * not changed by hand (app-spec.json is always rewritten). Null when the engine cannot apply it.
 */
export function offlineEdit(prompt: string, files: AppFile[], template: AppTemplate): { files: AppFile[]; spec: AppSpec; summary: string; changes: FileChange[] } | null {
  const specFile = files.find((f) => f.path.endsWith('app-spec.json'));
  if (!specFile) return null;
  let spec: AppSpec;
  try {
    spec = JSON.parse(specFile.content) as AppSpec;
  } catch {
    return null;
  }
  const edit = applyEdit(spec, prompt);
  if (!edit) return null;
  const before = new Map(renderTemplate(spec, template, '', []).map((f) => [f.path, f.content]));
  const after = new Map(renderTemplate(edit.spec, template, '', []).map((f) => [f.path, f.content]));
  const next = files.map((f) => {
    const rendered = after.get(f.path);
    if (f.path === specFile.path) return { ...f, content: after.get(f.path) ?? f.content };
    if (rendered !== undefined && f.content === before.get(f.path)) return { ...f, content: rendered };
    if (f.path === 'README.md') return { ...f, content: f.content.replace(`# ${spec.title}\n`, `# ${edit.spec.title}\n`) };
    return f;
  });
  const added = [...after].filter(([p]) => !files.some((f) => f.path === p) && !before.has(p)).map(([path, content]) => ({ path, content }));
  const result = [...next, ...added];
  return { files: result, spec: edit.spec, summary: edit.summary, changes: diffFiles(files, result) };
}
