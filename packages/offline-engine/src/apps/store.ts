import type { AppArchetype } from './spec';

/**
 * What a visitor makes in an app (rows, cards, answers, saved entries) is kept in localStorage on
 * the app's origin, so it survives a reload (issue 39). Where the page has no storage (an opaque,
 * sandboxed origin) it lasts for the visit only.
 */
export const STORE_JS = `// Keeps what a visitor made on this device, per app (the key follows app-spec.json, so an edit starts afresh).
let key = null;
const keyOf = (spec) => (key ??= 'app:' + [...JSON.stringify(spec)].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7).toString(36));

export function restore(spec, keys, state) {
  try {
    const saved = JSON.parse(localStorage.getItem(keyOf(spec)) ?? 'null');
    if (saved && typeof saved === 'object') for (const k of keys) if (k in saved) state[k] = saved[k];
  } catch {
    // No storage on this origin (a sandboxed preview): the state lasts for this visit.
  }
  return state;
}

export function save(spec, keys, state) {
  if (!keys.length) return;
  try {
    localStorage.setItem(keyOf(spec), JSON.stringify(Object.fromEntries(keys.map((k) => [k, state[k]]))));
  } catch {
    // As above: nothing to keep it in.
  }
}
`;

/** The parts of each archetype's state that are the visitor's work (not what is being typed or dragged). */
export const KEPT_STATE: Record<AppArchetype, string[]> = {
  calculator: ['saved'],
  form: ['history'],
  tracker: ['rows', 'nextId'],
  dashboard: [],
  landing: ['joined'],
  quiz: ['step', 'answers', 'picks', 'attempts', 'took'],
  kanban: ['cards', 'nextId'],
  directory: ['saved'],
};

/** An archetype's app.js with its state restored on start and saved on every change. */
export function keptAppJs(archetype: AppArchetype, js: string): string {
  const keys = KEPT_STATE[archetype];
  if (!keys.length) return js;
  const base = js.replace('export function init(', 'function startState(').replace('export function view(', 'function draw(');
  return `import { restore, save } from './store.js';\n${base}
// The visitor's work survives a reload (store.js).
const KEPT = ${JSON.stringify(keys)};
export const init = (spec) => restore(spec, KEPT, startState(spec));
export function view(spec, state, set, h) {
  save(spec, KEPT, state);
  return draw(spec, state, set, h);
}
`;
}
