import { and, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { beijingDayEnd, beijingDayStart } from '../../../src/contracts/beijing-date.ts';
import type { AuditEntry, AuditQuery } from '../../../src/contracts/admin/audit.ts';
import type { Page } from '../../../src/contracts/content.ts';
import type { Db } from '../../db/client.ts';
import { countedPage } from '../../db/paged.ts';
import { auditLog, staff } from '../../db/schema/index.ts';

const isDateOnly = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v);

/** `from` as an instant: a date means its first moment in Beijing, the office's calendar (the trail shows Beijing time). */
const startOf = (v: string) => (isDateOnly(v) ? beijingDayStart(v) : new Date(v));
/** The first instant after `to`: a date includes the whole day, in Beijing. */
const endOf = (v: string) => (isDateOnly(v) ? beijingDayEnd(v) : new Date(Date.parse(v) + 1));

/** Audit rows matching the filters, newest first, one page. */
export async function auditEntries(db: Db, q: AuditQuery): Promise<Page<AuditEntry>> {
  const filters: (SQL | undefined)[] = [
    q.entity ? eq(auditLog.entity, q.entity) : undefined,
    q.key ? eq(auditLog.entityKey, q.key) : undefined,
    q.staff ? eq(auditLog.staffId, q.staff) : undefined,
    q.action ? eq(auditLog.action, q.action) : undefined,
    q.from ? gte(auditLog.at, startOf(q.from)) : undefined,
    q.to ? lt(auditLog.at, endOf(q.to)) : undefined,
  ];
  const where = and(...filters);
  const { rows, total } = await countedPage(db, auditLog, where, q, (limit, offset) =>
    db
      .select({ row: auditLog, staffName: staff.name, staffEmail: staff.email })
      .from(auditLog)
      .leftJoin(staff, eq(staff.id, auditLog.staffId))
      .where(where)
      // The id follows the order of commits closely enough and, unlike `at`, never ties.
      .orderBy(desc(auditLog.id))
      .limit(limit)
      .offset(offset),
  );
  return {
    list: rows.map(({ row, staffName, staffEmail }) => ({
      id: row.id,
      at: row.at.toISOString(),
      staff: row.staffId === null ? null : { id: row.staffId, name: staffName ?? '', email: staffEmail ?? '' },
      entity: row.entity,
      key: row.entityKey,
      action: row.action,
      before: row.before,
      after: row.after,
      ip: row.ip,
      userAgent: row.userAgent,
    })),
    total,
    page: q.page,
    size: q.size,
  };
}
