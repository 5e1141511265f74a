/**
 * One rule for every text a client sends (JSON bodies, query strings, path parameters): no NUL
 * character and no unpaired UTF-16 surrogate. PostgreSQL cannot store either, and neither is
 * text anyone typed. The server refuses such a request with 422 before it reaches a handler.
 */
export const UNSAFE_TEXT_MESSAGE = 'Text must not contain NUL characters or unpaired surrogates';

const UNSAFE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isSafeText = (text: string) => !UNSAFE.test(text);

/** The dotted path of the first unsafe string (or object key) in a parsed JSON value, or null. */
export function findUnsafeText(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return isSafeText(value) ? null : path;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findUnsafeText(value[i], [...path, String(i)]);
      if (found) return found;
    }
    return null;
  }
  // Plain objects only (parsed query strings have a prototype-less prototype); buffers and streams are not text.
  const proto = value && typeof value === 'object' ? Object.getPrototypeOf(value) : undefined;
  if (proto === Object.prototype || proto === null || (proto && Object.getPrototypeOf(proto) === null)) {
    for (const [key, v] of Object.entries(value as object)) {
      if (!isSafeText(key)) return [...path, key];
      const found = findUnsafeText(v, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}
