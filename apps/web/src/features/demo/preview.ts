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

/**
 * Deployed demo apps. The server publishes an app at /apps/{slug}/; the demo publishes it at
 * /demo/apps/{slug}/, a page of the demo that shows it through the preview frame above. The app
 * lives in the tab that deployed it: another demo tab (the "Open" link opens one) asks for it
 * over a BroadcastChannel, so it shows while the deploying tab is open, and nothing is stored.
 */
const deployed = new Map<string, string>();
const CHANNEL = 'uc-demo-apps';
let channel: BroadcastChannel | null = null;

export const DEMO_APPS_PREFIX = '/demo/apps/';
export const deployedUrl = (slug: string) => `${DEMO_APPS_PREFIX}${slug}/`;

/** The slug of a deployed-app address of the demo, or null. */
export function deployedSlug(pathname: string): string | null {
  const m = /^\/demo\/apps\/([a-z0-9-]+)\/?$/.exec(pathname);
  return m ? m[1]! : null;
}

function openChannel(): BroadcastChannel | null {
  if (channel || typeof BroadcastChannel === 'undefined') return channel;
  channel = new BroadcastChannel(CHANNEL);
  channel.addEventListener('message', (e: MessageEvent) => {
    const d = e.data as { type?: unknown; slug?: unknown } | null;
    if (d?.type !== 'ask' || typeof d.slug !== 'string') return;
    const html = deployed.get(d.slug);
    if (html !== undefined) channel?.postMessage({ type: 'app', slug: d.slug, html });
  });
  return channel;
}

/** Publishes (or republishes) `html` at the demo address of `slug`. */
export function deployApp(slug: string, html: string): string {
  deployed.set(slug, html);
  openChannel();
  return deployedUrl(slug);
}

/** Takes the app at `slug` down. */
export function undeployApp(slug: string): void {
  deployed.delete(slug);
}

/** The HTML deployed at `slug`: from this tab, else from the demo tab that deployed it; null if none answers. */
export function findDeployedApp(slug: string, timeoutMs = 1500): Promise<string | null> {
  const own = deployed.get(slug);
  if (own !== undefined) return Promise.resolve(own);
  const ch = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
  if (!ch) return Promise.resolve(null);
  return new Promise((resolve) => {
    const done = (html: string | null) => {
      clearTimeout(timer);
      ch.close();
      resolve(html);
    };
    const timer = setTimeout(() => done(null), timeoutMs);
    ch.addEventListener('message', (e: MessageEvent) => {
      const d = e.data as { type?: unknown; slug?: unknown; html?: unknown } | null;
      if (d?.type === 'app' && d.slug === slug && typeof d.html === 'string') done(d.html);
    });
    ch.postMessage({ type: 'ask', slug });
  });
}
