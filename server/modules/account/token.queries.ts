import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authTokens, users } from '../../db/schema/index.ts';
import { randomToken, sha256 } from '../../security/digest.ts';

/** A login lasts 7 days. */
export const TOKEN_TTL_MS = 7 * 24 * 3600_000;

/** Issues a token; only its SHA-256 is stored. */
export async function issueToken(db: Db, now: Date, userId: number): Promise<{ jti: string; expiration: number }> {
  const jti = randomToken();
  const expiresAt = new Date(now.getTime() + TOKEN_TTL_MS);
  await db.insert(authTokens).values({ userId, tokenHash: sha256(jti), expiresAt, createdAt: now });
  return { jti, expiration: expiresAt.getTime() };
}

export interface TokenOwner {
  userId: number;
  email: string;
  name: string;
  phoneVerified: boolean;
}

/** The user of a live (not expired, not revoked) token, or null; a disabled account's tokens are dead too. */
export async function tokenOwner(db: Db, now: Date, jti: string): Promise<TokenOwner | null> {
  const [row] = await db
    .select({ userId: users.id, email: users.email, name: users.name, phoneVerified: users.phoneVerified })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(and(eq(authTokens.tokenHash, sha256(jti)), isNull(authTokens.revokedAt), gt(authTokens.expiresAt, now), isNull(users.disabledAt)))
    .limit(1);
  return row ?? null;
}

export async function revokeToken(db: Db, now: Date, jti: string): Promise<void> {
  await db.update(authTokens).set({ revokedAt: now }).where(and(eq(authTokens.tokenHash, sha256(jti)), isNull(authTokens.revokedAt)));
}

/** After a password reset every login of the user ends. */
export async function revokeAllTokens(db: Db, now: Date, userId: number): Promise<void> {
  await db.update(authTokens).set({ revokedAt: now }).where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt)));
}
