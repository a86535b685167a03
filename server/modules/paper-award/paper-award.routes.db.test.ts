import { count, eq, inArray } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { outbox, paperAwardApplications as apps, uploads } from '../../db/schema/index.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { accountKit } from '../account/account.test-kit.ts';
import { rewardKit } from './paper-award.test-kit.ts';

describeEachDatabase('POST /paper_reward', (database) => {
  const db = () => database().db;
  const rowsOf = async (submissionId: string) => db().select().from(apps).where(eq(apps.submissionId, submissionId));
  const claimedBy = async (tokens: string[]) => (await db().select({ applicationId: uploads.applicationId }).from(uploads).where(inArray(uploads.token, tokens))).map((r) => r.applicationId);
  const tokensOf = (f: { imageId1: string; imageId2: string; file: string }) => [f.imageId1, f.imageId2, f.file];

  it('stores an application once on a double post, with the award the server computes, and claims its uploads', async () => {
    const kit = rewardKit(db());
    // The client claims 99999; the award table gives 3000 for IF 27.7, 20% tax 600, net 2400.
    const form = { ...(await kit.withCode(await kit.application({ influenceFactor: '27.7' }))), bonusAmount: 99999 };
    const [a, b] = await Promise.all([kit.apply(form), kit.apply(form)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.data).toEqual({ id: expect.any(Number), award: { grossCny: 3000, taxCny: 600, netCny: 2400 }, counts: true });
    expect(b.body.data.id).toBe(a.body.data.id);
    const rows = await rowsOf(form.submissionId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ awardGross: 3000, awardTax: 600, awardNet: 2400, influenceFactor: 27.7, doi: form.doi.toLowerCase(), accountName: 'Li Ming', counts: true, lang: 'en' });
    expect(await claimedBy(tokensOf(form))).toEqual([a.body.data.id, a.body.data.id, a.body.data.id]);
    // A third post after the code was spent still answers the first row (duplicates are checked first).
    expect((await kit.apply(form)).body.data.id).toBe(a.body.data.id);
    const notices = await db().select().from(outbox).where(eq(outbox.recipient, 'info@example.com'));
    expect(notices.filter((n) => n.subject.includes(form.doi.toLowerCase()))).toHaveLength(1);
  });

  it('refuses a paper someone already applied for, on the doi field, without spending the code', async () => {
    const kit = rewardKit(db());
    const first = await kit.withCode(await kit.application());
    expect((await kit.apply(first)).status).toBe(200);
    const second = await kit.withCode(await kit.application({ doi: `https://doi.org/${first.doi.toUpperCase()}` }), 'zh');
    const res = await kit.apply(second, 'zh');
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('E0409');
    expect(res.body.data.fields).toEqual([{ field: 'doi', message: '该论文（DOI）已有人申请，每篇论文仅限一人申请' }]);
    expect(await rowsOf(second.submissionId)).toEqual([]);
    expect(await claimedBy(tokensOf(second))).toEqual([null, null, null]);
    // Corrected, the same code and uploads still go through.
    expect((await kit.apply({ ...second, doi: `${first.doi}-2` }, 'zh')).status).toBe(200);
  });

  it('lets only the first or corresponding author apply', async () => {
    const kit = rewardKit(db());
    const form = await kit.withCode(await kit.application({ name: 'Zhang San', username: 'Zhang San' }));
    const res = await kit.apply(form);
    expect(res.status).toBe(400);
    expect(res.body.data.fields).toEqual([{ field: 'name', message: 'Only the first or corresponding author may apply: your name must match one of them' }]);
    expect(await rowsOf(form.submissionId)).toEqual([]);
    // The corresponding author may, whatever the case and spacing.
    expect((await kit.apply({ ...form, name: ' wang  FANG' })).status).toBe(200);
  });

  it('keeps the award with the highest impact factor of a product group, in both directions', async () => {
    const kit = rewardKit(db());
    const group = { sku: `GRP-${Date.now().toString(36)}`, mentor: 'Wang Fang', company: 'Fudan University' };
    const low = await kit.withCode(await kit.application({ ...group, influenceFactor: '3' }));
    expect((await kit.apply(low)).body.data).toMatchObject({ counts: true, award: { grossCny: 1000, taxCny: 200, netCny: 800 } });
    // Higher IF, same group written differently: the new paper takes the award from the old one.
    const high = await kit.withCode(await kit.application({ ...group, sku: group.sku.toLowerCase(), mentor: 'WANG fang', company: ' fudan  university', influenceFactor: '12.5' }));
    expect((await kit.apply(high)).body.data).toMatchObject({ counts: true, award: { grossCny: 3000 } });
    expect((await rowsOf(low.submissionId))[0]!.counts).toBe(false);
    // Lower or equal IF: stored, its award computed, but the group's paper keeps the award.
    for (const influenceFactor of ['5', '12.5']) {
      const later = await kit.withCode(await kit.application({ ...group, influenceFactor }));
      const res = await kit.apply(later);
      expect(res.status).toBe(200);
      expect(res.body.data.counts).toBe(false);
      expect((await rowsOf(later.submissionId))[0]!.counts).toBe(false);
    }
    const counting = await db().select({ n: count() }).from(apps).where(eq(apps.groupKey, `${group.sku.toUpperCase()}|wangfang|fudanuniversity`));
    expect(counting[0]!.n).toBe(4);
    const holders = await db().select({ id: apps.id }).from(apps).where(eq(apps.counts, true));
    expect(holders.map((h) => h.id)).toContain((await rowsOf(high.submissionId))[0]!.id);
    expect((await rowsOf(high.submissionId))[0]!.counts).toBe(true);
  });

  it('writes no row and claims no upload when the code is wrong, and names the field', async () => {
    const kit = rewardKit(db());
    const form = await kit.withCode(await kit.application(), 'zh');
    const res = await kit.apply({ ...form, code: form.code === '000000' ? '111111' : '000000' }, 'zh');
    expect(res.status).toBe(400);
    expect(res.body.data.fields).toEqual([{ field: 'code', message: '验证码错误或已过期' }]);
    expect(await rowsOf(form.submissionId)).toEqual([]);
    expect(await claimedBy(tokensOf(form))).toEqual([null, null, null]);
  });

  it('refuses upload tokens of the wrong kind, unknown or already claimed', async () => {
    const kit = rewardKit(db());
    const first = await kit.withCode(await kit.application());
    expect((await kit.apply(first)).status).toBe(200);
    const form = await kit.withCode(await kit.application());
    const res = await kit.apply({ ...form, imageId1: form.file, imageId2: first.imageId2, file: 'x'.repeat(43) });
    expect(res.status).toBe(400);
    expect(res.body.data.fields).toEqual([
      { field: 'imageId1', message: 'ID card (front): this upload is no longer valid, please upload the file again' },
      { field: 'imageId2', message: 'ID card (back): this upload is no longer valid, please upload the file again' },
      { field: 'file', message: 'Paper (PDF): this upload is no longer valid, please upload the file again' },
    ]);
    expect(await rowsOf(form.submissionId)).toEqual([]);
    expect(await claimedBy([form.imageId1, form.file])).toEqual([null, null]);
  });

  it('records the logged-in applicant, and no one for a visitor', async () => {
    const kit = rewardKit(db());
    const user = await accountKit(db()).newUser();
    const mine = await kit.withCode(await kit.application());
    expect((await kit.call('POST', '/paper_reward', { body: mine, headers: { authorization: `Bearer ${user.token}` } })).status).toBe(200);
    expect((await rowsOf(mine.submissionId))[0]!.userId).toBe(user.id);
    const visitor = await kit.withCode(await kit.application());
    expect((await kit.apply(visitor)).status).toBe(200);
    expect((await rowsOf(visitor.submissionId))[0]!.userId).toBeNull();
  });

  it('refuses blank fields with one text each, before asking for the code', async () => {
    const kit = rewardKit(db());
    const res = await kit.apply({ submissionId: 'paper-blank-0001', paperTitle: '', influenceFactor: '' }, 'zh');
    expect(res.status).toBe(400);
    const byField = Object.fromEntries((res.body.data.fields as { field: string; message: string }[]).map((f) => [f.field, f.message]));
    expect(byField.paperTitle).toBe('论文题目不能为空');
    expect(byField.influenceFactor).toBe('影响因子不能为空');
    expect(byField.code).toBe('验证码不能为空');
    expect(await rowsOf('paper-blank-0001')).toEqual([]);
  });
});

describeEachDatabase('GET /paper_reward/award', (database) => {
  it('answers the award of an impact factor, and refuses a non-positive one', async () => {
    const kit = rewardKit(database().db);
    expect((await kit.call('GET', '/paper_reward/award?influenceFactor=4.999')).body.data).toEqual({ grossCny: 1000, taxCny: 200, netCny: 800 });
    expect((await kit.call('GET', '/paper_reward/award?influenceFactor=5')).body.data).toEqual({ grossCny: 2000, taxCny: 400, netCny: 1600 });
    expect((await kit.call('GET', '/paper_reward/award?influenceFactor=0')).status).toBe(400);
  });
});
