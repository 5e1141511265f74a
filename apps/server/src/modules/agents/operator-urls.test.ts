import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORBIDDEN_TARGET } from '../../outgoing';
import { startApolloStandIn } from '../../../test/apollo-stand-in';
import { createTestApp, signUp, type TestContext } from '../../../test/helpers';
import { startHttpStandIn, type HttpStandIn } from '../../../test/http-stand-in';
import { readWebPage, webSearch } from './research';
import { researchConfig } from './tools';

/**
 * Issue 38 §7: a service URL the operator configured (a self-hosted search proxy, an Apollo gateway on
 * the private network) is trusted as configured, in production too; URLs a model, a page or a user
 * supplies keep the guard.
 */
let research: HttpStandIn;
let apollo: Awaited<ReturnType<typeof startApolloStandIn>>;
let ctx: TestContext;
beforeAll(async () => {
  research = await startHttpStandIn({
    'POST /search': () => ({ body: { results: [{ title: 'Care homes in England', url: 'https://example.org/care', content: 'About care homes.' }] } }),
    'POST /v1/scrape': () => ({ body: { data: { markdown: 'private page', metadata: { title: 'Internal' } } } }),
  });
  apollo = await startApolloStandIn();
  // As in production: private addresses refused for the URLs users give (webhooks).
  const base = await createTestApp();
  const integrations = { ...base.config.integrations, allowPrivateUrls: false, apollo: { apiKey: 'apollo-test-key', baseUrl: apollo.url } };
  ctx = await createTestApp({ config: { integrations } });
});
afterAll(async () => {
  await research.close();
  await apollo.close();
});

describe('operator-configured service URLs', () => {
  const cfg = () => researchConfig([
    { id: 'web_search', key: 'k', baseUrl: research.url },
    { id: 'web_scraping', key: 'k', baseUrl: research.url },
  ]);

  it('a search proxy on 127.0.0.1 answers; a private page the model asks for is still refused', async () => {
    const found = await webSearch(cfg(), 'care homes England');
    expect(found.map((s) => s.url)).toEqual(['https://example.org/care']);
    await expect(readWebPage(cfg(), 'http://127.0.0.1:9/admin')).rejects.toThrow(FORBIDDEN_TARGET);
    await expect(readWebPage(cfg(), 'http://10.0.0.7/')).rejects.toThrow(FORBIDDEN_TARGET);
  });

  it("Apollo at the operator's private URL works in production mode; a founder's private webhook URL is refused", async () => {
    const u = await signUp(ctx);
    const leads = await ctx.app.inject({ method: 'POST', url: '/api/v1/apollo/search', headers: u.auth, payload: { title: 'cto' } });
    expect(leads.statusCode).toBe(200);
    expect(leads.json()).toMatchObject({ source: 'apollo', total: 1 });
    const hook = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/integrations/slack/connect',
      headers: u.auth,
      payload: { webhook_url: `${research.url}/hook` },
    });
    expect(hook.statusCode).toBe(422);
  });
});
