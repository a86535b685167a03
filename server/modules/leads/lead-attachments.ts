import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import type { Context } from 'hono';
import type { LeadAttachment, LeadAttachmentSlot, LeadKind } from '../../../src/contracts/admin/leads.ts';
import type { Db } from '../../db/client.ts';
import { auditLog, paperAwardApplications, uploads } from '../../db/schema/index.ts';
import type { AuditActor } from '../../http/staff/actor.ts';

/**
 * The files a paper-award application came with (two ID photos and the paper), shown to staff who may open
 * the inbox as attachments: listed with the lead, and served one by one as a download that no browser runs
 * or shows in the page (attachment, nosniff, a sandbox CSP). Every opening is written to the audit trail,
 * as the files hold personal data; other kinds of lead have no files.
 */
const SLOTS: Record<LeadAttachmentSlot, 'idPhoto1UploadId' | 'idPhoto2UploadId' | 'paperUploadId'> = {
  idPhoto1: 'idPhoto1UploadId',
  idPhoto2: 'idPhoto2UploadId',
  paper: 'paperUploadId',
};

async function uploadIds(db: Db, id: number): Promise<Record<LeadAttachmentSlot, number> | null> {
  const [row] = await db
    .select({ idPhoto1: paperAwardApplications.idPhoto1UploadId, idPhoto2: paperAwardApplications.idPhoto2UploadId, paper: paperAwardApplications.paperUploadId })
    .from(paperAwardApplications)
    .where(eq(paperAwardApplications.id, id));
  return row ?? null;
}

export async function leadAttachments(db: Db, kind: LeadKind, id: number): Promise<LeadAttachment[]> {
  if (kind !== 'paper-award') return [];
  const ids = await uploadIds(db, id);
  if (!ids) return [];
  const files = await db.select({ id: uploads.id, name: uploads.originalName, mime: uploads.mime, sizeBytes: uploads.sizeBytes }).from(uploads).where(inArray(uploads.id, Object.values(ids)));
  return (Object.keys(SLOTS) as LeadAttachmentSlot[]).flatMap((slot) => {
    const file = files.find((f) => f.id === ids[slot]);
    return file ? [{ slot, name: file.name, mime: file.mime, sizeBytes: file.sizeBytes }] : [];
  });
}

/** A download name safe in a header: the original's letters, digits, dot, dash and underscore. */
const safeName = (name: string, fallback: string) => name.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^[.-]+/, '').slice(0, 100) || fallback;

/** One attachment as a download, or null when the lead, the slot's file or its bytes are missing. */
export async function attachmentResponse(c: Context, db: Db, dir: string | undefined, id: number, slot: LeadAttachmentSlot, actor: AuditActor, now: Date): Promise<Response | null> {
  const ids = await uploadIds(db, id);
  if (!ids || !dir) return null;
  const [file] = await db.select().from(uploads).where(eq(uploads.id, ids[slot]));
  if (!file) return null;
  const bytes = await readFile(join(dir, file.storedName)).catch(() => null);
  if (!bytes) return null;
  await db.insert(auditLog).values({ at: now, staffId: actor.staffId, entity: 'lead', entityKey: `paper-award:${id}`, action: 'open-file', before: null, after: { slot, name: file.originalName }, ip: actor.ip, userAgent: actor.userAgent });
  return c.body(new Uint8Array(bytes), 200, {
    'content-type': file.mime,
    'content-disposition': `attachment; filename="${safeName(file.originalName, `${slot}-${id}`)}"`,
    'x-content-type-options': 'nosniff',
    'content-security-policy': "sandbox; default-src 'none'",
    'cache-control': 'private, no-store',
  });
}
