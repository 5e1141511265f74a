import { writeFile } from 'node:fs/promises';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { describe, expect, it } from 'vitest';
import { createTestApp, signUp } from '../../../test/helpers';

/**
 * A transcript of an MCP session made with the SDK's own client, for the docs and reviews:
 *   MCP_TRANSCRIPT=/tmp/mcp-transcript.md npx vitest run src/modules/mcp/transcript.test.ts
 * (MCP_TRANSCRIPT=1 prints it only). Skipped otherwise: mcp.test.ts holds the assertions.
 */
const target = process.env.MCP_TRANSCRIPT;

describe.skipIf(!target)('MCP transcript', () => {
  it('records an SDK client session', async () => {
    const ctx = await createTestApp();
    const base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const user = await signUp(ctx);
    const profile = { startup_name: 'ClinicFlow', idea: 'Scheduling software for independent physiotherapy clinics', stage: 'mvp', business_model: 'Subscription, $149 per clinic per month', team_size: 3 };
    await ctx.app.inject({ method: 'PUT', url: '/api/v1/chat/startup-profile', headers: user.auth, payload: profile });
    await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/data-room/files?filename=customer-interviews.txt',
      headers: { ...user.auth, 'content-type': 'application/octet-stream' },
      payload: Buffer.from('Twelve clinics said waitlist reminders save two hours a week.'),
    });
    const key = (await ctx.app.inject({ method: 'POST', url: '/api/v1/api-keys', headers: user.auth, payload: { name: 'Transcript', scopes: ['read', 'propose'] } })).json().key as string;

    const lines: string[] = [`# MCP session transcript (${new Date().toISOString()})`, ''];
    const short = (s: string) => (s.length > 1500 ? `${s.slice(0, 1500)}… (${s.length} characters)` : s);
    // Every HTTP exchange of the session, as the SDK client sends and receives it.
    const logged: typeof fetch = async (input, init) => {
      const res = await fetch(input, init);
      const body = await res.clone().text();
      lines.push(`→ ${init?.method ?? 'GET'} /mcp ${short(String(init?.body ?? ''))}`, `← ${res.status} ${short(body)}`, '');
      return res;
    };
    const client = new Client({ name: 'transcript', version: '1.0.0' });
    const transport = new StreamableHTTPClientTransport(new URL('/mcp', base), { requestInit: { headers: { authorization: `Bearer ${key}` } }, fetch: logged });
    await client.connect(transport);
    await client.listTools();
    await client.listResources();
    await client.listPrompts();
    await client.callTool({ name: 'get_forecast', arguments: { scenario: 'bear' } });
    await client.callTool({ name: 'search_data_room', arguments: { query: 'waitlist' } });
    await client.callTool({ name: 'get_readiness', arguments: {} });
    await client.callTool({ name: 'propose_assumption_change', arguments: { key: 'price_per_month', value: 19900, reason: 'Clinics value the reminders' } });
    await client.callTool({ name: 'offer_document', arguments: { document_type: 'pitch_deck' } });
    await client.getPrompt({ name: 'pricing_review', arguments: {} });
    await client.close();
    await ctx.app.close();

    const text = lines.join('\n');
    if (target === '1') console.log(text);
    else await writeFile(target!, text);
    expect(text).toContain('propose_assumption_change');
  }, 120_000);
});
