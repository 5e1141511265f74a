/**
 * How a generated app's form reaches the founder (issue 39, DESIGN.md departure 15). Deployed at
 * /apps/{slug}/, or at the root of its own origin ({slug}.apps…, where the server's footer marks
 * the page as deployed), the app may connect to one address only, its own ./submit; it posts the answers
 * form-encoded with `Accept: application/json`, a CORS-simple request (no preflight) whose answer
 * the sandboxed page can read. A preview (/apps/_preview/…, the chat's Live Preview, a local dev
 * server) sends nothing and says so. `_honey` is the hidden field people leave empty and bots fill.
 * `deliver` is what every archetype that collects visitor input calls (form, waitlist, survey): one send
 * at a time, the answers kept on a refusal (`failed` says why), `done` adds what a success changes.
 */
export const SEND_JS = `export const deployed = () => /^\\/apps\\/[a-z0-9][a-z0-9-]*\\/(index\\.html)?$/.test(location.pathname) || (/^\\/(index\\.html)?$/.test(location.pathname) && Boolean(document.querySelector('aside[data-uc-footer]'))); export const PREVIEW_NOTE = 'This is a preview, so nothing was sent: submissions are collected once the app is deployed.';
export const send = async (answers, honey) =>  { if (!deployed()) return { preview: true }; try { const res = await fetch('./submit', { method: 'POST', headers: { accept: 'application/json' }, body: new URLSearchParams({ ...answers, _honey: honey ?? '' }) }); return res.ok ? { sent: true } : { error: (await res.json().catch(() => null))?.detail ?? 'It could not be sent (error ' + res.status + '). Please try again.' }; } catch { return { error: 'It could not be sent: check your connection and try again.' }; } };
export const deliver = async (state, set, answers, done) => { if (state.sending) return; set({ sending: true, failed: '' }); const result = await send(answers, state.honey); if (result.error) return set({ sending: false, failed: result.error }); set((s) => ({ sending: false, preview: Boolean(result.preview), ...done(s) })); };
export const honeypot = (h, value, onInput) =>  h('div', { class: 'hp', 'aria-hidden': 'true' }, h('label', { for: 'hp-field' }, 'Leave this empty'), h('input', { id: 'hp-field', name: '_honey', tabindex: '-1', autocomplete: 'off', value, onInput }));
`;

export const SEND_CSS = '.hp{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}';
