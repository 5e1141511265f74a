/**
 * The demo's app previews. The real server serves a generated app from a sandboxed route; the demo
 * has no server, so its frames load /demo-preview.html (a static page the server sends with the
 * same sandbox policy as generated apps), which asks this page for its HTML by id over
 * postMessage. Only frames of this page are answered, and only with HTML the demo itself made.
 */
const apps = new Map<string, string>();
let listening = false;

export const DEMO_PREVIEW_PAGE = '/demo-preview.html';

/** Keeps `html` for a preview frame and returns the frame's address. */
export function previewUrl(id: string, html: string): string {
  apps.set(id, html);
  listen();
  return `${DEMO_PREVIEW_PAGE}#${encodeURIComponent(id)}`;
}

function listen() {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('message', (e: MessageEvent) => {
    const data = e.data as { type?: unknown; id?: unknown } | null;
    if (!data || data.type !== 'uc-demo-preview' || typeof data.id !== 'string') return;
    const frame = [...document.querySelectorAll('iframe')].find((f) => f.contentWindow === e.source);
    const html = apps.get(data.id);
    if (!frame || html === undefined || !e.source) return;
    // The frame's origin is opaque (sandboxed), so '*' is the only target it can be sent to.
    (e.source as Window).postMessage({ type: 'uc-demo-preview-html', id: data.id, html }, '*');
  });
}
