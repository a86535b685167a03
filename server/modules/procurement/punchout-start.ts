import { eq, inArray } from 'drizzle-orm';
import { absoluteUrl } from '../../../src/contracts/site-url.ts';
import type { AppDeps } from '../../deps.ts';
import type { Db } from '../../db/client.ts';
import { cartItems, procurementConnections, productSizes, punchoutSessions } from '../../db/schema/index.ts';
import { randomToken, sha256 } from '../../security/digest.ts';
import { issueHandoff } from '../account/handoff.queries.ts';
import { memberAccount } from './procurement-buyer.ts';

/** Why a StartPage cannot be opened: each has its page text (`account:punchout.<reason>`) and status. */
export type StartRefusal = 'unknown' | 'used' | 'expired' | 'notMember';
const STATUS: Record<StartRefusal, number> = { unknown: 404, used: 410, expired: 410, notMember: 403 };

export type StartOutcome = { location: string } | { refused: StartRefusal; status: number; lang: 'en' | 'zh' };

type SessionRow = typeof punchoutSessions.$inferSelect;

/** The cart becomes the session's: empty for a create, the ItemOut lines for an edit or inspect. */
async function loadCart(tx: Db, now: Date, userId: number, items: SessionRow['items']) {
  await tx.delete(cartItems).where(eq(cartItems.userId, userId));
  if (items.length === 0) return;
  const sizes = await tx.select({ id: productSizes.id, productId: productSizes.productId }).from(productSizes).where(inArray(productSizes.id, items.map((i) => i.sizeId)));
  const productOf = new Map(sizes.map((s) => [s.id, s.productId]));
  const counts = new Map<number, number>();
  for (const i of items) if (productOf.has(i.sizeId)) counts.set(i.sizeId, Math.min(9999, (counts.get(i.sizeId) ?? 0) + i.quantity));
  if (counts.size === 0) return;
  await tx.insert(cartItems).values([...counts].map(([sizeId, count]) => ({ userId, productId: productOf.get(sizeId)!, sizeId, count, createdAt: now, updatedAt: now })));
}

/**
 * Opens a StartPage token (once, within its 5 minutes): logs the buyer in by a login hand-off code (the storefront
 * exchanges it for a session, state/login-handoff.ts), loads the cart, and sends the browser to the shop in the
 * connection's language with the PunchOut session's key, which the page keeps for the tab (state/punchout.state.ts).
 */
export async function punchoutStart(deps: AppDeps, token: string): Promise<StartOutcome> {
  const now = deps.now();
  return deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [s] = await tx.select().from(punchoutSessions).where(eq(punchoutSessions.startTokenHash, sha256(token))).for('update');
    const [connection] = s ? await tx.select().from(procurementConnections).where(eq(procurementConnections.id, s.connectionId)) : [];
    const lang = connection?.lang ?? 'en';
    const refused = (reason: StartRefusal): StartOutcome => ({ refused: reason, status: STATUS[reason], lang });
    if (!s || !connection) return refused('unknown');
    if (s.startedAt) return refused('used');
    if (s.startExpiresAt.getTime() <= now.getTime()) return refused('expired');
    const userId = await memberAccount(tx, now, { connectionId: s.connectionId, email: s.contactEmail, name: s.contactName, organisation: connection.organisation, organisationId: connection.organisationId });
    // The token is used up either way: a refused start cannot be retried with it.
    if (userId === null) {
      await tx.update(punchoutSessions).set({ startedAt: now }).where(eq(punchoutSessions.id, s.id));
      return refused('notMember');
    }
    await loadCart(tx, now, userId, s.items);
    const key = randomToken();
    await tx.update(punchoutSessions).set({ startedAt: now, userId, sessionKeyHash: sha256(key) }).where(eq(punchoutSessions.id, s.id));
    const handoff = await issueHandoff(tx, now, userId);
    const query = new URLSearchParams({ token: handoff.code, expiration: String(handoff.expiration), punchout: key });
    const path = s.operation === 'create' ? '/' : '/cart';
    return { location: absoluteUrl(lang, `${path}?${query}`, deps.publicOrigin ?? 'http://localhost', deps.hosts ?? {}) };
  });
}
