import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { verificationCodes } from '../db/schema/index.ts';
import { randomCode, sha256 } from './digest.ts';

/** `link`: a code carried by a link rather than sent (the login hand-off between the language hosts). */
export type CodeChannel = 'email' | 'sms' | 'link';
export type CodePurpose = 'register' | 'login' | 'reset' | 'bind' | 'form' | 'handoff';

/** A code lives 5 minutes, may be re-sent after 60 s and checked at most 5 times. */
export const CODE_TTL_MS = 5 * 60_000;
export const RESEND_AFTER_MS = 60_000;
export const MAX_CHECKS = 5;

export interface CodeKey {
  target: string;
  purpose: CodePurpose;
}

/** The stored form: a digest bound to target and purpose, so a code is useless for anything else. */
const digest = (k: CodeKey, code: string) => sha256(`${k.purpose}:${k.target}:${code}`);

/** Stores a code made by the caller, live for `ttlMs`, replacing the live codes of the same key. */
export async function storeCode(db: Db, now: Date, channel: CodeChannel, k: CodeKey, code: string, ttlMs: number): Promise<void> {
  await db.transaction((tx) => replaceLive(tx, now, channel, k, code, ttlMs));
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function replaceLive(tx: Tx, now: Date, channel: CodeChannel, k: CodeKey, code: string, ttlMs: number): Promise<void> {
  await tx
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(and(eq(verificationCodes.target, k.target), eq(verificationCodes.purpose, k.purpose), isNull(verificationCodes.consumedAt)));
  await tx.insert(verificationCodes).values({ channel, target: k.target, purpose: k.purpose, codeHash: digest(k, code), expiresAt: new Date(now.getTime() + ttlMs), createdAt: now });
}

export type IssueResult = { ok: true; code: string } | { ok: false; waitSeconds: number };

/** Makes a new code unless the last one is younger than 60 s; the new one replaces every older one. */
export async function issueCode(db: Db, now: Date, channel: CodeChannel, k: CodeKey): Promise<IssueResult> {
  return db.transaction(async (tx) => {
    const [last] = await tx
      .select({ createdAt: verificationCodes.createdAt })
      .from(verificationCodes)
      .where(and(eq(verificationCodes.target, k.target), eq(verificationCodes.purpose, k.purpose)))
      .orderBy(desc(verificationCodes.createdAt))
      .limit(1)
      .for('update');
    const age = last ? now.getTime() - last.createdAt.getTime() : Infinity;
    if (age < RESEND_AFTER_MS) return { ok: false as const, waitSeconds: Math.ceil((RESEND_AFTER_MS - age) / 1000) };
    const code = randomCode();
    await replaceLive(tx, now, channel, k, code, CODE_TTL_MS);
    return { ok: true as const, code };
  });
}

/**
 * Checks a code: one atomic UPDATE spends one of the 5 checks of the live code (so parallel guesses cannot
 * exceed the budget); a match with `consume` also uses the code up.
 */
export async function checkCode(db: Db, now: Date, k: CodeKey, code: string, consume: boolean): Promise<boolean> {
  const live = and(
    eq(verificationCodes.target, k.target),
    eq(verificationCodes.purpose, k.purpose),
    isNull(verificationCodes.consumedAt),
    gt(verificationCodes.expiresAt, now),
    lt(verificationCodes.attempts, MAX_CHECKS),
  );
  const [row] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(
      and(
        live,
        eq(
          verificationCodes.id,
          sql`(select id from ${verificationCodes} where target = ${k.target} and purpose = ${k.purpose} order by created_at desc limit 1)`,
        ),
      ),
    )
    .returning({ id: verificationCodes.id, codeHash: verificationCodes.codeHash });
  if (!row || row.codeHash !== digest(k, code)) return false;
  if (!consume) return true;
  const used = await db
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(and(eq(verificationCodes.id, row.id), isNull(verificationCodes.consumedAt)))
    .returning({ id: verificationCodes.id });
  return used.length === 1;
}
