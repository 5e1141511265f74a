import type { IncomingMessage } from 'node:http';

/**
 * One origin per deployed app (issue 39): with APPS_ORIGIN=https://*.apps.example.com the app
 * `shop-1a2b` is served at https://shop-1a2b.apps.example.com/, its own origin, so it may keep
 * its visitors' state in localStorage without any app reading another's. Pure helpers, shared
 * by the config, the routing (rewriteUrl) and the app routes.
 */
export type PerAppOrigins = {
  protocol: 'http:' | 'https:';
  /** The shared part, with its port: "apps.example.com". */
  host: string;
};

/** A deployed app's slug: a DNS label too (a-z, 0-9, "-"; the server makes them ≤ 49 characters). */
export const APP_SLUG = /^[a-z0-9][a-z0-9-]{0,60}$/;

/** `https://*.apps.example.com[:port]` → its parts; null for anything else (a plain origin). */
export function parseWildcardOrigin(value: string): PerAppOrigins | null {
  const m = /^(https?):\/\/\*\.((?:[a-z0-9-]+\.)*[a-z0-9-]+(?::\d{1,5})?)\/?$/i.exec(value.trim());
  return m ? { protocol: m[1].toLowerCase() === 'https' ? 'https:' : 'http:', host: m[2].toLowerCase() } : null;
}

/** The origin of one deployed app. */
export const perAppOrigin = (p: PerAppOrigins, slug: string) => `${p.protocol}//${slug}.${p.host}`;

/** The slug whose own origin a Host header names, or null (the product, the shared apps origin, anything else). */
export function slugOfHost(p: PerAppOrigins | undefined, host: string | undefined): string | null {
  if (!p || !host) return null;
  const h = host.toLowerCase();
  const suffix = `.${p.host}`;
  if (!h.endsWith(suffix)) return null;
  const label = h.slice(0, -suffix.length);
  return APP_SLUG.test(label) ? label : null;
}

/** Where a deployed app is opened: its own origin with a wildcard APPS_ORIGIN, else /apps/{slug}/ on the apps origin. */
export const deployedAppUrl = (apps: { origin: string; perApp?: PerAppOrigins }, slug: string) =>
  apps.perApp ? `${perAppOrigin(apps.perApp, slug)}/` : `${apps.origin}/apps/${slug}/`;

/**
 * Fastify's rewriteUrl: on an app's own origin every path is that app's (`/app.js` →
 * `/apps/{slug}/app.js`, `/submit` → its submit route), so no path there reaches the product, a
 * preview or another app. Its report form keeps its address; `/apps/{slug}/…` is left for the
 * route to send on to the root. Anything else is unchanged.
 */
export function rewritePerAppUrl(p: PerAppOrigins | undefined, req: Pick<IncomingMessage, 'url' | 'headers'>): string {
  const url = req.url ?? '/';
  const slug = slugOfHost(p, req.headers.host);
  if (!slug || url === '/health') return url;
  const own = `/apps/${slug}`;
  if (url === own || url.startsWith(`${own}/`) || url === `/apps/_report/${slug}`) return url;
  return `${own}${url.startsWith('/') ? url : `/${url}`}`;
}
