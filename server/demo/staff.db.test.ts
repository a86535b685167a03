import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { auditLog, staff } from '../db/schema/index.ts';
import { adminKit } from '../modules/admin/admin.test-kit.ts';
import { describeEachDatabase } from '../test/databases.ts';
import { base32Decode } from '../security/base32.ts';
import { totpAt } from '../security/totp.ts';
import { createDemoOwner, DEMO_OWNER, DEMO_OWNER_TOTP_SECRET } from './staff.ts';

describeEachDatabase(
  'demo owner',
  (database) => {
    const db = () => database().db;

    it('is created in a database without staff, can log in as an owner, and only once', async () => {
      expect(await createDemoOwner(db())).toBe(true);
      const k = adminKit(db());
      // Its second factor is on from the start, with the secret the README and the start-up log print.
      const noCode = await k.call('POST', '/staff/login', { body: { email: DEMO_OWNER.email, password: DEMO_OWNER.password } });
      expect(noCode.body.data.fields).toEqual([{ field: 'code', message: 'Please enter the 6-digit code of your authenticator app' }]);
      const token = await k.login(DEMO_OWNER.email, DEMO_OWNER.password, { code: totpAt(base32Decode(DEMO_OWNER_TOTP_SECRET), k.clock.now.getTime()) });
      expect((await k.call('GET', '/admin/me', { token })).body.data).toMatchObject({ email: DEMO_OWNER.email, roles: ['owner'], totp: true, mustEnrol: false });
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
