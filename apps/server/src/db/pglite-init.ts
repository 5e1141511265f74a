// Child process of the built server: creates and migrates a new PGlite data directory, then exits
// (see prepareDataDir). Arguments: data directory, migrations folder ('' for none), shared_buffers MB.
import { prepareDataDir } from './client';

const [dir, migrationsFolder, sharedBuffersMb] = process.argv.slice(2);
await prepareDataDir(dir, migrationsFolder || undefined, Number(sharedBuffersMb) || undefined);
