/**
 * The Node versions the product runs on (root package.json `engines`: ^22.22.0 || >=24): older ones
 * lack fixes the server relies on (an `AbortSignal.timeout` the garbage collector can lose on 20).
 * The reason to stop, or null when `version` is supported.
 */
export function unsupportedNode(version: string): string | null {
  const [major, minor] = version.replace(/^v/, '').split('.').map(Number);
  if (major >= 24 || (major === 22 && minor >= 22) || major === 23) return null;
  const v = version.replace(/^v/, '');
  return `Node.js ${v} is not supported: use Node.js 22.22+ or 24 (the current LTS lines). See the README.`;
}
