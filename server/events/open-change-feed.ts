import type { Db } from '../db/client.ts';
import { invalidateSearchIndex } from '../modules/search/search-index.ts';
import type { Logger } from '../log.ts';
import { localChangeFeed, type ChangeFeed } from './change-feed.ts';
import { pgChangeFeed } from './pg-change-feed.ts';

/** The change feed of the configured database: LISTEN/NOTIFY on PostgreSQL, in memory on the embedded one. */
export async function openChangeFeed(opts: { databaseUrl?: string | undefined; log: Logger }): Promise<ChangeFeed> {
  if (!opts.databaseUrl) return localChangeFeed(opts.log);
  const feed = pgChangeFeed(opts.databaseUrl, opts.log);
  await feed.ready;
  return feed;
}

/**
 * What a server process forgets when the back office changes something: the memos it was given (pages,
 * API answers) and the search index of `db`, which is rebuilt by the next search.
 */
export function forgetOnChange(feed: ChangeFeed, kept: { memos: readonly { clear(): void }[]; db: Db }): () => void {
  return feed.subscribe(() => {
    for (const memo of kept.memos) memo.clear();
    invalidateSearchIndex(kept.db);
  });
}
