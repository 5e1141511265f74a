import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { gracefulShutdown, startInterruptedWorkSweeper } from './modules/recovery/shutdown';
import { recountStorageUsage, sweepOrphanBlobs } from './modules/recovery/blob-sweep';
import { sweepProjectSites } from './modules/projects/site-sweep';
import { createStorage } from './providers/storage';

const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));
const webRoot = fileURLToPath(new URL('../../web/dist', import.meta.url));
/** How long a SIGTERM waits for in-flight generations (most orchestrators allow 30 s in total). */
const SHUTDOWN_DRAIN_MS = 20_000;

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, migrationsFolder });
  const storage = await createStorage(config);
  const app = await buildApp({ config, database, webRoot, storage });

  // Work a crash left behind (open reservations, "streaming" answers, "running" suites) is repaired now and every few minutes.
  const sweeper = startInterruptedWorkSweeper(database.db, app.log);
  app.addHook('onClose', () => sweeper.stop());
  await sweeper.first;
  // Bytes of interrupted uploads (a blob without rows, a .partial file) and the quota counter they skewed.
  await recountStorageUsage(database.db);
  void sweepOrphanBlobs(database.db, storage)
    .then(({ removed }) => removed.length && app.log.warn({ removed: removed.length }, 'removed stored files left by interrupted uploads'))
    .catch((err) => app.log.error({ err }, 'sweep of orphaned files failed'));
  // App builder: deploys and previews no project points at (replaced during a crash, or of deleted accounts).
  void sweepProjectSites(database.db, storage)
    .then(({ removed }) => removed.length && app.log.info({ removed: removed.length }, 'removed stale app-builder deploys'))
    .catch((err) => app.log.error({ err }, 'sweep of app-builder deploys failed'));

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Drain: in-flight generations get SHUTDOWN_DRAIN_MS, then stop uncharged; a hard exit backs it up.
    const timer = setTimeout(() => process.exit(1), SHUTDOWN_DRAIN_MS + 10_000).unref();
    await gracefulShutdown(app, database.db, { drainMs: SHUTDOWN_DRAIN_MS });
    clearTimeout(timer);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Ultimate Co-founder is running at ${config.appUrl} (database: ${database.kind})`);
}

main().catch((err) => {
  if (err instanceof ConfigError) console.error(err.message);
  else console.error(err);
  process.exit(1);
});
