import { eq, getTableName, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { LeadKind, LeadSummary } from '../../../src/contracts/admin/leads.ts';
import type { Db } from '../../db/client.ts';
import { coaRequests, enquiries, leaveWords, paperAwardApplications, resourceDownloads, resources, suggestions, trialApplications } from '../../db/schema/index.ts';

/**
 * Where each kind of lead is stored, and how the inbox names the person's organisation and what the lead
 * is about. The inbox reads these tables; it never changes what the person sent.
 */
interface LeadSource {
  table: PgTable & { id: PgColumn; lang: PgColumn; name: PgColumn; email: PgColumn };
  company: PgColumn | SQL<string>;
  topic: PgColumn | SQL<string>;
}

const SOURCES: Record<LeadKind, LeadSource> = {
  'leave-word': { table: leaveWords, company: leaveWords.company, topic: leaveWords.content },
  enquiry: { table: enquiries, company: enquiries.company, topic: sql<string>`concat_ws(' ', nullif(${enquiries.catalogNumber}, ''), nullif(${enquiries.productName}, ''), nullif(${enquiries.size}, ''), '·', ${enquiries.content})` },
  coa: { table: coaRequests, company: coaRequests.unit, topic: sql<string>`concat(${coaRequests.catalogNumbers}, ' · ', ${coaRequests.lotNumber})` },
  suggestion: { table: suggestions, company: suggestions.company, topic: suggestions.productName },
  trial: { table: trialApplications, company: trialApplications.company, topic: sql<string>`concat(${trialApplications.sku}, ' ', ${trialApplications.productName})` },
  'paper-award': { table: paperAwardApplications, company: paperAwardApplications.company, topic: paperAwardApplications.paperTitle },
  'resource-download': {
    table: resourceDownloads,
    company: resourceDownloads.company,
    topic: sql<string>`(select concat(${resources.titleEn}, ' / ', ${resources.titleZh}) from ${resources} where ${resources.id} = ${resourceDownloads.resourceId})`,
  },
};

/**
 * The table each kind of lead is stored in. The database names the same pairs in its own triggers (each lead table's
 * insert trigger passes its kind to `lead_arrived`, migration 0010): lead-kinds.db.test.ts holds the two together.
 */
export const leadTableOf = (kind: LeadKind): string => getTableName(SOURCES[kind].table);

/**
 * Columns never shown in the inbox: internal keys, the hash of a download token, and files (the uploads of a
 * paper award are attachments, shown by their own viewer).
 */
const HIDDEN = new Set(['id', 'submissionId', 'lang', 'createdAt', 'downloadTokenHash', 'downloadExpiresAt', 'groupKey', 'idPhoto1UploadId', 'idPhoto2UploadId', 'paperUploadId', 'userId']);

/** The topic line is for a list: one line, not the whole message. */
const TOPIC_MAX = 140;

/** A lead's sender and topic, as the inbox's rows show them. */
export type LeadPerson = Pick<LeadSummary, 'id' | 'lang' | 'name' | 'email' | 'company' | 'topic'>;

/** Who sent each of `ids` (of one kind), and what about. */
export async function leadPeople(db: Db, kind: LeadKind, ids: number[]): Promise<LeadPerson[]> {
  if (!ids.length) return [];
  const s = SOURCES[kind];
  const rows = await db
    .select({ id: s.table.id, lang: s.table.lang, name: s.table.name, email: s.table.email, company: s.company, topic: s.topic })
    .from(s.table as PgTable)
    .where(inArray(s.table.id, ids));
  return (rows as LeadPerson[]).map((r) => ({ ...r, topic: oneLine(String(r.topic ?? '')) }));
}

const oneLine = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > TOPIC_MAX ? `${flat.slice(0, TOPIC_MAX - 1)}…` : flat;
};

export type FieldValue = string | number | boolean | null;

/** Every field the person sent (by its column's property name), or null when there is no such lead. */
export async function leadFields(db: Db, kind: LeadKind, id: number): Promise<{ name: string; value: FieldValue }[] | null> {
  const s = SOURCES[kind];
  const [row] = (await db.select().from(s.table as PgTable).where(eq(s.table.id, id))) as Record<string, unknown>[];
  if (!row) return null;
  return Object.entries(row)
    .filter(([name]) => !HIDDEN.has(name))
    .map(([name, value]) => ({ name, value: value instanceof Date ? value.toISOString() : (value as FieldValue) }));
}

/** The language each of `ids` (of one kind) was sent in. */
export async function leadLangs(db: Db, kind: LeadKind, ids: number[]): Promise<Pick<LeadPerson, 'id' | 'lang'>[]> {
  if (!ids.length) return [];
  const s = SOURCES[kind];
  return (await db.select({ id: s.table.id, lang: s.table.lang }).from(s.table as PgTable).where(inArray(s.table.id, ids))) as Pick<LeadPerson, 'id' | 'lang'>[];
}
