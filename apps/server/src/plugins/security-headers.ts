import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { isAppsRequest } from './apps-origin';

/**
 * Helmet's headers, computed once at start. (@fastify/helmet builds a new helmet instance on
 * every request, which cost a measurable share of each API call; our policy never varies per
 * request, so one precomputed set is equivalent.)
 */
export function computeSecurityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, () => {});
  return headers;
}

/** JSON is never rendered as a document: the short set OWASP recommends for REST APIs. */
const API_HEADERS: Record<string, string> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'same-origin',
};

/**
 * Generated apps (the chat's Live Preview, deployed apps under /apps/{slug}/) run their own
 * inline scripts in an opaque origin: they cannot read this app's storage, cookies or API, nor
 * send anything anywhere.
 * One string for every place that serves generated code.
 */
// connect-src and form-action 'none': nothing typed into a generated page leaves it (a deployed
// app imitating a sign-in form could otherwise post the password anywhere). Apps keep state in memory.
export const SANDBOXED_APP_CSP = "sandbox allow-scripts allow-forms; connect-src 'none'; form-action 'none'";
/**
 * Headers for generated code, served on the apps origin: framed only by the product (its preview
 * panes; X-Frame-Options cannot name another origin, so frame-ancestors does), never sniffed.
 * `submitUrl`: a deployed app's own POST /apps/{slug}/submit, the one address its forms and
 * scripts may send to (DESIGN.md, departure 15); previews and the chat's Live Preview send nowhere.
 * `ownOrigin`: the page is served on the app's own origin, never shared with the product or another app.
 */
export function sandboxedAppHeaders(productOrigin: string, submitUrl?: string, ownOrigin = false): Record<string, string> {
  // allow-same-origin only on a deployed app's own origin ({slug}.apps…, app-hosts.ts): its storage is its alone.
  const sandbox = ownOrigin ? 'sandbox allow-scripts allow-forms allow-same-origin' : 'sandbox allow-scripts allow-forms';
  const csp = submitUrl ? `${sandbox}; connect-src ${submitUrl}; form-action ${submitUrl}` : SANDBOXED_APP_CSP;
  return {
    'content-security-policy': `${csp}; frame-ancestors ${productOrigin}`,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'cache-control': 'private, no-store',
  };
}

const APPS_BASE_HEADERS: Record<string, string> = { 'x-content-type-options': 'nosniff', 'referrer-policy': 'no-referrer' };
/** JSON endpoints: the API, the health check and the MCP endpoint (issue 41). */
const isApiPath = (url: string) => url.startsWith('/api/') || url === '/health' || url.split('?')[0] === '/mcp';
/** The in-browser demo's app preview page (apps/web/public/demo-preview.html): a generated app's policy, since it runs one. */
const isDemoPreview = (url: string) => url.split('?')[0] === '/demo-preview.html';
/** It is framed by the demo on this same origin only. */
const DEMO_PREVIEW_HEADERS = { ...sandboxedAppHeaders("'self'"), 'x-frame-options': 'SAMEORIGIN' };

/**
 * The LiveKit server's origin in both schemes: livekit-client opens its WebSocket (wss/ws) and
 * also calls the same host over https/http (region discovery, validation). Null when unset.
 */
export function livekitOrigins(livekitUrl: string | undefined): string[] {
  if (!livekitUrl) return [];
  let url: URL;
  try {
    url = new URL(livekitUrl);
  } catch {
    return [];
  }
  const secure = url.protocol === 'wss:' || url.protocol === 'https:';
  return [`${secure ? 'wss' : 'ws'}://${url.host}`, `${secure ? 'https' : 'http'}://${url.host}`];
}

export const securityHeadersPlugin = fp<{ livekitUrl?: string; appsOrigin: string }>(
  async (app, opts) => {
    const documentHeaders = computeSecurityHeaders({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          // Only what the product serves: rendered chat and documents never fetch a remote image (issue 43).
          imgSrc: ["'self'", 'data:', 'blob:'],
          connectSrc: ["'self'", ...livekitOrigins(opts.livekitUrl)],
          // Previews of generated apps come from their own origin.
          frameSrc: ["'self'", 'blob:', opts.appsOrigin],
          frameAncestors: ["'self'"],
          // The app may be served over plain HTTP (localhost, an intranet IP): don't force https subresources.
          upgradeInsecureRequests: null,
        },
      },
    });
    app.addHook('onRequest', (req, reply, done) => {
      // Generated code sets its own headers (sandboxedAppHeaders); X-Frame-Options: DENY would stop the preview panes.
      if (isAppsRequest(req)) reply.headers(APPS_BASE_HEADERS);
      else reply.headers(isApiPath(req.url) ? API_HEADERS : isDemoPreview(req.url) ? DEMO_PREVIEW_HEADERS : documentHeaders);
      done();
    });
  },
  { name: 'security-headers' },
);
