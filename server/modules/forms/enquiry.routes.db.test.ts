import { count, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { enquiries, outbox } from '../../db/schema/index.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { testApp } from '../../test/app.ts';
import { sampleEnquiry } from '../../../tests/fixtures/form-samples.ts';

const enquiry = sampleEnquiry;

describeEachDatabase('POST /enquiry', (database) => {
  const post = (body: unknown, lang = 'en') =>
    testApp(database().db).request('/api/v1/enquiry', { method: 'POST', headers: { 'content-type': 'application/json', 'x-lang': lang }, body: JSON.stringify(body) });
  const rows = async (id: string) => (await database().db.select({ n: count() }).from(enquiries).where(eq(enquiries.submissionId, id)))[0]!.n;

  it('stores an enquiry once, even when posted twice, and notifies the staff mailbox', async () => {
    const [a, b] = await Promise.all([post(enquiry('enq-dbl-0001')), post(enquiry('enq-dbl-0001'))]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(await rows('enq-dbl-0001')).toBe(1);
    const notices = await database().db.select().from(outbox).where(eq(outbox.recipient, 'info@example.com'));
    expect(notices.filter((n) => n.subject.includes('CYT-H0201'))).toHaveLength(1);
  });

  it('rejects missing fields with the spec texts in the page language and stores nothing', async () => {
    const res = await post(enquiry('enq-bad-0001', { company: '', areaName: '' }), 'zh');
    expect(res.status).toBe(400);
    expect((await res.json()).data.fields).toEqual([
      { field: 'company', message: '请输入单位/学校' },
      { field: 'areaName', message: '请选择地区' },
    ]);
    expect(await rows('enq-bad-0001')).toBe(0);
  });
});
