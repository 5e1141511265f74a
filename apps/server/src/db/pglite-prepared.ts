import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';

/** Statements kept prepared at once; past this the least recently used one is closed. */
const MAX_PREPARED_STATEMENTS = 128;

/** Reads and writes; DDL, SET and the like go the usual way (migrations run before this is installed). */
const DATA_STATEMENT = /^\s*(select|insert|update|delete|with)\b/i;
/**
 * A prepared statement that can no longer run as prepared: "cached plan must not change result type"
 * (a `select *` over a table altered since) and a statement name the backend no longer knows.
 */
const STALE_STATEMENT = new Set(['0A000', '26000']);

type Statement = { name: string; types: number[] };
type Query = <T>(text: string, params?: unknown[], options?: QueryOptions) => Promise<Results<T>>;
/** Names unique to the process: a client this was installed on, restored and installed on again, keeps its old ones. */
let named = 0;
/** Protocol messages sent in one call into the WASM build. */
const joined = (messages: Uint8Array[]) => Buffer.concat(messages);

/**
 * PGlite's query() parses, analyses and plans every statement anew (it uses the unnamed statement),
 * in six calls into the WASM build: about half the CPU of a small indexed read or write on the chat
 * path (1.4 ms a statement against 0.5-0.7 prepared: scripts/measure-pglite-statements.ts). This
 * replaces `client.query` with one that keeps each data statement prepared under a name, then binds
 * and runs it in one call. PostgreSQL reuses the parse tree and, once it judges a generic plan as
 * good as the custom ones, the plan; a change to a table a statement reads re-plans it. Transactions
 * (PGlite's own transaction()) and blobs keep PGlite's path. Returns a function that restores it.
 */
export function keepStatementsPrepared(client: PGlite, max = MAX_PREPARED_STATEMENTS): () => void {
  const original: Query = client.query.bind(client);
  const { serialize } = protocol;
  const statements = new Map<string, Statement>(); // in order of last use

  /** Parses and describes `text` under a new name, closing the least recently used past `max`. */
  async function prepare(text: string): Promise<Statement> {
    const name = `uc_${++named}`;
    const closing: Uint8Array[] = [];
    for (const [oldText, old] of statements) {
      if (statements.size < max) break;
      statements.delete(oldText);
      closing.push(serialize.close({ type: 'S', name: old.name }));
    }
    const messages = await client.execProtocolStream(
      joined([...closing, serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]),
      { syncToFs: false },
    );
    const statement = { name, types: parse.parseDescribeStatementResults(messages) };
    statements.set(text, statement);
    return statement;
  }

  async function run<T>(text: string, params: unknown[], options: QueryOptions | undefined): Promise<Results<T>> {
    let statement = statements.get(text);
    if (statement) {
      statements.delete(text); // moved to the end: most recently used
      statements.set(text, statement);
    } else statement = await prepare(text);
    const { types } = statement;
    const values = params.map((value, i) => {
      if (value == null) return null;
      const serializer = options?.serializers?.[types[i]] ?? client.serializers[types[i]];
      return serializer ? serializer(value) : String(value);
    });
    const messages = await client.execProtocolStream(
      joined([
        serialize.bind({ statement: statement.name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      { syncToFs: false, onNotice: options?.onNotice },
    );
    await client.syncToFs();
    return parse.parseResults(messages, client.parsers, options)[0] as Results<T>;
  }

  async function query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    if (!DATA_STATEMENT.test(text) || options?.blob || options?.paramTypes) return original<T>(text, params, options);
    await client._checkReady();
    // The same two locks as PGlite's query(): no statement runs inside another caller's transaction.
    const prepared = await client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        try {
          return await run<T>(text, params, options);
        } catch (err) {
          const code = (err as { code?: string }).code;
          const stale = code && STALE_STATEMENT.has(code) ? statements.get(text) : undefined;
          if (stale) {
            statements.delete(text);
            const close = joined([serialize.close({ type: 'S', name: stale.name }), serialize.sync()]);
            await client.execProtocolStream(close, { syncToFs: false });
            return null;
          }
          throw Object.assign(err as object, { query: text, params, queryOptions: options });
        }
      }),
    );
    // Run once the usual way; the next call prepares it again, against the table as it is now.
    return prepared ?? original<T>(text, params, options);
  }

  client.query = query;
  return () => {
    client.query = original;
  };
}
