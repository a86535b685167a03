import type { Db } from '../db/client.ts';
import type { Logger } from '../log.ts';

/**
 * The change feed: after a back-office change commits, every server process sharing the database hears
 * of it and forgets what it keeps in memory (page and API memos, the search index). With PostgreSQL it
 * is LISTEN/NOTIFY (pg-change-feed.ts); the embedded database serves one process, which hears its own
 * changes in memory (localChangeFeed).
 */

/** What changed: the audit trail's entity, key and action. */
export interface SiteChange {
  entity: string;
  key: string;
  action: string;
}

/**
 * Called with the change, or with null when changes may have been missed (the listening connection was
 * lost and is back): then everything kept must be forgotten.
 */
export type ChangeListener = (change: SiteChange | null) => void;

export interface ChangeFeed {
  /** Inside the change's transaction: a NOTIFY is delivered when, and only if, the transaction commits. */
  inTransaction(tx: Db, change: SiteChange): Promise<void>;
  /** After the commit. */
  committed(change: SiteChange): void;
  subscribe(listener: ChangeListener): () => void;
  close(): Promise<void>;
}

/** The listeners of one feed; a listener that throws is logged and does not stop the others. */
export function listenerSet(log: Logger) {
  const listeners = new Set<ChangeListener>();
  return {
    add(listener: ChangeListener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    emit(change: SiteChange | null) {
      for (const listener of listeners) {
        try {
          listener(change);
        } catch (err) {
          log.error('change listener failed', { err: err instanceof Error ? err.stack : String(err) });
        }
      }
    },
  };
}

/** The one-process feed of the embedded database: listeners hear a change right after its commit. */
export function localChangeFeed(log: Logger): ChangeFeed {
  const listeners = listenerSet(log);
  return {
    inTransaction: async () => {},
    committed: (change) => listeners.emit(change),
    subscribe: listeners.add,
    close: async () => {},
  };
}
