import { asc, count, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, expect, it } from 'vitest';
import { downloadTickets, outbox, resourceDownloads, resources } from '../../db/schema/index.ts';
import { sha256 } from '../../security/digest.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { accountKit } from '../account/account.test-kit.ts';
import { FILE_TICKET_LIFETIME_MS } from './file-ticket.queries.ts';

const form = (submissionId: string, extra: Record<string, unknown> = {}) => ({
  submissionId,
  name: 'Li Ming',
  email: 'li.ming@example.edu.cn',
  phone: '13812345678',
  areaId: 1,
  company: 'Fudan University',
  department: 'Immunology Lab',
  ...extra,
});

describeEachDatabase('resource downloads', (database) => {
  const db = () => database().db;
  let kit: ReturnType<typeof accountKit>;
  let doc: typeof resources.$inferSelect;
  beforeAll(async () => {
    kit = accountKit(db());
    [doc] = await db().select().from(resources).orderBy(asc(resources.id)).limit(1) as [typeof resources.$inferSelect];
  });
  const request = (body: unknown, lang = 'en', id = doc.id, token?: string) => kit.call('POST', `/resource/${id}/request`, { body, headers: { 'x-lang': lang }, ...(token ? { token } : {}) });
  const fetchFile = (url: string) => kit.app.request(url);
  const rows = async (submissionId: string) => (await db().select({ n: count() }).from(resourceDownloads).where(eq(resourceDownloads.submissionId, submissionId)))[0]!.n;

  it('stores a double-posted visitor form once, with one staff notice, and answers a file address each time', async () => {
    const [a, b] = await Promise.all([request(form('dl-dbl-0001')), request(form('dl-dbl-0001'))]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.data.url).toMatch(/^\/api\/v1\/resource\/file\/\d+\.[A-Za-z0-9_-]{43}$/);
    expect(b.body.data.url).not.toBe(a.body.data.url);
    expect(a.body.data.fileName).toBe(doc.fileName);
    expect(await rows('dl-dbl-0001')).toBe(1);
    const [row] = await db().select().from(resourceDownloads).where(eq(resourceDownloads.submissionId, 'dl-dbl-0001'));
    expect(row).toMatchObject({ resourceId: doc.id, userId: null, name: 'Li Ming', areaId: 1, lang: 'en' });
    const notices = await db().select({ n: count() }).from(outbox).where(eq(outbox.subject, `Resource download: ${doc.titleEn} by Li Ming (Fudan University)`));
    expect(notices[0]!.n).toBe(1);
  });

  it('serves the file as a real PDF named after the resource, once; the ticket is stored hashed', async () => {
    const { body } = await request(form('dl-pdf-0001'), 'zh');
    const ticket = body.data.url.split('/').pop() as string;
    const hashes = (await db().select({ h: downloadTickets.tokenHash }).from(downloadTickets)).map((r) => r.h);
    expect(hashes).toContain(sha256(ticket));
    expect(hashes.some((h) => h.includes(ticket.split('.')[1]!))).toBe(false);

    const res = await kit.app.request(body.data.url, { headers: { 'x-lang': 'zh' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${doc.fileName}"`);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    // The resource list states the true size of this very file, in the reader's language (not the demo's megabytes).
    const listed = (await kit.call('GET', '/resource?page=1&size=100', { headers: { 'x-lang': 'zh' } })).body.data.list.find((r: { id: number }) => r.id === doc.id);
    expect(listed.sizeBytes).toBe(bytes.length);
    expect(pdf.getTitle()).toBe(doc.titleZh);
    expect(pdf.getAuthor()).toBe('Aurora Protein Sciences Co., Ltd.');

    expect((await fetchFile(body.data.url)).status).toBe(404);
  });

  it('refuses an expired, a made-up and a tampered ticket', async () => {
    const { body } = await request(form('dl-exp-0001'));
    kit.advance(FILE_TICKET_LIFETIME_MS);
    expect((await fetchFile(body.data.url)).status).toBe(404);
    const fresh = (await request(form('dl-exp-0002'))).body.data.url as string;
    const [, random] = fresh.split('/').pop()!.split('.');
    const otherId = (await db().select({ id: resources.id }).from(resources).orderBy(asc(resources.id)).limit(2))[1]!.id;
    expect((await fetchFile(`/api/v1/resource/file/${otherId}.${random}`)).status).toBe(404);
    expect((await fetchFile(`/api/v1/resource/file/${doc.id}.${'A'.repeat(43)}`)).status).toBe(404);
    expect((await fetchFile('/api/v1/resource/file/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
    expect((await fetchFile(fresh)).status).toBe(200);
  });

  it('writes no row for a rejected form and names the bad fields in the page language', async () => {
    const bad = await request(form('dl-bad-0001', { name: ' ', phone: '+44 20 7946 0000', email: 'li@' }), 'zh');
    expect(bad.status).toBe(400);
    expect(bad.body.data.fields).toEqual([
      { field: 'name', message: '姓名不能为空' },
      { field: 'email', message: '请输入正确的邮箱地址' },
      { field: 'phone', message: '请输入正确的手机号码' },
    ]);
    const noArea = await request(form('dl-bad-0002', { areaId: 999_999 }));
    expect(noArea.status).toBe(400);
    expect(noArea.body.data.fields).toEqual([{ field: 'areaId', message: 'Province cannot be blank.' }]);
    expect((await request(form('dl-bad-0003'), 'en', 999_999)).status).toBe(404);
    expect((await kit.call('POST', '/resource/abc/request', { body: form('dl-bad-0004') })).status).toBe(400);
    for (const id of ['dl-bad-0001', 'dl-bad-0002', 'dl-bad-0003', 'dl-bad-0004']) expect(await rows(id)).toBe(0);
  });

  it('gives a logged-in user a direct file address, records the user on a form they send, and refuses visitors', async () => {
    const user = await kit.newUser();
    const direct = await kit.call('POST', `/resource/${doc.id}/download`, { token: user.token });
    expect(direct.status).toBe(200);
    const file = await fetchFile(direct.body.data.url);
    expect(file.status).toBe(200);
    expect(new TextDecoder().decode(new Uint8Array(await file.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    expect((await kit.call('POST', `/resource/999999/download`, { token: user.token })).status).toBe(404);

    const visitor = await kit.call('POST', `/resource/${doc.id}/download`);
    expect(visitor.status).toBe(401);
    expect(visitor.body.code).toBe('E0401');
    expect((await kit.call('POST', `/resource/${doc.id}/download`, { token: 'x'.repeat(43) })).status).toBe(401);

    await request(form('dl-user-0001'), 'en', doc.id, user.token);
    const [row] = await db().select({ userId: resourceDownloads.userId }).from(resourceDownloads).where(eq(resourceDownloads.submissionId, 'dl-user-0001'));
    expect(row!.userId).toBe(user.id);
  });
});
