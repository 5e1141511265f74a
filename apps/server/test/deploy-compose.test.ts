import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// `yaml` is installed with @fastify/swagger (a server dependency); no image is pulled here.
import { parse } from 'yaml';

/** deploy/docker-compose.yml (issue 37): the optional Ollama service under its profile, the connection pre-filled. */
const deploy = new URL('../../../deploy/', import.meta.url);
const compose = parse(readFileSync(new URL('docker-compose.yml', deploy), 'utf8')) as {
  services: Record<string, { image?: string; profiles?: string[]; depends_on?: Record<string, unknown>; environment?: Record<string, string>; volumes?: string[] }>;
  volumes: Record<string, unknown>;
};
const envExample = readFileSync(new URL('.env.example', deploy), 'utf8');

describe('deploy/docker-compose.yml', () => {
  it('parses, and only the Ollama service sits behind a profile (the default start is unchanged)', () => {
    const profiled = Object.entries(compose.services).filter(([, s]) => s.profiles);
    expect(profiled.map(([name, s]) => [name, s.profiles])).toEqual([['ollama', ['ollama']]]);
    expect(compose.services.ollama!.image).toBe('ollama/ollama');
    expect(compose.services.ollama!.volumes).toEqual(['ollama:/root/.ollama']);
    expect(compose.volumes).toHaveProperty('ollama');
  });

  it('the app instances do not depend on Ollama, and read the connection from the environment', () => {
    for (const name of ['app1', 'app2']) {
      const app = compose.services[name]!;
      expect(Object.keys(app.depends_on ?? {})).not.toContain('ollama');
      expect(app.environment).toMatchObject({ LLM_PROVIDER: '${LLM_PROVIDER:-}', LLM_BASE_URL: '${LLM_BASE_URL:-}', LLM_MODEL: '${LLM_MODEL:-}' });
    }
  });

  it('deploy/.env.example pre-fills the OpenAI-compatible connection to that service', () => {
    const lines = envExample.split('\n').map((l) => l.replace(/^#\s*/, ''));
    expect(lines).toContain('LLM_PROVIDER=openai-compatible');
    expect(lines).toContain('LLM_BASE_URL=http://ollama:11434/v1');
    expect(lines.some((l) => /^LLM_MODEL=\S+/.test(l))).toBe(true);
    // Commented out: without the profile the product starts as before.
    expect(envExample).not.toMatch(/^LLM_PROVIDER=openai-compatible/m);
  });
});

/** deploy/Dockerfile: the image must install and start (nothing is built here, the file is read). */
describe('deploy/Dockerfile', () => {
  const dockerfile = readFileSync(new URL('Dockerfile', deploy), 'utf8');
  type Manifest = { workspaces: string[]; engines: { node: string } };
  const root = JSON.parse(readFileSync(new URL('../package.json', deploy), 'utf8')) as Manifest;

  it('starts from a Node.js the server accepts (package.json engines: ^22.22 or >= 24)', () => {
    expect(root.engines.node).toBe('^22.22.0 || >=24.0.0');
    const major = Number(dockerfile.match(/^FROM node:(\d+)/m)?.[1]);
    expect(major).toBeGreaterThanOrEqual(24);
  });

  it('sets glibc malloc as `npm start` and the bench servers do (issue 42: ~200 MB less resident)', () => {
    const image = Object.fromEntries([...dockerfile.matchAll(/^ENV (MALLOC_\w+)=(\S+)$/gm)].map((m) => [m[1], m[2]]));
    expect(image).toEqual({ MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '524288' });
    const manifest = JSON.parse(readFileSync(new URL('../package.json', deploy), 'utf8')) as { scripts: { start: string } };
    const start = manifest.scripts.start;
    const bench = readFileSync(new URL('../scripts/lib/server.mjs', deploy), 'utf8');
    for (const [name, value] of Object.entries(image)) {
      expect(start, name).toContain(`${name}=\${${name}:-${value}}`);
      expect(bench, name).toContain(`${name}: '${value}'`);
    }
  });

  it('copies every workspace manifest before `npm ci` (a missing one fails the install against the lockfile)', () => {
    const install = dockerfile.indexOf('RUN npm ci');
    for (const workspace of root.workspaces) {
      const copy = dockerfile.indexOf(`COPY ${workspace}/package.json ${workspace}/`);
      expect(copy, workspace).toBeGreaterThan(0);
      expect(copy, workspace).toBeLessThan(install);
    }
  });
});
