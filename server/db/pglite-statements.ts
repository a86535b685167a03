import { parse, PGlite, protocol, type PGliteOptions, type QueryOptions, type Results } from '@electric-sql/pglite';

/**
 * PGlite that keeps its statements, as the postgres.js driver does on a server (`prepare: true`): the first
 * query of a text parses it into a named statement, later ones only bind and execute it. PGlite's own `query`
 * parses and plans every call in five round trips into the WebAssembly; the product page's query took 2.1 ms
 * that way and 0.7 ms kept, a one-row select 0.6 ms and 0.3 ms (bench/README.md "Page render").
 *
 * Only `query` outside a transaction changes (the drizzle driver's reads and writes); transactions, `exec` and
 * queries with options beyond `rowMode`/`parsers` run as PGlite runs them. Answers and errors are PGlite's own.
 */

/** Statements one database keeps; beyond it the least recently used one is closed. */
const KEPT_STATEMENTS = 256;

/** PostgreSQL's error when a kept statement's result columns changed under it (a migration), 0A000. */
const CHANGED_RESULT = 'cached plan must not change result type';

const joined = (parts: Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) (out.set(p, at), (at += p.length));
  return out;
};

/** Parsers by type id, as parseResults takes them. */
type Parsers = Parameters<typeof parse.parseResults>[1];

interface KeptStatement {
  name: string;
  /** The type of each parameter, as PostgreSQL inferred it (values are serialised by it, as PGlite does). */
  paramTypes: number[];
}

export class PGliteWithStatements extends PGlite {
  readonly #kept = new Map<string, KeptStatement>();
  #made = 0;

  /** As `PGlite.create`. */
  static async open(options: PGliteOptions): Promise<PGliteWithStatements> {
    const pg = new PGliteWithStatements(options);
    await pg.waitReady;
    return pg;
  }

  override async query<T>(query: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    if (options && Object.keys(options).some((k) => k !== 'rowMode' && k !== 'parsers')) return super.query(query, params, options);
    await this._checkReady();
    // The same locks as PGlite's query: one statement at a time, never inside another caller's transaction.
    return this._runExclusiveTransaction(() =>
      this._runExclusiveQuery(async () => {
        try {
          return await this.#execute<T>(query, params, options);
        } catch (err) {
          if (!(err instanceof Error && err.message.includes(CHANGED_RESULT))) throw Object.assign(err as object, { query, params, queryOptions: options });
          await this.#forget(query);
          return this.#execute<T>(query, params, options);
        }
      }),
    );
  }

  async #execute<T>(query: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
    const statement = await this.#statement(query);
    const values = params.map((v, i) => {
      if (v === null || v === undefined) return null;
      const serialize = this.serializers[statement.paramTypes[i]!];
      return serialize ? serialize(v) : String(v);
    });
    const { messages } = await this.execProtocol(
      joined([protocol.serialize.bind({ statement: statement.name, values }), protocol.serialize.describe({ type: 'P' }), protocol.serialize.execute({}), protocol.serialize.sync()]),
    );
    return parse.parseResults(messages, this.#parsersWith(options?.parsers), options?.rowMode ? { rowMode: options.rowMode } : undefined)[0] as Results<T>;
  }

  /**
   * The database's parsers with a query's own over them. PGlite's parseResults copies all 318 of the database's
   * parsers into a new object to merge them, on every call; here the query's few go on an object whose prototype
   * is the database's (a parser is looked up by type id, so the chain answers as the merged copy did).
   */
  #parsersWith(extra: QueryOptions['parsers']): Parsers {
    const parsers = this.parsers as Parsers;
    return extra ? Object.assign(Object.create(parsers) as Parsers, extra) : parsers;
  }

  /** The kept statement of `query`, parsed now when it is not kept (the least recently used one closed). */
  async #statement(query: string): Promise<KeptStatement> {
    const kept = this.#kept.get(query);
    if (kept) {
      this.#kept.delete(query); // to the end: the Map's order is the order of last use
      this.#kept.set(query, kept);
      return kept;
    }
    const name = `kept_${++this.#made}`;
    const { messages } = await this.execProtocol(
      joined([protocol.serialize.parse({ name, text: query }), protocol.serialize.describe({ type: 'S', name }), protocol.serialize.sync()]),
      { syncToFs: false },
    );
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
    this.#kept.set(query, statement);
    if (this.#kept.size > KEPT_STATEMENTS) await this.#forget(this.#kept.keys().next().value!);
    return statement;
  }

  async #forget(query: string): Promise<void> {
    const kept = this.#kept.get(query);
    if (!kept) return;
    this.#kept.delete(query);
    await this.execProtocol(joined([protocol.serialize.close({ type: 'S', name: kept.name }), protocol.serialize.sync()]), { syncToFs: false });
  }
}
