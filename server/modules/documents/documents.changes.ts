import { and, eq, isNull } from 'drizzle-orm';
import type { AdminDocument, DocumentUpload } from '../../../src/contracts/documents.ts';
import type { Db } from '../../db/client.ts';
import { documents, products } from '../../db/schema/index.ts';
import type { AuditDeps } from '../audit/with-audit.ts';
import type { AuditActor } from '../../http/staff/actor.ts';
import { withAudit } from '../audit/with-audit.ts';
import { ChangeRefused } from '../../http/staff/change-refused.ts';
import { sha256Hex, type DocumentStore } from '../../storage/document-store.ts';
import { adminDocument, documentById, productIdOf, type DocumentRow } from './documents.queries.ts';

/** What the audit trail keeps of a document: its description and hash, never its bytes. */
const audited = (d: DocumentRow | null) =>
  d && { kind: d.kind, lot: d.lot, issuedOn: d.issuedOn, lang: d.lang, fileName: d.fileName, contentType: d.contentType, sizeBytes: d.sizeBytes, sha256: d.sha256, source: d.source };

/** The audit key of a document: catalog number, kind, then the lot (COA) or language. */
const keyOf = (cat: string, d: { kind: string; lot?: string | null | undefined; lang?: string | null | undefined }) => [cat, d.kind, d.lot ?? d.lang ?? ''].filter(Boolean).join(' ');

/** The file name a document is served under: the kind, catalog number and lot or language. */
function fileNameOf(cat: string, input: DocumentUpload): string {
  const label = { datasheet: 'Datasheet', sds: 'SDS', coa: 'COA', manual: 'Manual' }[input.kind];
  return `${[label, cat, input.kind === 'coa' ? input.lot : input.lang?.toUpperCase()].filter(Boolean).join('-')}.pdf`;
}

/**
 * Stores an uploaded PDF as the product's document of its kind (and lot or language), replacing the one
 * on file, with one audit row (entity `document`, action `create` or `replace`) in the same transaction.
 */
export async function saveDocument(deps: AuditDeps & { store: DocumentStore }, actor: AuditActor, input: DocumentUpload, bytes: Uint8Array): Promise<AdminDocument> {
  const sha256 = sha256Hex(bytes);
  const product = await productIdOf(deps.db, input.catalogNumber);
  if (!product) throw new ChangeRefused('catalogNumber', 'admin:documents.errors.noProduct');
  const lot = input.kind === 'coa' ? input.lot! : null;
  const lang = input.kind === 'coa' ? null : (input.lang ?? null);
  const key = keyOf(input.catalogNumber, { kind: input.kind, lot, lang });
  const same = and(eq(documents.productId, product.id), eq(documents.kind, input.kind), lot === null ? isNull(documents.lot) : eq(documents.lot, lot), lang === null ? isNull(documents.lang) : eq(documents.lang, lang));
  return withAudit(deps, actor, { entity: 'document', key, action: 'create' }, async (tx) => {
    // Locks the row being replaced, so two uploads of the same document replace one after the other.
    const [before] = await tx.select().from(documents).where(same).for('update');
    await deps.store.put(tx, sha256, bytes);
    const values = {
      productId: product.id,
      kind: input.kind,
      lot,
      issuedOn: input.issuedOn ?? null,
      lang,
      fileName: fileNameOf(input.catalogNumber, input),
      contentType: 'application/pdf',
      sha256,
      sizeBytes: bytes.length,
      source: 'upload' as const,
      staffId: actor.staffId,
      createdAt: deps.now(),
    };
    const [after] = before
      ? await tx.update(documents).set(values).where(eq(documents.id, before.id)).returning()
      : await tx.insert(documents).values(values).returning();
    if (before?.sha256 && before.sha256 !== sha256) await deps.store.release(tx, before.sha256);
    return { before: audited(before ?? null), after: audited(after!), changed: true, result: adminDocument(after!, input.catalogNumber, product.name), action: before ? 'replace' : 'create' };
  });
}

/** Deletes a document (its file too, when nothing else refers to it), with one audit row; false when unknown. */
export async function deleteDocument(deps: AuditDeps & { store: DocumentStore }, actor: AuditActor, id: number): Promise<boolean> {
  const found = await documentById(deps.db, id);
  if (!found) return false;
  const [product] = await deps.db.select({ catalogNumber: products.catalogNumber }).from(products).where(eq(products.id, found.productId));
  const key = keyOf(product?.catalogNumber ?? String(found.productId), found);
  return withAudit(deps, actor, { entity: 'document', key, action: 'delete' }, async (tx: Db) => {
    const [gone] = await tx.delete(documents).where(eq(documents.id, id)).returning();
    if (gone?.sha256) await deps.store.release(tx, gone.sha256);
    return { before: audited(gone ?? null), after: null, result: gone !== undefined };
  });
}
