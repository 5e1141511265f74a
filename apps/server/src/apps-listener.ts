import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { markAppsListenerRequest } from './plugins/apps-origin';

/**
 * The second port of this server (APPS_PORT): every request it receives is on the apps origin
 * and goes through the same routes, where plugins/apps-origin.ts lets only apps and previews
 * answer. Called once the app listens (routing needs a ready app); it ends with the process.
 * Resolves with the port it listens on.
 */
export async function listenForApps(app: FastifyInstance, port: number, host: string): Promise<number> {
  const server = createServer((req, res) => {
    markAppsListenerRequest(req);
    app.routing(req, res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return (server.address() as AddressInfo).port;
}
