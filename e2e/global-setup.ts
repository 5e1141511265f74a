import type { TestProject } from 'vitest/node';
import { buildIfStale, removeDir, startServer, tempDir } from '../scripts/lib/server.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

/**
 * Builds the web app and the server when missing or older than their sources (E2E_SKIP_BUILD=1
 * skips this), then starts the built server on a free loopback port with a fresh data dir.
 */
export default async function setup(project: TestProject) {
  if (process.env.E2E_SKIP_BUILD !== '1') buildIfStale();
  const dataDir = tempDir('uc-e2e-');
  const server = await startServer({
    dataDir,
    env: {
      // Every spec signs in and out many times from one IP; the limits have their own server tests.
      AUTH_MAX_PER_IP: '1000',
      LOGIN_MAX_PER_IP: '1000',
      LOGIN_MAX_PER_EMAIL: '1000',
      // Registering this address makes a superuser (specs/admin.spec.ts).
      ADMIN_EMAIL: 'e2e-admin@example.com',
    },
  });
  console.log(`[e2e] server ready at ${server.url} in ${Math.round(server.startupMs)} ms (data: ${dataDir})`);
  project.provide('baseURL', server.url);
  return async () => {
    await server.stop();
    if (process.env.E2E_KEEP_DATA !== '1') removeDir(dataDir);
  };
}
