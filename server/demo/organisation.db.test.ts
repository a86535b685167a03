import { expect, it } from 'vitest';
import { testApp } from '../test/app.ts';
import { describeEachDatabase } from '../test/databases.ts';
import { createDemoCustomer } from './customer.ts';
import { DEMO_ORGANISATION } from './organisation.ts';

describeEachDatabase('demo organisation', (database) => {
  const db = () => database().db;
  const app = () => testApp(db());
  const call = async (path: string, init: { body?: unknown; token?: string } = {}) => {
    const headers: Record<string, string> = { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) };
    const res = await app().request(`/api/v1${path}`, { method: init.body ? 'POST' : 'GET', headers, body: init.body ? JSON.stringify(init.body) : undefined });
    return (await res.json()) as { code: string; data: Record<string, unknown> & { jti: string; needsCompletion: boolean } };
  };

  it('comes with the demo customer: its buyer and approver log in without a phone step and see their roles', async () => {
    expect(await createDemoCustomer(db())).toBe(true);
    for (const [who, role, limitCny] of [
      [DEMO_ORGANISATION.buyer, 'buyer', 2000],
      [DEMO_ORGANISATION.approver, 'approver', null],
    ] as const) {
      const login = await call('/user/login', { body: { username: who.email, password: who.password } });
      expect([login.code, login.data.needsCompletion]).toEqual(['E0001', false]);
      const mine = await call('/organisation', { token: login.data.jti });
      expect(mine.data).toMatchObject({ nameEn: 'Aurora Demo University', role, limitCny, requirePoNumber: true });
    }
  });
});
