import { and, eq } from 'drizzle-orm';
import type { HotWordApprove } from '../../../src/contracts/admin/search.ts';
import type { Lang } from '../../../src/contracts/lang.ts';
import type { Db } from '../../db/client.ts';
import { hotWords } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import type { AuditActor } from '../../http/staff/actor.ts';
import { withAudit, type AuditDeps } from '../audit/with-audit.ts';
import { indexOf } from './search-index.ts';
import { canonicalKey } from './terms.ts';

const ENTITY = 'hot-word';
const rowOf = async (tx: Db, where: ReturnType<typeof eq>) => (await tx.select().from(hotWords).where(where))[0];
const shown = (r: { lang: string; word: string } | undefined) => (r ? { lang: r.lang, word: r.word } : null);

/**
 * Approves a word for a language's hot words (audited: entity `hot-word`, `lang:word`, `approve`); a spelling of a
 * term already approved changes nothing (no audit row). Answers the language approved in.
 */
export async function approveHotWord(deps: AuditDeps, actor: AuditActor, { lang, word }: HotWordApprove): Promise<Lang> {
  const { synonyms } = await indexOf(deps.db);
  const key = canonicalKey(word, synonyms);
  await withAudit(deps, actor, { entity: ENTITY, key: `${lang}:${word}`, action: 'approve' }, async (tx) => {
    const where = and(eq(hotWords.lang, lang), eq(hotWords.key, key));
    const before = shown(await rowOf(tx, where!));
    if (!before) await tx.insert(hotWords).values({ lang, word, key, approvedAt: deps.now() }).onConflictDoNothing();
    return { before, after: shown(await rowOf(tx, where!)), result: undefined };
  });
  return lang;
}

/** Removes an approved word (audited: `remove`); 404 for none. Answers its language. */
export async function removeHotWord(deps: AuditDeps, actor: AuditActor, id: number): Promise<Lang> {
  const row = await rowOf(deps.db, eq(hotWords.id, id));
  if (!row) throw new HttpError('E0404');
  await withAudit(deps, actor, { entity: ENTITY, key: `${row.lang}:${row.word}`, action: 'remove' }, async (tx) => {
    const before = shown(await rowOf(tx, eq(hotWords.id, id)));
    if (!before) throw new HttpError('E0404');
    await tx.delete(hotWords).where(eq(hotWords.id, id));
    return { before, after: null, result: undefined };
  });
  return row.lang;
}
