import type { TestContext } from './helpers';

/** `bytes`: the size of the rows the statement returned (JSON), once its answer has come back. */
export type Recorded = { sql: string; transaction: boolean; bytes?: number };

type Client = Record<string, (...args: unknown[]) => unknown>;
const driverClient = (db: TestContext['db']) => (db as unknown as { $client: Client }).$client;

/**
 * Records what reaches the driver (PGlite or the node-postgres pool), except the job runner's
 * polling: PGlite runs every round trip on the event loop, so hot paths count their statements.
 */
export function recordStatements(db: TestContext['db']) {
  const client = driverClient(db);
  const seen: Recorded[] = [];
  let inQuery = 0;
  const wrap = (name: string, transaction: boolean) => {
    const original = client[name];
    client[name] = function (this: unknown, ...args: unknown[]) {
      const first = args[0] as string | { text?: string } | undefined;
      const text = typeof first === 'string' ? first : (first?.text ?? `(${name})`);
      const record: Recorded | null = !/jobs/i.test(text) && !(transaction && inQuery) ? { sql: text, transaction } : null;
      if (record) seen.push(record);
      inQuery++;
      try {
        const answer = original.apply(this, args);
        if (record && answer instanceof Promise) {
          void answer.then((r: { rows?: unknown[] } | undefined) => (record.bytes = JSON.stringify(r?.rows ?? []).length), () => {});
        }
        return answer;
      } finally {
        inQuery--;
      }
    };
  };
  const pglite = typeof client.exec === 'function' && typeof client.transaction === 'function';
  wrap('query', false);
  if (pglite) {
    wrap('exec', false);
    wrap('transaction', true);
  } else wrap('connect', true); // drizzle's node-postgres transactions check out a client (pool.query does too, not counted)
  return {
    during: async <T>(work: () => Promise<T>) => {
      seen.length = 0;
      const result = await work();
      return { result, seen: [...seen] };
    },
  };
}

/**
 * Runs `work` once, after the `n`-th query that `counts` (1-based) has answered and before its
 * caller sees the answer: a write landing at that exact point of a request.
 */
export function interleaveAfterQuery(db: TestContext['db'], n: number, counts: (sql: string) => boolean, work: () => Promise<unknown>) {
  const client = driverClient(db);
  const original = client.query;
  let count = 0;
  let fired = false;
  client.query = function (this: unknown, ...args: unknown[]) {
    const first = args[0] as string | { text?: string } | undefined;
    const text = typeof first === 'string' ? first : (first?.text ?? '');
    const answer = original.apply(this, args) as Promise<unknown>;
    if (!counts(text) || ++count !== n) return answer;
    client.query = original; // the interleaved write itself runs unobserved
    return answer.then(async (result) => {
      await work();
      fired = true;
      return result;
    });
  };
  return { fired: () => fired, restore: () => (client.query = original) };
}
