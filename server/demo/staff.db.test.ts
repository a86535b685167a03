import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { auditLog, staff } from '../db/schema/index.ts';
import { adminKit } from '../modules/admin/admin.test-kit.ts';
import { describeEachDatabase } from '../test/databases.ts';
import { createDemoOwner, DEMO_OWNER } from './staff.ts';

describeEachDatabase(
  'demo owner',
  (database) => {
    const db = () => database().db;

    it('is created in a database without staff, can log in as an owner, and only once', async () => {
      expect(await createDemoOwner(db())).toBe(true);
      const k = adminKit(db());
      const token = await k.login(DEMO_OWNER.email, DEMO_OWNER.password);
      expect((await k.call('GET', '/admin/me', { token })).body.data).toMatchObject({ email: DEMO_OWNER.email, roles: ['owner'] });
      const [row] = await db().select().from(auditLog).where(eq(auditLog.entityKey, DEMO_OWNER.email));
      expect(row).toMatchObject({ staffId: null, action: 'create', userAgent: 'demo data' });
      expect(await createDemoOwner(db())).toBe(false);
    });

    it('is never created in a database that has staff already', async () => {
      await db().update(staff).set({ email: 'renamed-owner@example.com' }).where(eq(staff.email, DEMO_OWNER.email));
      expect(await createDemoOwner(db())).toBe(false);
      expect(await db().select().from(staff).where(eq(staff.email, DEMO_OWNER.email))).toEqual([]);
    });
  },
  { seed: false },
);
