import { desc, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { organisations, outbox } from '../../db/schema/index.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { adminSession, type AdminKit } from '../admin/admin.test-kit.ts';
import { issueToken } from '../account/token.queries.ts';
import { newCustomer, organisationWithMembers } from './organisations.test-kit.ts';

describeEachDatabase('the organisation\'s admin in the personal centre: invitations by e-mail and members\' limits', (database) => {
  const db = () => database().db;
  let k: AdminKit;
  let org: Awaited<ReturnType<typeof organisationWithMembers>>;
  const versionOf = async () => (await db().select({ v: organisations.version }).from(organisations).where(eq(organisations.id, org.organisation.id)))[0]!.v;

  beforeAll(async () => {
    let staff: string;
    ({ k, token: staff } = await adminSession(db(), ['owner']));
    org = await organisationWithMembers(k, staff, 300, { percentOff: 0, fixedPrice: 10, members: { admin: { role: 'admin' }, buyer: { role: 'buyer', limitCny: 100 } } });
  });

  it('invites by e-mail in the admin\'s language; the invited account accepts once and joins with the role and limit', async () => {
    const { token } = org.people.admin!;
    const email = k.newEmail('invited');
    const before = await versionOf();
    const sent = await k.call('POST', '/organisation/invitations', { token, body: { email: email.toUpperCase(), role: 'buyer', limitCny: '500' }, headers: { 'x-lang': 'zh' } });
    expect(sent.status).toBe(200);
    expect(sent.body.data.invitations).toEqual([expect.objectContaining({ email, role: 'buyer', limitCny: 500 })]);
    expect(await versionOf()).toBe(before + 1);
    const [mail] = await db().select().from(outbox).where(eq(outbox.recipient, email)).orderBy(desc(outbox.id));
    expect(mail!.subject).toBe('邀请您为东方生物大学300下单');
    const link = /invitation=([A-Za-z0-9_-]{43})/.exec(mail!.body)![1]!;
    expect(mail!.body).toContain('/cn/order-list?invitation=');

    // Only the invited address may accept, once.
    expect((await k.call('POST', '/organisation/invitations/accept', { token: await k.customerToken(), body: { token: link } })).status).toBe(404);
    const userId = await newCustomer(db(), email, 'Invited');
    const invited = (await issueToken(db(), k.clock.now, userId)).jti;
    const joined = await k.call('POST', '/organisation/invitations/accept', { token: invited, body: { token: link } });
    expect(joined.body.data).toMatchObject({ id: org.organisation.id, role: 'buyer', limitCny: 500 });
    expect((await k.call('POST', '/organisation/invitations/accept', { token: invited, body: { token: link } })).status).toBe(404);
    const list = (await k.call('GET', '/organisation/members', { token })).body.data;
    expect(list.invitations).toEqual([]);
    expect(list.members.map((m: { email: string }) => m.email)).toContain(email);

    const again = await k.call('POST', '/organisation/invitations', { token, body: { email, role: 'buyer' } });
    expect([again.status, again.body.data.fields[0].field]).toEqual([400, 'email']);
  });

  it('sets a member\'s limit; refuses other roles (403; their list is empty), a bad amount (400) and a stranger (404)', async () => {
    const { token } = org.people.admin!;
    const buyer = org.people.buyer!;
    const set = await k.call('PUT', `/organisation/members/${buyer.userId}`, { token, body: { limitCny: 2500.5 } });
    expect(set.body.data.members.find((m: { userId: number }) => m.userId === buyer.userId).limitCny).toBe(2500.5);
    expect((await k.call('GET', '/organisation', { token: buyer.token })).body.data.limitCny).toBe(2500.5);
    const bad = await k.call('PUT', `/organisation/members/${buyer.userId}`, { token, body: { limitCny: '12.345' }, headers: { 'x-lang': 'zh' } });
    expect(bad.body.data.fields).toEqual([{ field: 'limitCny', message: '请输入以元为单位、最多两位小数的金额；不限额请留空' }]);
    expect((await k.call('PUT', `/organisation/members/${buyer.userId}`, { token: buyer.token, body: { limitCny: 1 } })).status).toBe(403);
    expect((await k.call('GET', '/organisation/members', { token: buyer.token })).body.data).toEqual({ members: [], invitations: [] });
    expect((await k.call('PUT', '/organisation/members/2147483000', { token, body: { limitCny: 1 } })).status).toBe(404);
  });
});
