import type { Db } from '../../db/client.ts';
import { checkCode, storeCode, type CodeKey } from '../../security/codes.queries.ts';
import { randomToken } from '../../security/digest.ts';

/**
 * The login hand-off between the two language hosts: the link to the other host carries a code, not the
 * session token, so a shared or logged link gives nothing lasting. A code is good once and for one minute
 * (enough to follow a redirect), and is exchanged on arrival for a new session of its own.
 */
export const HANDOFF_TTL_MS = 60_000;

const keyOf = (userId: number): CodeKey => ({ target: `user:${userId}`, purpose: 'handoff' });

/** `<user id>.<32 random bytes>`: the id says which stored code to check; the random part is the secret. */
const CODE = /^(\d{1,10})\.([A-Za-z0-9_-]{43})$/;

export async function issueHandoff(db: Db, now: Date, userId: number): Promise<{ code: string; expiration: number }> {
  const code = `${userId}.${randomToken()}`;
  await storeCode(db, now, 'link', keyOf(userId), code, HANDOFF_TTL_MS);
  return { code, expiration: now.getTime() + HANDOFF_TTL_MS };
}

/** The user a live, unused hand-off code stands for (the code is used up), or null. */
export async function redeemHandoff(db: Db, now: Date, code: string): Promise<number | null> {
  const match = CODE.exec(code);
  if (!match) return null;
  const userId = Number(match[1]);
  return (await checkCode(db, now, keyOf(userId), code, true)) ? userId : null;
}
