import module from 'node:module';
import { fileURLToPath } from 'node:url';

/**
 * Keeps V8's compiled code of the bundle on disk between starts (Node's compile cache): a restart
 * reads it instead of parsing and compiling the app's 3.4 MB chunk again (issue 42, cold start).
 * The cache sits beside the bundle, among the server's own files: a shared temporary directory
 * could be written by another user of the machine. Only the built server (dist/) uses it; Node
 * checks each entry against the file's content, so a new build compiles afresh once.
 * NODE_DISABLE_COMPILE_CACHE=1 turns it off, NODE_COMPILE_CACHE=<dir> puts it elsewhere.
 */
export function keepCompiledCode(bundleUrl: string): string | null {
  const dir = new URL('.compile-cache', bundleUrl);
  const enable = (module as CompileCacheApi).enableCompileCache;
  if (!dir.pathname.includes('/dist/') || typeof enable !== 'function') return null;
  // Returns a status rather than throwing (a read-only file system only loses the speed-up).
  const { status, directory } = enable(fileURLToPath(dir));
  return status === FAILED ? null : (directory ?? null);
}

// Node 22.1+; the @types/node this project builds with (20) does not declare it yet.
type CompileCacheApi = { enableCompileCache?: (dir: string) => { status: number; directory?: string } };
/** module.constants.compileCacheStatus.FAILED */
const FAILED = 0;
