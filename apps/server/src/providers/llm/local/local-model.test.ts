import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createOfflineProvider } from '@uc/offline-engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startModelHost } from '../../../../test/model-file-stand-in';
import { sha256, tinyGguf } from '../../../../test/tiny-gguf';
import { createLocalModelManager, DEFAULT_LOCAL_MODEL } from './local-model';
import { createLocalProvider } from './local-provider';
import type { LocalModelStatus } from './types';

const gguf = tinyGguf();
let host: Awaited<ReturnType<typeof startModelHost>>;
const tmp = () => mkdtempSync(path.join(os.tmpdir(), 'uc-local-model-'));
const logs: string[] = [];
const log = { info: (m: string) => logs.push(m), warn: (m: string) => logs.push(m) };

beforeAll(async () => {
  host = await startModelHost(gguf);
});
afterAll(() => host.close());

describe('local model manager', () => {
  it('is absent until the operator downloads; then reports progress and becomes ready under DATA_DIR/models', async () => {
    const dataDir = tmp();
    host.control.chunkDelayMs = 30;
    const m = createLocalModelManager({ dataDir, url: host.url, sha256: sha256(gguf), log, progressEveryMs: 0 });
    expect(m.status()).toMatchObject({ state: 'absent', model: 'tiny', downloaded_bytes: 0 });
    const seen: LocalModelStatus[] = [];
    m.subscribe((s) => seen.push(s));
    await m.download();
    expect(m.status().state).toBe('downloading');
    await m.settled();
    host.control.chunkDelayMs = 0;
    const progress = seen.filter((s) => s.state === 'downloading' && s.downloaded_bytes > 0);
    expect(progress.length).toBeGreaterThan(2);
    expect(progress[0]!.total_bytes).toBe(gguf.length);
    expect(progress.some((s) => s.bytes_per_second! > 0 && s.seconds_left !== null)).toBe(true);
    expect(m.status()).toMatchObject({ state: 'ready', downloaded_bytes: gguf.length, total_bytes: gguf.length, error: null });
    expect(m.readyPath()).toBe(path.join(dataDir, 'models', 'tiny.gguf'));
    expect(logs.some((l) => l.includes('downloaded and verified'))).toBe(true);
    // A new manager on the same DATA_DIR (a restart) finds the model ready.
    expect(createLocalModelManager({ dataDir, url: host.url, sha256: sha256(gguf) }).status().state).toBe('ready');
    await m.remove();
    expect(m.status().state).toBe('absent');
    expect(existsSync(path.join(dataDir, 'models', 'tiny.gguf'))).toBe(false);
  });

  it('a wrong checksum fails, deletes the file, and the offline engine answers', async () => {
    const dataDir = tmp();
    const m = createLocalModelManager({ dataDir, url: host.url, sha256: 'a'.repeat(64), log });
    await m.download();
    await m.settled();
    expect(m.status().state).toBe('failed');
    expect(m.status().error).toMatch(/checksum does not match/);
    expect(existsSync(path.join(dataDir, 'models', 'tiny.gguf'))).toBe(false);
    expect(existsSync(path.join(dataDir, 'models', 'tiny.gguf.part'))).toBe(false);
    const llm = createLocalProvider({ model: m, fallback: createOfflineProvider() });
    expect(llm.kind).toBe('offline');
    const answer = await llm.generateText({ system: 's', messages: [{ role: 'user', content: 'Who are my customers?' }] });
    expect(answer.model).toBe(createOfflineProvider().model);
    expect(answer.text.length).toBeGreaterThan(0);
  });

  it('an interrupted download resumes from where it stopped', async () => {
    const dataDir = tmp();
    const m = createLocalModelManager({ dataDir, url: host.url, sha256: sha256(gguf), log });
    host.ranges.length = 0;
    host.control.cutAfter = 200 * 1024;
    await m.download();
    await m.settled();
    expect(m.status().state).toBe('failed');
    expect(m.status().error).toMatch(/interrupted|stopped at/);
    await m.download();
    await m.settled();
    expect(m.status().state).toBe('ready');
    expect(host.ranges[0]).toBeUndefined();
    expect(host.ranges[1]).toMatch(/^bytes=(\d+)-$/);
    expect(Number(/\d+/.exec(host.ranges[1]!)![0])).toBeGreaterThanOrEqual(100 * 1024);
  });

  it('pins the default model (revision, size, SHA-256), so its download needs no setting', () => {
    expect(DEFAULT_LOCAL_MODEL).toMatchObject({
      url: 'https://huggingface.co/Qwen/Qwen2.5-1.5B-Instruct-GGUF/resolve/91cad51170dc346986eccefdc2dd33a9da36ead9/qwen2.5-1.5b-instruct-q4_k_m.gguf',
      sha256: '6a1a2eb6d15622bf3c96857206351ba97e1af16c30d7a74ee38970e434e9407e',
      sizeBytes: 1_117_320_736,
    });
    expect(createLocalModelManager({ dataDir: tmp() }).status()).toMatchObject({ state: 'absent', model: 'qwen2.5-1.5b-instruct-q4_k_m' });
  });

  it('still refuses a custom URL without a checksum, before any byte is fetched', async () => {
    host.ranges.length = 0;
    const m = createLocalModelManager({ dataDir: tmp(), url: host.url });
    await m.download();
    await m.settled();
    expect(m.status().state).toBe('failed');
    expect(m.status().error).toMatch(/LLM_LOCAL_MODEL_SHA256/);
    expect(host.ranges).toEqual([]);
  });

  it('a file that is not a model fails to load: the manager says why and the offline engine answers', async () => {
    const dataDir = tmp();
    const models = path.join(dataDir, 'models');
    await import('node:fs/promises').then((fs) => fs.mkdir(models, { recursive: true }));
    writeFileSync(path.join(models, 'broken.gguf'), Buffer.from('not a gguf file at all'));
    const m = createLocalModelManager({ dataDir, url: 'http://127.0.0.1:9/broken.gguf', log });
    expect(m.status().state).toBe('ready');
    const llm = createLocalProvider({ model: m, fallback: createOfflineProvider() });
    const answer = await llm.generateText({ system: 's', messages: [{ role: 'user', content: 'Hello' }] });
    expect(answer.model).toBe(createOfflineProvider().model);
    expect(m.status().state).toBe('failed');
    expect(m.status().error).toMatch(/did not load/);
    await llm.unload();
  }, 120_000);
});
