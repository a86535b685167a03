import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { myLeadsSchema } from '../../../src/contracts/my-leads.ts';
import { areas, categories, leadStates, leaveWords, trialApplications } from '../../db/schema/index.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { accountKit } from '../account/account.test-kit.ts';

describeEachDatabase('the customer\'s own leads (GET /account/leads)', (database) => {
  const db = () => database().db;

  it('needs a login (401 E0401)', async () => {
    const res = await accountKit(db()).call('GET', '/account/leads');
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 'E0401' });
  });

  it('lists the enquiries sent from the account\'s e-mail and the trials sent while logged in, never another customer\'s', async () => {
    const k = accountKit(db());
    const me = await k.newUser();
    const other = await k.newUser();
    const enquiry = (email: string) =>
      k.call('POST', '/enquiry', { body: { submissionId: randomUUID(), catalogNumber: 'CYT-H0201', productName: 'IL-2', size: '100 µg', name: 'Ada', company: 'AE Ltd', department: 'R&D', industryName: 'University', areaName: 'Shanghai', email, phone: '13812345678', content: 'Price?' } });
    // The e-mail is compared case-insensitively: the account stores it lower-case, a form may not.
    const mine = (await enquiry(me.email.toUpperCase())).body.data.id as number;
    const theirs = (await enquiry(other.email)).body.data.id as number;
    const [category] = await db().select({ id: categories.id }).from(categories).limit(1);
    const [area] = await db().select({ id: areas.id }).from(areas).limit(1);
    const trial = (userId: number | null, email: string) =>
      db()
        .insert(trialApplications)
        .values({ submissionId: randomUUID(), lang: 'zh', userId, sku: 'CYT-T1', productName: 'Trial kit', productApplication: 'ELISA', treeId: category!.id, name: 'Ada', email, phone: '13812345678', company: 'AE', department: 'R&D', address: 'Shanghai', industry: 'research', areaId: area!.id })
        .returning({ id: trialApplications.id });
    const [myTrial] = await trial(me.id, 'someone.else@example.com');
    // An anonymous trial from my address is nobody's account: the tables with a user id go by it alone.
    const [anonymousTrial] = await trial(null, me.email);
    const [otherTrial] = await trial(other.id, other.email);
    await db().update(leadStates).set({ status: 'waiting_customer' }).where(and(eq(leadStates.kind, 'trial'), eq(leadStates.leadId, myTrial!.id)));
    const [otherMessage] = await db().insert(leaveWords).values({ submissionId: randomUUID(), lang: 'en', name: 'X', email: other.email, phone: '1', company: 'c', department: 'd', address: 'a', content: 'hi' }).returning({ id: leaveWords.id });

    const res = await k.call('GET', '/account/leads', { token: me.token });
    expect(res.status).toBe(200);
    const list = myLeadsSchema.parse(res.body.data);
    const keys = list.map((l) => `${l.kind}:${l.id}`);
    expect(keys).toEqual(expect.arrayContaining([`enquiry:${mine}`, `trial:${myTrial!.id}`]));
    expect(keys).not.toContain(`enquiry:${theirs}`);
    expect(keys).not.toContain(`trial:${otherTrial!.id}`);
    expect(keys).not.toContain(`trial:${anonymousTrial!.id}`);
    expect(keys).not.toContain(`leave-word:${otherMessage!.id}`);
    expect(list.find((l) => l.kind === 'enquiry' && l.id === mine)).toMatchObject({ status: 'new', topic: 'CYT-H0201 IL-2 100 µg · Price?' });
    expect(list.find((l) => l.kind === 'trial')).toMatchObject({ status: 'waiting_customer', topic: 'CYT-T1 Trial kit' });

    const theirList = (await k.call('GET', '/account/leads', { token: other.token })).body.data.map((l: { kind: string; id: number }) => `${l.kind}:${l.id}`);
    expect(theirList).toEqual(expect.arrayContaining([`enquiry:${theirs}`, `trial:${otherTrial!.id}`, `leave-word:${otherMessage!.id}`]));
    expect(theirList).not.toContain(`enquiry:${mine}`);
  });
});
