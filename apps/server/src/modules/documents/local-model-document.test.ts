import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestContext } from '../../../test/helpers';
import { sha256, tinyGguf } from '../../../test/tiny-gguf';

/**
 * Issue 37: a document written END TO END by the local engine. The tiny model has random weights, so
 * only the JSON-schema grammar makes its answer parse: the file is valid and credited to the model.
 */
let ctx: TestContext;
beforeAll(async () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'uc-local-doc-'));
  mkdirSync(path.join(dataDir, 'models'));
  const gguf = tinyGguf();
  writeFileSync(path.join(dataDir, 'models', 'tiny.gguf'), gguf);
  ctx = await createTestApp({
    config: { dataDir, llm: { provider: 'local', localModelUrl: 'http://127.0.0.1:9/models/tiny.gguf', localModelSha256: sha256(gguf), tools: true } },
  });
}, 120_000);

describe('documents on the local model', () => {
  it('writes a business model canvas with the local engine: a valid PDF labelled with the model, not offline', async () => {
    const user = await signUp(ctx);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/documents/generate',
      headers: user.auth,
      payload: { document_type: 'business_model_canvas', startup_idea: 'PawPal, dog walks on demand for busy city professionals' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.fallback_reason ?? null).toBeNull();
    expect(body.engine).toBe('tiny');
    const file = await ctx.app.inject({ url: body.download_url, headers: user.auth });
    expect(file.statusCode).toBe(200);
    const pdf = await getDocumentProxy(new Uint8Array(file.rawPayload));
    expect(pdf.numPages).toBeGreaterThanOrEqual(1);
    const { info } = (await pdf.getMetadata()) as { info: { Author?: string } };
    expect(info.Author).toBe('Ultimate Co-founder (AI model tiny)');
  }, 300_000);
});
