import { asc, desc, eq } from 'drizzle-orm';
import {
  recruitmentTextFields, untranslatedIn,
  type AdminDistributor, type AdminRecruitmentPost, type DistributorEdit, type RecruitmentEdit,
} from '../../../src/contracts/admin/directory.ts';
import {
  adminDistributorCreate, adminDistributorDelete, adminDistributorList, adminDistributorUpdate,
  adminRecruitmentCreate, adminRecruitmentDelete, adminRecruitmentList, adminRecruitmentUpdate,
} from '../../../src/contracts/endpoints/content-admin.ts';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { areas, distributors, recruitmentPosts } from '../../db/schema/index.ts';
import { route, type Route } from '../../http/endpoint-route.ts';
import { ChangeRefused } from '../../http/staff/change-refused.ts';
import { auditedRows } from './audited-rows.ts';
import { editRoutes } from './edit-routes.ts';

const distributorRows = auditedRows<DistributorEdit, AdminDistributor>({
  table: distributors,
  entity: 'distributor',
  shown: (r) => ({ ...(r as unknown as Omit<AdminDistributor, 'untranslated'>), untranslated: untranslatedIn(r, ['name', 'address']) }),
  stored: (edit) => edit,
});

const recruitmentRows = auditedRows<RecruitmentEdit, AdminRecruitmentPost>({
  table: recruitmentPosts,
  entity: 'recruitment',
  shown: (r) => ({ ...(r as unknown as Omit<AdminRecruitmentPost, 'untranslated'>), untranslated: untranslatedIn(r, recruitmentTextFields) }),
  stored: (edit) => edit,
});

/** A distributor's region must exist (else a 400 naming `areaId`, not a foreign-key 500). */
async function checkArea(db: Db, edit: DistributorEdit): Promise<void> {
  const [area] = await db.select({ id: areas.id }).from(areas).where(eq(areas.id, edit.areaId)).limit(1);
  if (!area) throw new ChangeRefused('areaId', 'admin:v.area');
}

/**
 * Distributors and recruitment posts in the back office (permission `content`), both languages side by
 * side; every change audited (entities `distributor` and `recruitment`, the row's id).
 */
export function directoryAdminRoutes(deps: AppDeps): Route[] {
  const { db } = deps;
  return [
    route(adminDistributorList, async (_c, { query: { areaId } }) => {
      const rows = await db.select().from(distributors).where(areaId ? eq(distributors.areaId, areaId) : undefined).orderBy(asc(distributors.areaId), asc(distributors.id));
      return rows.map((r) => ({ ...r, untranslated: untranslatedIn(r, ['name', 'address']) }));
    }),
    ...editRoutes(deps, { create: adminDistributorCreate, update: adminDistributorUpdate, remove: adminDistributorDelete }, distributorRows, (edit) => checkArea(db, edit)),
    route(adminRecruitmentList, async () => {
      const rows = await db.select().from(recruitmentPosts).orderBy(desc(recruitmentPosts.publishedAt), desc(recruitmentPosts.id));
      return rows.map((r) => ({ ...r, untranslated: untranslatedIn(r, recruitmentTextFields) }));
    }),
    ...editRoutes(deps, { create: adminRecruitmentCreate, update: adminRecruitmentUpdate, remove: adminRecruitmentDelete }, recruitmentRows),
  ];
}
