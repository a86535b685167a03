import postgres from 'postgres';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';

/**
 * A postgres.js client that can be swapped for a fresh one while the code holding it keeps its reference.
 *
 * Why: in postgres.js 3.4.9 a connection whose socket closes while a small write is queued keeps a stale
 * write timer (connection.js `closed()` clears the immediate without forgetting it), so that pool slot never
 * sends anything again: its queries wait for `connect_timeout` and fail with CONNECT_TIMEOUT, forever, and
 * sometimes the queued write throws on the null socket outside any query. The pool's slots are never
 * replaced, so after enough connection kills the whole pool is dead. When either symptom shows, the whole
 * client is replaced; the old one finishes what it is doing and ends.
 */
export interface RecyclingClient {
  /** Stands for the current client: every property and call goes to it. */
  sql: postgres.Sql;
  /** Replaces the current client (at most once per `minIntervalMs`); answers whether it did. */
  recycle(): boolean;
  end(): Promise<void>;
}

/** Symptoms of a poisoned pool slot; plain connection losses heal by themselves and do not recycle. */
export function isPoisonedSlot(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false;
  if ((err as { code?: unknown }).code === 'CONNECT_TIMEOUT') return true;
  const cause = (err as { cause?: unknown }).cause;
  if (cause && cause !== err && isPoisonedSlot(cause)) return true;
  return err instanceof TypeError && /[\\/]postgres[\\/]src[\\/]connection\.js/.test(err.stack ?? '');
}

export function createRecyclingClient(url: string, options: postgres.Options<Record<string, postgres.PostgresType>>, minIntervalMs = 2_000): RecyclingClient {
  const open = () => {
    const client = postgres(url, options);
    // drizzle sets its type parsers on the client it is given; a replacement needs the same.
    drizzlePostgres(client);
    return client;
  };
  let current = open();
  let lastRecycle = 0;
  let ended = false;
  const sql = new Proxy(function placeholder() {} as unknown as postgres.Sql, {
    get(_target, key) {
      const value = Reflect.get(current, key, current);
      return typeof value === 'function' ? value.bind(current) : value;
    },
    apply(_target, _this, args) {
      return Reflect.apply(current as unknown as (...a: unknown[]) => unknown, current, args);
    },
  });
  return {
    sql,
    recycle() {
      if (ended || Date.now() - lastRecycle < minIntervalMs) return false;
      lastRecycle = Date.now();
      const old = current;
      current = open();
      void old.end({ timeout: 5 }).catch(() => undefined);
      return true;
    },
    async end() {
      ended = true;
      await current.end({ timeout: 5 });
    },
  };
}
