import { fileURLToPath } from 'node:url';
import { listenForApps } from './apps-listener';
import { ConfigError, loadConfig } from './config';
import { unsupportedNode } from './node-version';
import { openDatabase } from './db/client';
import { gracefulShutdown } from './modules/recovery/shutdown';
import { registerMaintenanceJobs } from './modules/recovery/maintenance-jobs';
import { recoverEmbeddedAtStart } from './modules/recovery/start-recovery';
import { createStorage } from './providers/storage';
import { newInstanceId, registerInstance } from './modules/instances/registry';
import { capYoungGeneration } from './young-generation';
import { nudgeMemoryReducer } from './idle-memory';

const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));
const webRoot = fileURLToPath(new URL('../../web/dist', import.meta.url));
/** How long a SIGTERM waits for in-flight generations (most orchestrators allow 30 s in total). */
const SHUTDOWN_DRAIN_MS = 20_000;

async function main() {
  const tooOld = unsupportedNode(process.version);
  if (tooOld) {
    console.error(tooOld);
    process.exit(1);
  }
  const config = loadConfig();
  // A burst would otherwise grow V8's young generation to 128 MB and keep it resident (issue 42).
  capYoungGeneration();
  // …and once a burst is over, V8 gives its garbage back only if something tells it the process is idle.
  nudgeMemoryReducer();
  // On PostgreSQL every connection names this instance, so the holds it writes can be released if it dies.
  const instanceId = newInstanceId();
  // The app's modules load while the database opens (PGlite compiles its WASM off the main thread).
  const [database, { buildApp }] = await Promise.all([
    openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, migrationsFolder, pgliteSharedBuffersMb: config.pgliteSharedBuffersMb, instanceId }),
    import('./app'),
  ]);
  const storage = await createStorage(config);
  const app = await buildApp({ config, database, webRoot, storage });
  // On a shared PostgreSQL: a heartbeat row per process (a lapsed one has its holds released by another), and a warning when files stay on local disk.
  if (database.kind === 'postgres') {
    const instance = await registerInstance(database.db, { id: instanceId, storageDriver: config.storage.driver, log: app.log });
    app.addHook('preClose', () => instance.stop());
  }

  // Embedded: nothing else can hold work, so what a killed process held is released before listening.
  if (database.kind === 'pglite') {
    const recovered = await recoverEmbeddedAtStart(database.db, storage);
    if (Object.values(recovered).some((n) => n > 0)) app.log.warn({ recovered }, 'released work left by a process that stopped without shutting down');
  }
  // Work a crash left behind (reservations, "streaming" answers, suites, stray files): recurring jobs, once across instances.
  registerMaintenanceJobs(app.jobs, { db: database.db, storage, log: app.log });

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
  if (config.apps.port !== undefined) {
    const port = await listenForApps(app, config.apps.port, config.host);
    const perApp = config.apps.perApp ? `, each deployed app at ${config.apps.perApp.protocol}//{slug}.${config.apps.perApp.host}` : '';
    app.log.info(`Deployed apps and previews are served at ${config.apps.origin}${perApp} (port ${port})`);
  }
  app.log.info(`Ultimate Co-founder is running at ${config.appUrl} (database: ${database.kind})`);
}

main().catch((err) => {
  if (err instanceof ConfigError) console.error(err.message);
  else console.error(err);
  process.exit(1);
});
