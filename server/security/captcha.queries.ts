import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { captchas } from '../db/schema/index.ts';
import { captchaText, newCaptchaId } from './captcha.ts';
import { sha256 } from './digest.ts';

/** A picture is good for two minutes: long enough to type four characters, too short to collect for later. */
export const CAPTCHA_TTL_MS = 2 * 60_000;
const MAX_TRIES = 5;

const answerDigest = (id: string, answer: string) => sha256(`${id}:${answer.trim().toUpperCase()}`);

/** Stores a new captcha (only the answer's digest) and returns its id and text to draw. */
export async function createCaptcha(db: Db, now: Date, text = captchaText()): Promise<{ id: string; text: string }> {
  const id = newCaptchaId();
  await db.insert(captchas).values({ id, answerHash: answerDigest(id, text), expiresAt: new Date(now.getTime() + CAPTCHA_TTL_MS) });
  return { id, text };
}

/** Checks an answer (case-insensitive), spending one of 5 tries atomically; a right answer uses it up. */
export async function checkCaptcha(db: Db, now: Date, id: string, answer: string): Promise<boolean> {
  const [row] = await db
    .update(captchas)
    .set({ attempts: sql`${captchas.attempts} + 1` })
    .where(and(eq(captchas.id, id), gt(captchas.expiresAt, now), lt(captchas.attempts, MAX_TRIES)))
    .returning({ answerHash: captchas.answerHash });
  if (!row || row.answerHash !== answerDigest(id, answer)) return false;
  await db.delete(captchas).where(eq(captchas.id, id));
  return true;
}
