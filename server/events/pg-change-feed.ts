import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import type { Logger } from '../log.ts';
import { listenerSet, type ChangeFeed, type SiteChange } from './change-feed.ts';

/** The NOTIFY channel of back-office changes. */
export const CHANGE_CHANNEL = 'site_changes';

/**
 * Waits between attempts to listen again after the connection was lost: from RETRY_MIN_MS doubling up to
 * RETRY_MAX_MS, so a database that comes back is heard from again within about 2 s, and a database that
 * stays away costs one attempt every 2 s.
 */
const RETRY_MIN_MS = 250;
const RETRY_MAX_MS = 2_000;

/** NOTIFY payloads are limited to 8000 bytes (PostgreSQL's NOTIFY); keys are cut well below that. */
const payloadOf = (change: SiteChange) => JSON.stringify({ entity: change.entity.slice(0, 100), key: change.key.slice(0, 500), action: change.action.slice(0, 100) });

function parsePayload(payload: string): SiteChange | null {
  try {
    const v = JSON.parse(payload) as Partial<SiteChange>;
    return typeof v.entity === 'string' && typeof v.key === 'string' && typeof v.action === 'string' ? { entity: v.entity, key: v.key, action: v.action } : null;
  } catch {
    return null;
  }
}

export interface PgChangeFeed extends ChangeFeed {
  /** Settles once the first LISTEN succeeded or failed (a failure keeps retrying in the background). */
  ready: Promise<void>;
  /** True while the listening connection is up. */
  readonly listening: boolean;
}

/**
 * The PostgreSQL change feed. Changes are announced with pg_notify inside their transaction; a
 * dedicated connection (its own one-connection client, not the pool's) LISTENs. When that connection is
 * lost (database restart, killed backend, network), the feed listens again with a growing delay, and on
 * success tells its listeners that changes may have been missed (null). A lost listener is logged and
 * never ends the process.
 */
export function pgChangeFeed(url: string, log: Logger): PgChangeFeed {
  const listeners = listenerSet(log);
  let closed = false;
  let listening = false;
  let retryMs = RETRY_MIN_MS;
  let timer: NodeJS.Timeout | undefined;
  let everListened = false;

  const options = {
    max: 1,
    idle_timeout: undefined,
    max_lifetime: null,
    connect_timeout: 5,
    fetch_types: false,
    onnotice: () => {},
    connection: { application_name: 'change-feed' },
    onnotify: (channel: string, payload: string) => {
      if (channel !== CHANGE_CHANNEL) return;
      const change = parsePayload(payload);
      if (change) listeners.emit(change);
    },
    onclose: () => {
      if (closed || !listening) return;
      listening = false;
      log.warn('change feed: listening connection lost, listening again');
      retry();
    },
  };
  // `onnotify` is an option of postgres.js that its type declarations leave out.
  const client = postgres(url, options as postgres.Options<Record<string, postgres.PostgresType>>);

  function retry() {
    if (closed) return;
    clearTimeout(timer);
    timer = setTimeout(() => void listen(), retryMs);
    timer.unref();
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  }

  async function listen(): Promise<void> {
    if (closed) return;
    try {
      await client.unsafe(`listen ${CHANGE_CHANNEL}`);
      listening = true;
      retryMs = RETRY_MIN_MS;
      if (everListened) {
        log.info('change feed: listening again');
        // Changes committed while nobody listened were not heard: forget everything.
        listeners.emit(null);
      }
      everListened = true;
    } catch (err) {
      if (closed) return;
      log.warn('change feed: cannot listen, retrying', { err: err instanceof Error ? err.message : String(err) });
      retry();
    }
  }

  return {
    ready: listen(),
    get listening() {
      return listening;
    },
    inTransaction: async (tx, change) => {
      await tx.execute(sql`select pg_notify(${CHANGE_CHANNEL}, ${payloadOf(change)})`);
    },
    committed: () => {},
    subscribe: listeners.add,
    async close() {
      closed = true;
      clearTimeout(timer);
      await client.end({ timeout: 1 }).catch(() => undefined);
    },
  };
}
