import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { keepCompiledCode } from './compile-cache';

const root = mkdtempSync(path.join(tmpdir(), 'uc-compile-cache-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A fresh process started as the built server starts: the cache turned on from main.js, then a module loaded. */
async function start(dist: string): Promise<{ directory: string | null; log: string }> {
  const script = [
    `const { keepCompiledCode } = await import(${JSON.stringify(new URL('./compile-cache.ts', import.meta.url).href)});`,
    `const directory = keepCompiledCode(${JSON.stringify(pathToFileURL(path.join(dist, 'main.js')).href)});`,
    `await import(${JSON.stringify(pathToFileURL(path.join(dist, 'serve.js')).href)});`,
    'console.log(JSON.stringify({ directory }));',
  ].join('\n');
  // Node's own switches would override the call under test.
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_DEBUG_NATIVE: 'COMPILE_CACHE' };
  delete env.NODE_COMPILE_CACHE;
  delete env.NODE_DISABLE_COMPILE_CACHE;
  const args = ['--import', 'tsx', '--input-type=module', '-e', script];
  const { stdout, stderr } = await promisify(execFile)(process.execPath, args, { env, timeout: 30_000 });
  return { ...(JSON.parse(stdout.trim().split('\n').pop()!) as { directory: string | null }), log: stderr };
}

describe('keepCompiledCode', () => {
  it('is off outside a build (tests, tsx in development)', () => {
    expect(keepCompiledCode(pathToFileURL(path.join(root, 'src', 'main.ts')).href)).toBeNull();
  });

  it("keeps a built server's compiled code beside the bundle, and a restart uses it", async () => {
    const dist = path.join(root, 'dist');
    mkdirSync(dist);
    writeFileSync(path.join(root, 'package.json'), '{ "type": "module" }\n'); // as apps/server/package.json
    writeFileSync(path.join(dist, 'serve.js'), 'export const served = [1, 2, 3].map((n) => n * 2);\n');
    const first = await start(dist);
    expect(first.directory).toBe(path.join(dist, '.compile-cache'));
    expect(readdirSync(first.directory!).length).toBeGreaterThan(0);
    const second = await start(dist);
    expect(second.log).toMatch(/code cache for ESM file:\/\/\S+\/dist\/serve\.js was accepted/);
  }, 60_000);
});
