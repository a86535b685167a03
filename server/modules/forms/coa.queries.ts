import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { splitCatalogNumbers, type CoaRequest } from '../../../src/contracts/forms/coa.ts';
import type { Lang } from '../../../src/contracts/lang.ts';
import { translate } from '../../../src/i18n/create.ts';
import type { Db } from '../../db/client.ts';
import { coaRequests, documents, lots, products } from '../../db/schema/index.ts';
import { enqueueStaffNotice } from '../../mail/enqueue.ts';

/** A COA download link lives one day. */
export const COA_LINK_LIFETIME_MS = 24 * 60 * 60 * 1000;

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** The released lots among the asked catalog numbers with this lot number. */
export async function findLots(db: Db, catalogNumbers: string[], lotNumber: string) {
  if (!catalogNumbers.length) return [];
  return db
    .selectDistinct({ catalogNumber: products.catalogNumber, lotNumber: lots.lotNumber })
    .from(lots)
    .innerJoin(products, eq(products.id, lots.productId))
    .where(and(inArray(products.catalogNumber, catalogNumbers), eq(lots.lotNumber, lotNumber.toUpperCase())));
}

/** Certificates on file as documents (uploaded by staff) among the asked catalog numbers for this lot. */
export async function findFiledCertificates(db: Db, catalogNumbers: string[], lotNumber: string) {
  if (!catalogNumbers.length) return [];
  return db
    .select({ catalogNumber: products.catalogNumber, lotNumber: sql<string>`${documents.lot}` })
    .from(documents)
    .innerJoin(products, eq(products.id, documents.productId))
    .where(and(inArray(products.catalogNumber, catalogNumbers), eq(documents.kind, 'coa'), eq(documents.lot, lotNumber.toUpperCase())));
}

/**
 * Stores the request (every request is kept for staff) and, when certificates matched, a fresh download
 * token whose hash only is stored. A repeated submission id keeps one row and rotates the token, so the
 * answer to a retried submit still carries a working link.
 */
export async function storeCoaRequest(db: Db, lang: Lang, req: CoaRequest, matched: number, now: Date) {
  const token = matched ? randomBytes(32).toString('base64url') : null;
  const tokenFields = token
    ? { downloadTokenHash: sha256(token), downloadExpiresAt: new Date(now.getTime() + COA_LINK_LIFETIME_MS) }
    : { downloadTokenHash: null, downloadExpiresAt: null };
  const noticeId = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(coaRequests)
      .values({ ...req, lotNumber: req.lotNumber.toUpperCase(), lang, ...tokenFields })
      .onConflictDoUpdate({ target: coaRequests.submissionId, set: tokenFields })
      // xmax = 0 only for a row this statement inserted (not for one it updated on conflict).
      .returning({ id: coaRequests.id, inserted: sql<boolean>`(xmax = 0)` });
    const fresh = row?.inserted === true;
    if (!fresh) return undefined;
    const subject = translate(lang, 'forms:coa.staffSubject', { catalogNumbers: req.catalogNumbers, lotNumber: req.lotNumber, name: req.name });
    const body = [`${req.name} · ${req.unit} · ${req.department}`, `${req.phone} · ${req.email}`, `consent: ${req.consentToContact}`, '', req.suggestions].join('\n');
    return (await enqueueStaffNotice(tx, lang, { subject, body })) ?? undefined;
  });
  return { token, noticeId };
}

/** The certificate a download token opens for one catalog number, or null (unknown, expired, not asked). */
export async function findDownload(db: Db, token: string, catalogNumber: string, now: Date) {
  const [request] = await db
    .select()
    .from(coaRequests)
    .where(and(eq(coaRequests.downloadTokenHash, sha256(token)), gt(coaRequests.downloadExpiresAt, now)));
  if (!request || !splitCatalogNumbers(request.catalogNumbers).includes(catalogNumber)) return null;
  const [lot] = await db
    .select({ lot: { productId: lots.productId, lotNumber: lots.lotNumber }, nameEn: products.nameEn, catalogNumber: products.catalogNumber })
    .from(lots)
    .innerJoin(products, eq(products.id, lots.productId))
    .where(and(eq(products.catalogNumber, catalogNumber), eq(lots.lotNumber, request.lotNumber)))
    .limit(1);
  return lot ?? null;
}
