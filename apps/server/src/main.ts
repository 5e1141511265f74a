// The server's entry. It turns on Node's compile cache before anything else loads, so that on a
// restart every module of the server (serve.ts and all it imports) is read from V8's cache instead
// of being compiled again (issue 42, cold start).
import { keepCompiledCode } from './compile-cache';

keepCompiledCode(import.meta.url);
await import('./serve');
