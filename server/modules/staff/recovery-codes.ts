import { randomInt } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { normalRecoveryCode } from '../../../src/contracts/admin/staff.ts';
import type { Db } from '../../db/client.ts';
import { staffRecoveryCodes } from '../../db/schema/index.ts';
import { sha256 } from '../../security/digest.ts';

/** RFC 4648's base32 alphabet: no 0, 1, 8 or 9 to mistake for O, I, B or g. */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const COUNT = 10;

const digestOf = (staffId: number, typed: string) => sha256(`${staffId}:${normalRecoveryCode(typed)}`);

function newCode(): string {
  let out = '';
  for (let i = 0; i < 10; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return `${out.slice(0, 5)}-${out.slice(5)}`;
}

/** Ten new recovery codes for `staffId` in place of any earlier ones; only their digests are kept. */
export async function replaceRecoveryCodes(tx: Pick<Db, 'delete' | 'insert'>, staffId: number, now: Date): Promise<string[]> {
  const codes = Array.from({ length: COUNT }, newCode);
  await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
  await tx.insert(staffRecoveryCodes).values(codes.map((code) => ({ staffId, codeHash: digestOf(staffId, code), createdAt: now })));
  return codes;
}

/** Forgets them (the second factor is turned off). */
export async function dropRecoveryCodes(tx: Pick<Db, 'delete'>, staffId: number): Promise<void> {
  await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
}

/** Spends one unused code of `staffId` (one atomic update: two requests with one code cannot both pass). */
export async function useRecoveryCode(db: Pick<Db, 'update'>, staffId: number, typed: string, now: Date): Promise<boolean> {
  const used = await db
    .update(staffRecoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(staffRecoveryCodes.staffId, staffId), eq(staffRecoveryCodes.codeHash, digestOf(staffId, typed)), isNull(staffRecoveryCodes.usedAt)))
    .returning({ id: staffRecoveryCodes.id });
  return used.length === 1;
}
