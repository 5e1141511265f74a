/**
 * One rule for every text a client sends (JSON bodies, query strings, path parameters): no NUL
 * character and no unpaired UTF-16 surrogate. PostgreSQL cannot store either, and neither is
 * text anyone typed. The server refuses such a request with 422 before it reaches a handler.
 */
export const UNSAFE_TEXT_MESSAGE = 'Text must not contain NUL characters or unpaired surrogates';

const UNSAFE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isSafeText = (text: string) => !UNSAFE.test(text);

/** Nesting a client may send (objects and arrays in each other); real bodies stay under ten. */
export const MAX_JSON_DEPTH = 64;
export const TOO_DEEP_MESSAGE = `The body is nested too deeply (at most ${MAX_JSON_DEPTH} levels)`;

export type TextProblem = { kind: 'unsafe_text' | 'too_deep'; path: string[] };

type Frame = { value: unknown; key: string | null; parent: Frame | null; depth: number };

const pathOf = (frame: Frame) => {
  const path: string[] = [];
  for (let f: Frame | null = frame; f && f.key !== null; f = f.parent) path.unshift(f.key);
  return path;
};

/** Plain objects only (parsed query strings have a prototype-less prototype); buffers and streams are not text. */
const isPlainObject = (value: unknown): value is object => {
  const proto = value && typeof value === 'object' ? Object.getPrototypeOf(value) : undefined;
  return proto === Object.prototype || proto === null || (!!proto && Object.getPrototypeOf(proto) === null);
};

/**
 * The first unsafe string (or object key) in a parsed JSON value, or the first place nested
 * deeper than `maxDepth`; null when neither. An explicit stack, not recursion: a hostile body
 * nested thousands deep must not overflow the call stack.
 */
export function findTextProblem(value: unknown, maxDepth = MAX_JSON_DEPTH): TextProblem | null {
  const stack: Frame[] = [{ value, key: null, parent: null, depth: 0 }];
  while (stack.length > 0) {
    const frame = stack.pop()!;
    const v = frame.value;
    if (typeof v === 'string') {
      if (!isSafeText(v)) return { kind: 'unsafe_text', path: pathOf(frame) };
      continue;
    }
    const entries: [string, unknown][] | null = Array.isArray(v) ? v.map((item, i) => [String(i), item]) : isPlainObject(v) ? Object.entries(v) : null;
    if (!entries) continue;
    if (frame.depth >= maxDepth) return { kind: 'too_deep', path: pathOf(frame) };
    // Pushed in reverse so the first problem in document order is found first.
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i];
      const childFrame = { value: child, key, parent: frame, depth: frame.depth + 1 };
      if (!Array.isArray(v) && !isSafeText(key)) return { kind: 'unsafe_text', path: pathOf(childFrame) };
      stack.push(childFrame);
    }
  }
  return null;
}

/** The dotted path of the first unsafe string (or object key) in a parsed JSON value, or null (any depth). */
export function findUnsafeText(value: unknown): string[] | null {
  const problem = findTextProblem(value, Number.POSITIVE_INFINITY);
  return problem?.path ?? null;
}
