import { asc, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  distributorEditSchema, recruitmentEditSchema, recruitmentTextFields, untranslatedIn,
  type AdminDistributor, type AdminRecruitmentPost, type DistributorEdit, type RecruitmentEdit,
} from '../../../src/contracts/admin/directory.ts';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { areas, distributors, recruitmentPosts } from '../../db/schema/index.ts';
import { ok } from '../../http/respond.ts';
import { readBody, readQuery } from '../../http/validate.ts';
import { permitted, type AdminContext, type AdminRoute } from '../../http/staff/admin-route.ts';
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
async function checkedDistributor(db: Db, c: AdminContext): Promise<DistributorEdit> {
  const edit = await readBody(c, distributorEditSchema);
  const [area] = await db.select({ id: areas.id }).from(areas).where(eq(areas.id, edit.areaId)).limit(1);
  if (!area) throw new ChangeRefused('areaId', 'admin:v.area');
  return edit;
}

const areaQuery = z.object({ areaId: z.coerce.number({ error: 'admin:v.area' }).int('admin:v.area').min(1, 'admin:v.area').max(2_147_483_647, 'admin:v.area').optional() });

/**
 * Distributors and recruitment posts in the back office (permission `content`), both languages side by
 * side; every change audited (entities `distributor` and `recruitment`, the row's id).
 */
export function directoryAdminRoutes(deps: AppDeps): AdminRoute[] {
  const { db } = deps;
  return permitted('content', {
    'GET /distributors': async (c) => {
      const { areaId } = readQuery(c, areaQuery);
      const rows = await db.select().from(distributors).where(areaId ? eq(distributors.areaId, areaId) : undefined).orderBy(asc(distributors.areaId), asc(distributors.id));
      return ok(c, rows.map((r) => ({ ...r, untranslated: untranslatedIn(r, ['name', 'address']) })));
    },
    ...editRoutes(deps, '/distributors', distributorRows, (c) => checkedDistributor(db, c)),
    'GET /recruitment': async (c) => {
      const rows = await db.select().from(recruitmentPosts).orderBy(desc(recruitmentPosts.publishedAt), desc(recruitmentPosts.id));
      return ok(c, rows.map((r) => ({ ...r, untranslated: untranslatedIn(r, recruitmentTextFields) })));
    },
    ...editRoutes(deps, '/recruitment', recruitmentRows, (c) => readBody(c, recruitmentEditSchema)),
  });
}
