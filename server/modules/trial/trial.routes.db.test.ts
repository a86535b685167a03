import { and, asc, count, eq, isNotNull } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { categories, outbox, trialApplications, verificationCodes } from '../../db/schema/index.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { accountKit } from '../account/account.test-kit.ts';

describeEachDatabase('POST /try_out', (database) => {
  const db = () => database().db;
  let productCategory: number;
  let serviceCategory: number;
  beforeAll(async () => {
    const first = (kind: 'product' | 'service') =>
      db().select({ id: categories.id }).from(categories).where(and(eq(categories.kind, kind), isNotNull(categories.parentId))).orderBy(asc(categories.id)).limit(1);
    productCategory = (await first('product'))[0]!.id;
    serviceCategory = (await first('service'))[0]!.id;
  });

  const application = (submissionId: string, who: { email: string; phone: string }, extra: Record<string, unknown> = {}) => ({
    submissionId,
    sku: 'CYT-H0201',
    productName: 'Recombinant Human IL-2 Protein',
    productApplication: 'T-cell expansion',
    treeId: String(productCategory),
    name: 'Li Ming',
    company: 'Fudan University',
    department: 'Immunology Lab',
    phone: who.phone,
    email: who.email,
    code: '000000',
    address: '220 Handan Road',
    industryId: 'research',
    areaId: '1',
    ...extra,
  });
  const rows = async (submissionId: string) => (await db().select({ n: count() }).from(trialApplications).where(eq(trialApplications.submissionId, submissionId)))[0]!.n;

  /** A kit with a fresh identity and a form code sent to it (e-mail on the English site, SMS on the Chinese). */
  async function withCode(lang: 'en' | 'zh') {
    const kit = accountKit(db());
    const who = kit.newIdentity();
    const target = lang === 'zh' ? who.phone : who.email;
    const sent = await kit.call('POST', '/form/code', { body: { target }, headers: { 'x-lang': lang } });
    expect(sent.status).toBe(200);
    const post = (body: unknown, token?: string) => kit.call('POST', '/try_out', { body, headers: { 'x-lang': lang }, token });
    return { kit, who, code: kit.lastCode(target), post, target };
  }

  it('stores an application once when a double click posts it twice, and notifies the staff mailbox', async () => {
    const { kit, who, code, post } = await withCode('en');
    const body = application('trial-dbl-0001', who, { code });
    const [a, b] = await Promise.all([post(body), post(body)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.data.id).toBe(b.body.data.id);
    expect(await rows('trial-dbl-0001')).toBe(1);
    const [row] = await db().select().from(trialApplications).where(eq(trialApplications.submissionId, 'trial-dbl-0001'));
    expect(row).toMatchObject({ sku: 'CYT-H0201', treeId: productCategory, industry: 'research', areaId: 1, userId: null, lang: 'en', email: who.email });
    const notices = await db().select().from(outbox).where(eq(outbox.subject, 'Trial sample application: CYT-H0201 from Li Ming (Fudan University)'));
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ recipient: 'info@example.com' });
    expect(notices[0]!.body).toContain('Application: T-cell expansion');
    expect(notices[0]!.body).toContain('Mailing address: 220 Handan Road, Beijing');
    // The notice is mailed after the commit.
    await expect.poll(() => kit.mails.filter((m) => m.to === 'info@example.com' && m.subject.startsWith('Trial sample application')).length).toBe(1);
  });

  it('answers a later retry of the same submission with the first id, without asking for the spent code again', async () => {
    const { who, code, post } = await withCode('en');
    const first = await post(application('trial-retry-0001', who, { code }));
    expect(first.status).toBe(200);
    const again = await post(application('trial-retry-0001', who, { code: code === '999999' ? '888888' : '999999' }));
    expect(again.status).toBe(200);
    expect(again.body.data.id).toBe(first.body.data.id);
    expect(await rows('trial-retry-0001')).toBe(1);
  });

  it('checks the code sent by SMS on the Chinese site, keeps the logged-in user and writes the notice in Chinese', async () => {
    const kit = accountKit(db());
    const user = await kit.newUser();
    const who = kit.newIdentity();
    await kit.call('POST', '/form/code', { body: { target: who.phone }, headers: { 'x-lang': 'zh' } });
    expect(kit.texts.at(-1)?.to).toBe(who.phone);
    const res = await kit.call('POST', '/try_out', {
      body: application('trial-zh-0001', who, { code: kit.lastCode(who.phone), name: '李明', company: '复旦大学', industryId: 'industry', areaId: '9' }),
      headers: { 'x-lang': 'zh' },
      token: user.token,
    });
    expect(res.status).toBe(200);
    const [row] = await db().select().from(trialApplications).where(eq(trialApplications.submissionId, 'trial-zh-0001'));
    expect(row).toMatchObject({ userId: user.id, industry: 'industry', areaId: 9, lang: 'zh' });
    const [notice] = await db().select().from(outbox).where(eq(outbox.subject, '试用申请：CYT-H0201，申请人 李明（复旦大学）'));
    expect(notice).toMatchObject({ recipient: 'service@example.cn' });
    expect(notice!.body).toContain('所属领域：工业');
    expect(notice!.body).toContain('邮寄地址：上海市220 Handan Road');
    expect(notice!.body).toContain(`账号：用户 #${user.id}`);
  });

  it('refuses a blank or malformed field with the Chinese texts, naming the fields, and stores nothing', async () => {
    const { who, code, post } = await withCode('zh');
    const res = await post(application('trial-bad-0001', who, { code, sku: ' ', phone: '12345', industryId: '' }));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('E0400');
    expect(res.body.data.fields).toEqual([
      { field: 'sku', message: '货号不能为空' },
      { field: 'phone', message: '请输入正确的手机号码' },
      { field: 'industryId', message: '所属领域不能为空' },
    ]);
    expect(await rows('trial-bad-0001')).toBe(0);
  });

  it('refuses a category outside the product tree and an unknown province, without spending the code', async () => {
    const { who, code, post } = await withCode('en');
    const res = await post(application('trial-choice-0001', who, { code, treeId: String(serviceCategory), areaId: '99999' }));
    expect(res.status).toBe(400);
    expect(res.body.data.fields).toEqual([
      { field: 'treeId', message: 'Please select a product category' },
      { field: 'areaId', message: 'Please select your province' },
    ]);
    expect(await rows('trial-choice-0001')).toBe(0);
    const unknownTree = await post(application('trial-choice-0002', who, { code, treeId: '99999' }));
    expect(unknownTree.body.data.fields).toEqual([{ field: 'treeId', message: 'Please select a product category' }]);
    // The code was not touched by the refused choices: the corrected application goes through with it.
    const fixed = await post(application('trial-choice-0001', who, { code }));
    expect(fixed.status).toBe(200);
    expect(await rows('trial-choice-0001')).toBe(1);
  });

  it('refuses a wrong code on the code field, stores nothing, and counts the failed check', async () => {
    const { who, code, post } = await withCode('zh');
    const wrong = code === '000000' ? '111111' : '000000';
    const res = await post(application('trial-code-0001', who, { code: wrong }));
    expect(res.status).toBe(400);
    expect(res.body.data.fields).toEqual([{ field: 'code', message: '验证码错误或已过期' }]);
    expect(await rows('trial-code-0001')).toBe(0);
    const [sent] = await db().select({ attempts: verificationCodes.attempts }).from(verificationCodes).where(eq(verificationCodes.target, who.phone));
    expect(sent!.attempts).toBe(1);
    // The same submission id with the right code is then accepted (nothing was stored under it).
    expect((await post(application('trial-code-0001', who, { code }))).status).toBe(200);
    expect(await rows('trial-code-0001')).toBe(1);
  });

  it('names the code field in English when the code went to another address', async () => {
    const { code, post } = await withCode('en');
    const other = accountKit(db()).newIdentity();
    const res = await post(application('trial-code-0002', other, { code }));
    expect(res.status).toBe(400);
    expect(res.body.data.fields).toEqual([{ field: 'code', message: 'The verification code is wrong or has expired' }]);
    expect(await rows('trial-code-0002')).toBe(0);
  });
});
