import { and, asc, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../deps.ts';
import type { Db } from '../../db/client.ts';
import { cartItems, procurementConnections, products, productSizes, punchoutSessions } from '../../db/schema/index.ts';
import { randomToken, sha256 } from '../../security/digest.ts';
import { logMessage } from './messages.queries.ts';
import type { PriceList } from '../../../src/contracts/organisation.ts';
import { memberPrice, priceListOfUser } from '../organisations/member-prices.ts';
import { unspscByCategory } from './category-unspsc.ts';
import { ociFields, ociTarget } from './oci-fields.ts';
import { punchOutOrderMessage, type TransferLine } from './order-message.ts';

/** How long a started PunchOut session may shop before its cart must go back (a working day). */
export const SESSION_TTL_MS = 8 * 3_600_000;

/**
 * The unit price a transfer carries for a size, as exact two-decimal text; null on inquiry. The catalogue has CNY
 * prices only: a connection in another currency has every line on inquiry. The buyer's organisation's price list
 * (`list`, null for a buyer of none) applies as on the storefront. An OrderRequest's prices are checked against
 * this same price (order-lines.ts).
 */
export const transferPrice = (currency: string, priceCny: string | null, sizeId: number, list: PriceList | null): string | null => (currency === 'CNY' ? memberPrice(priceCny, sizeId, list) : null);

/** A started PunchOut session by the key its browser tab holds (not yet transferred, within its 8 hours), with its connection. */
export async function activeSession(db: Db, now: Date, key: string) {
  if (!/^[A-Za-z0-9_-]{43}$/.test(key)) return null;
  const [row] = await db
    .select({ session: punchoutSessions, connection: procurementConnections })
    .from(punchoutSessions)
    .innerJoin(procurementConnections, eq(procurementConnections.id, punchoutSessions.connectionId))
    .where(and(eq(punchoutSessions.sessionKeyHash, sha256(key)), isNotNull(punchoutSessions.userId), isNull(punchoutSessions.transferredAt), gt(punchoutSessions.startedAt, new Date(now.getTime() - SESSION_TTL_MS))));
  return row ?? null;
}

export type ActiveSession = NonNullable<Awaited<ReturnType<typeof activeSession>>>;

/** The cart's lines as they would be transferred; `unitPrice` null for a line priced on inquiry (or with no price in the connection's currency). */
export async function transferLines(db: Db, s: ActiveSession): Promise<(Omit<TransferLine, 'unitPrice'> & { unitPrice: string | null })[]> {
  const rows = await db
    .select({ count: cartItems.count, categoryId: products.categoryId, catalogNumber: products.catalogNumber, nameEn: products.nameEn, nameZh: products.nameZh, size: productSizes.size, sizeId: productSizes.id, priceCny: productSizes.priceCny, leadTimeDays: productSizes.leadTimeDays })
    .from(cartItems)
    .innerJoin(productSizes, eq(productSizes.id, cartItems.sizeId))
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.userId, s.session.userId!))
    .orderBy(asc(cartItems.id));
  // The buyer's organisation's prices (src/contracts/organisation.ts), as on the storefront.
  const [list, unspscOf] = await Promise.all([priceListOfUser(db, s.session.userId!), unspscByCategory(db)]);
  return rows.map((r) => ({
    quantity: r.count,
    catalogNumber: r.catalogNumber,
    size: r.size,
    sizeId: r.sizeId,
    unitPrice: transferPrice(s.connection.currency, r.priceCny, r.sizeId, list),
    description: `${s.connection.lang === 'zh' ? r.nameZh : r.nameEn} ${r.size}`,
    unspsc: unspscOf(r.categoryId),
    leadTimeDays: r.leadTimeDays,
  }));
}

/** A cart to return: the form fields (cXML's `cxml-urlencoded`, or OCI's NEW_ITEM fields), where to and into which frame. */
export type TransferOutcome = { fields: [string, string][]; target?: string; returnUrl: string; lang: 'en' | 'zh'; name: string } | { refused: 'noSession' | 'empty' | 'inquiry'; lang: 'en' | 'zh'; lines?: string[] };

/**
 * Transfers the session's cart: the PunchOutOrderMessage (cXML) or the NEW_ITEM fields (OCI) are built, logged, the session closed and the cart emptied
 * (the order itself comes later as an OrderRequest); the caller answers the page that posts it to the buyer's system.
 */
export async function punchoutTransfer(deps: AppDeps, key: string): Promise<TransferOutcome> {
  const started = performance.now();
  const now = deps.now();
  const s = await activeSession(deps.db, now, key);
  if (!s) return { refused: 'noSession', lang: 'en' };
  const lang = s.connection.lang;
  const lines = await transferLines(deps.db, s);
  if (lines.length === 0) return { refused: 'empty', lang };
  const inquiry = lines.filter((l) => l.unitPrice === null);
  if (inquiry.length > 0) return { refused: 'inquiry', lang, lines: inquiry.map((l) => `${l.catalogNumber}/${l.size}`) };
  const priced = lines as TransferLine[];
  const oci = s.connection.protocol === 'oci';
  const target = oci ? ociTarget(s.session.returnTarget) : undefined;
  const xml = oci
    ? null
    : punchOutOrderMessage({
        payloadId: `${now.getTime()}.${randomToken().slice(0, 12)}@punchout`,
        at: now,
        buyerCookie: s.session.buyerCookie,
        currency: s.connection.currency,
        lang,
        supplier: { domain: s.session.supplierDomain, identity: s.session.supplierIdentity },
        buyer: { domain: s.connection.fromDomain, identity: s.connection.fromIdentity },
        lines: priced,
      });
  const fields: [string, string][] = xml === null ? ociFields(priced, s.connection.currency, target!) : [['cxml-urlencoded', xml]];
  await deps.db.transaction(async (tx) => {
    await tx.update(punchoutSessions).set({ transferredAt: now }).where(eq(punchoutSessions.id, s.session.id));
    await tx.delete(cartItems).where(eq(cartItems.userId, s.session.userId!));
  });
  // An OCI cart is logged as the form it posts (the log's `xml` column holds any message's text).
  const logged = xml ?? new URLSearchParams(fields).toString();
  await logMessage(deps.db, { connectionId: s.connection.id, direction: 'out', type: oci ? 'OCI cart' : 'PunchOutOrderMessage', status: '200', durationMs: performance.now() - started, xml: logged });
  return { fields, target, returnUrl: s.session.returnUrl, lang, name: s.connection.name };
}
