import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { users } from '../db/schema/index.ts';
import { testApp } from '../test/app.ts';
import { describeEachDatabase } from '../test/databases.ts';
import { createDemoCustomer, DEMO_CUSTOMER } from './customer.ts';

describeEachDatabase('demo customer', (database) => {
  const db = () => database().db;
  const login = async (username: string, password: string) => {
    const res = await testApp(db()).request('/api/v1/user/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) });
    return (await res.json()) as { code: string; data: { jti: string; needsCompletion: boolean } };
  };

  it('is created in a database without customers, logs in with no phone step, and only once', async () => {
    expect(await createDemoCustomer(db())).toBe(true);
    const answer = await login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    expect(answer.code).toBe('E0001');
    expect(answer.data.needsCompletion).toBe(false);
    const [row] = await db().select().from(users).where(eq(users.email, DEMO_CUSTOMER.email));
    expect(row!.passwordHash).not.toContain(DEMO_CUSTOMER.password);
    expect(await createDemoCustomer(db())).toBe(false);
  });

  it('is never created in a database that has customers already', async () => {
    await db().update(users).set({ email: 'someone@example.com' }).where(eq(users.email, DEMO_CUSTOMER.email));
    expect(await createDemoCustomer(db())).toBe(false);
    expect(await db().select().from(users).where(eq(users.email, DEMO_CUSTOMER.email))).toEqual([]);
  });
});
