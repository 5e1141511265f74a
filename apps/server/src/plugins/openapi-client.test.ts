import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp } from '../../test/helpers';

/**
 * A client generated from the served document (openapi-typescript + openapi-fetch) must
 * typecheck and work: sign in, upload, download, buy credits, fetch the invoice PDF. It is
 * generated fresh on every run, so routes added later are covered without a committed file.
 */
const ctx = await createTestApp();
// Inside the package (so openapi-fetch resolves) but outside tsc's and git's view.
const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), `../../.vitest-results/openapi-client-${process.pid}`);
afterAll(() => rm(dir, { recursive: true, force: true }));

/** Written next to the generated types; every call is checked against them by tsc below. */
const FLOW = `
import createClient from 'openapi-fetch';
import type { paths } from './api';

export async function runFlow(baseUrl: string, email: string, password: string) {
  const client = createClient<paths>({ baseUrl });
  const login = await client.POST('/api/v1/auth/login', { body: { email, password } });
  if (!login.data) throw new Error('sign-in failed: ' + login.error?.detail);
  const headers = { authorization: 'Bearer ' + login.data.access_token };

  const uploaded = await client.POST('/api/v1/data-room/files', {
    headers: { ...headers, 'content-type': 'application/octet-stream' },
    params: { query: { filename: 'plan.txt' } },
    body: 'Our plan: walk dogs, then the world.',
    bodySerializer: (body) => body as string,
  });
  if (!uploaded.data) throw new Error('upload failed: ' + uploaded.error?.detail);
  const download = await client.GET('/api/v1/data-room/files/{id}/download', { headers, params: { path: { id: uploaded.data.id } }, parseAs: 'text' });

  const packages = await client.GET('/api/v1/billing/credit-packages');
  const intent = await client.POST('/api/v1/billing/create-payment-intent', { headers, body: { package_name: packages.data!.packages[0].id } });
  if (!intent.data) throw new Error('payment intent failed: ' + intent.error?.detail);
  const paid = await client.POST('/api/v1/billing/test/confirm-payment', {
    headers,
    body: { client_secret: intent.data.client_secret, card_number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' },
  });
  const invoices = await client.GET('/api/v1/billing/invoices', { headers });
  const invoice = invoices.data!.invoices[0];
  const pdf = await client.GET('/api/v1/billing/invoices/{id}/download', { headers, params: { path: { id: invoice.id } }, parseAs: 'arrayBuffer' });
  return {
    fileName: uploaded.data.name,
    downloaded: download.data,
    credits: paid.data?.available_credits,
    invoiceNumber: invoice.number,
    pdfType: pdf.response.headers.get('content-type'),
    pdfStart: new TextDecoder().decode(new Uint8Array(pdf.data!).slice(0, 5)),
    unauthorized: (await client.GET('/api/v1/chat/threads')).error?.detail,
  };
}
`;

/** Only the required fields: the ones with a server-side default (mode, agent_id…) may be left out. */
const MINIMAL = `
import createClient from 'openapi-fetch';
import type { paths } from './api';
const client = createClient<paths>({ baseUrl: 'http://localhost' });
export const chat = client.POST('/api/v1/chat/stream', { body: { message: 'Hello' }, parseAs: 'stream' });
export const sdk = client.POST('/api/v1/chat/stream', { body: { id: 'chat-1', message: { role: 'user', parts: [{ type: 'text', text: 'Hi' }] } }, parseAs: 'stream' });
export const record = client.POST('/api/v1/chat/messages', { body: { message: 'Deck', reply: 'Here it is', kind: 'document' } });
`;

const WRONG = `
import createClient from 'openapi-fetch';
import type { paths } from './api';
const client = createClient<paths>({ baseUrl: 'http://localhost' });
export const a = client.GET('/api/v1/no-such-path');
export const b = client.POST('/api/v1/billing/create-payment-intent', { body: { package: 1 } });
`;

function typeErrors(files: string[]): string[] {
  const program = ts.createProgram(files, {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    types: [],
  });
  return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

describe('a generated TypeScript client', () => {
  it('typechecks and runs sign-in, upload, download and the invoice PDF', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, 'api.ts'), astToString(await openapiTS(doc)));
    await writeFile(path.join(dir, 'flow.ts'), FLOW);
    expect(typeErrors([path.join(dir, 'flow.ts')])).toEqual([]);
    await writeFile(path.join(dir, 'minimal.ts'), MINIMAL);
    expect(typeErrors([path.join(dir, 'minimal.ts')])).toEqual([]);
    // The check has teeth: an unknown path and a wrong body are type errors.
    await writeFile(path.join(dir, 'wrong.ts'), WRONG);
    expect(typeErrors([path.join(dir, 'wrong.ts')]).length).toBeGreaterThanOrEqual(2);

    const user = await signUp(ctx);
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { runFlow } = (await import(path.join(dir, 'flow.ts'))) as { runFlow: (url: string, email: string, password: string) => Promise<Record<string, unknown>> };
    const result = await runFlow(address, user.email, user.password);
    expect(result).toMatchObject({
      fileName: 'plan.txt',
      downloaded: 'Our plan: walk dogs, then the world.',
      pdfType: 'application/pdf',
      pdfStart: '%PDF-',
      unauthorized: 'Could not validate credentials',
    });
    expect(result.credits).toBeGreaterThan(ctx.config.signupCredits);
    expect(result.invoiceNumber).toMatch(/^UC-/);
  }, 120_000);
});
