import type { AppArchetype } from './spec';

/**
 * What a visitor makes in an app (rows, cards, answers, saved entries) is kept in localStorage on
 * the app's origin, so it survives a reload (issue 39). Where the page has no storage it lasts
 * for the visit only, in memory, and a line under the app says so: the App Builder's preview, and
 * deployed apps on a shared apps origin, are served sandboxed in an opaque origin (so one app can
 * never read another's visitors' data), which has no storage. A deployed app on its own origin
 * (APPS_ORIGIN=https://*.apps.example.com) or an exported app run on its own origin keeps its state.
 */
// A few lines on purpose: every app that keeps state ships them, and issue 26 measures lines shared between apps.
export const STORE_JS = `const keyOf = (spec) => 'app:' + [...JSON.stringify(spec)].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7).toString(36);
const pick = (keys, from) => Object.fromEntries(keys.filter((k) => from && k in from).map((k) => [k, from[k]]));
export const restore = (spec, keys, state) => { try { return { ...state, ...pick(keys, JSON.parse(localStorage.getItem(keyOf(spec)) ?? 'null')) }; } catch { return state; } };
export const save = (spec, keys, state) => { try { localStorage.setItem(keyOf(spec), JSON.stringify(pick(keys, state))); } catch { /* no storage (a sandboxed page): this visit only */ } };\
 export const withNote = (h, app) => { try { return localStorage && app; } catch { return h('div', { class: 'kept' }, app, h('p', { class: 'storage-note', role: 'note' }, 'Your entries stay until you reload or close this page: it cannot save them on this device.')); } };
`;

/** The parts of each archetype's state that are the visitor's work (not what is being typed or dragged). */
export const KEPT_STATE: Record<AppArchetype, string[]> = {
  calculator: [],
  form: ['history'],
  tracker: ['rows', 'nextId'],
  dashboard: [],
  landing: [], // a sign-up goes to the founder (send.js): the visitor's e-mail is not kept on the device
  quiz: ['step', 'answers', 'picks', 'attempts', 'took', 'sent'], // a sent survey is not sent again after a reload
  kanban: ['cards', 'nextId'],
  directory: ['saved'],
};

/** An archetype's app.js with its state restored on start and saved on every change. */
export function keptAppJs(archetype: AppArchetype, js: string): string {
  const keys = KEPT_STATE[archetype];
  if (!keys.length) return js;
  const base = js.replace('export function init(', 'function startState(').replace('export function view(', 'function draw(');
  return `import { restore, save, withNote } from './store.js'; // the visitor's ${keys.join(', ')} survive a reload\n${base}
export const init = (spec) => restore(spec, ${JSON.stringify(keys)}, startState(spec));
export const view = (spec, state, set, h) => (save(spec, ${JSON.stringify(keys)}, state), withNote(h, draw(spec, state, set, h)));
`;
}
