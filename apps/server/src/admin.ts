import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { promoteSuperuser } from './modules/auth/service';

/** `npm run admin -- --email X` makes an existing account a superuser. */
async function main() {
  const { values } = parseArgs({ options: { email: { type: 'string' } } });
  if (!values.email) {
    console.error('Usage: npm run admin -- --email someone@example.com');
    process.exit(2);
  }
  const config = loadConfig();
  const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, migrationsFolder, pgliteSharedBuffersMb: config.pgliteSharedBuffersMb });
  try {
    const found = await promoteSuperuser(database.db, values.email);
    if (!found) {
      console.error(`No account with email ${values.email}. Register it first, then run this again.`);
      process.exitCode = 1;
    } else console.log(`${values.email} is now a superuser.`);
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
