import { lookup } from 'node:dns/promises';
import { assertOutgoingUrl, FORBIDDEN_TARGET, isForbiddenAddress, OutgoingRequestError, outgoingFetch, statusOnly } from '../../outgoing';

/**
 * Web research for the agents: Tavily search and Firecrawl page reading, both through the
 * outgoing-URL guard. The services' URLs are the operator's configuration (TAVILY_API_URL,
 * FIRECRAWL_API_URL) and are trusted as configured, a self-hosted proxy on a private network
 * included; a page URL (from a search result or the model, never trusted) must be public.
 */
export type ResearchConfig = {
  tavily?: { apiKey: string; baseUrl: string };
  firecrawl?: { apiKey: string; baseUrl: string };
};

import type { WebSource } from '@uc/offline-engine';
export type { WebSource };

const TIMEOUT_MS = 20_000;
const PAGE_CHARS = 8_000;

async function postJson(base: string, path: string, apiKey: string, body: unknown): Promise<unknown> {
  const res = await outgoingFetch(
    `${base.replace(/\/$/, '')}${path}`,
    { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${apiKey}` }, body: JSON.stringify(body), signal: AbortSignal.timeout(TIMEOUT_MS) },
    { allowPrivate: true },
  );
  if (!res.ok) throw new OutgoingRequestError(`The research service answered ${await statusOnly(res)}`);
  return res.json();
}

/** Tavily's top results for a query. */
export async function webSearch(cfg: ResearchConfig, query: string, max = 5): Promise<WebSource[]> {
  if (!cfg.tavily) throw new Error('Web search is not configured');
  const body = (await postJson(cfg.tavily.baseUrl, '/search', cfg.tavily.apiKey, { query, max_results: max, search_depth: 'basic' })) as {
    results?: { title?: string; url?: string; content?: string }[];
  };
  const at = new Date().toISOString();
  return (body.results ?? [])
    .filter((r) => typeof r.url === 'string')
    .slice(0, max)
    .map((r) => ({ title: String(r.title ?? r.url), url: String(r.url), snippet: String(r.content ?? '').slice(0, 500), retrieved_at: at }));
}

/** Refuses a page URL that is not http(s) or names (or resolves to) a private, loopback or own address. */
export async function assertPublicPage(url: string): Promise<URL> {
  const parsed = assertOutgoingUrl(url, { allowPrivate: false });
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  const addresses = await lookup(host, { all: true }).catch(() => {
    throw new OutgoingRequestError('The page’s host name does not resolve');
  });
  if (addresses.some((a) => isForbiddenAddress(a.address))) throw new OutgoingRequestError(FORBIDDEN_TARGET);
  return parsed;
}

/** A public page's text as Markdown (Firecrawl), bounded. */
export async function readWebPage(cfg: ResearchConfig, url: string): Promise<WebSource & { text: string }> {
  if (!cfg.firecrawl) throw new Error('Page reading is not configured');
  const page = await assertPublicPage(url);
  const body = (await postJson(cfg.firecrawl.baseUrl, '/v1/scrape', cfg.firecrawl.apiKey, { url: page.href, formats: ['markdown'], onlyMainContent: true })) as {
    data?: { markdown?: string; metadata?: { title?: string } };
  };
  const text = String(body.data?.markdown ?? '');
  return { title: String(body.data?.metadata?.title ?? page.hostname), url: page.href, snippet: text.slice(0, 300), text: text.slice(0, PAGE_CHARS), retrieved_at: new Date().toISOString() };
}
