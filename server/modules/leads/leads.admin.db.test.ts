import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { auditLog, leadEvents, leaveWords, outbox } from '../../db/schema/index.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { adminKit } from '../admin/admin.test-kit.ts';

/** A Beijing wall-clock time (UTC+8) as an instant. */
const bj = (local: string) => new Date(`${local}+08:00`);

describeEachDatabase('lead inbox: list, detail, reply clock and audited changes', (database) => {
  let k: ReturnType<typeof adminKit>;
  let sales: { id: number; email: string; token: string };
  let owner: { id: number; email: string; token: string };
  const db = () => database().db;

  /** A leave-word message as the form stores it, arrived at `arrivedAt`. */
  async function message(arrivedAt: Date, lang: 'en' | 'zh' = 'en', email = 'li.ming@example.edu.cn') {
    const [row] = await db()
      .insert(leaveWords)
      .values({ submissionId: randomUUID(), lang, name: 'Li Ming', email, phone: '13812345678', company: 'Fudan University', department: 'Life Sciences', address: 'Shanghai', content: 'Please quote CYT-H0201, 1 mg.', createdAt: arrivedAt })
      .returning({ id: leaveWords.id });
    return row!.id;
  }
  /** Moves the clock; staff sessions end after 30 idle minutes, so the staff log in again at the new time. */
  async function setNow(at: Date) {
    k.clock.now = at;
    sales.token = await k.login(sales.email);
    owner.token = await k.login(owner.email);
  }
  const get = (path: string, token = sales.token) => k.call('GET', `/admin/leads${path}`, { token });
  /** A change of the lead `/kind/id/action`, with the version the lead has now (as its page sends the one it read); 1 for an unknown lead. */
  const post = async (path: string, body: object, token = sales.token, lang = 'en') => {
    const read = await get(path.slice(0, path.lastIndexOf('/')), token);
    return k.call('POST', `/admin/leads${path}`, { token, body: { version: read.body.data?.version ?? 1, ...body }, headers: { 'x-lang': lang } });
  };
  const auditOf = (key: string) => db().select().from(auditLog).where(and(eq(auditLog.entity, 'lead'), eq(auditLog.entityKey, key))).orderBy(auditLog.id);

  beforeAll(async () => {
    k = adminKit(db());
    sales = await k.newStaff(['sales'], { name: 'Sally Sales' });
    owner = await k.newStaff(['owner'], { name: 'Olive Owner' });
  });

  it('lists a message sent through the form as new, with its due time (?status=new), and its arrival in the history', async () => {
    const sent = await k.call('POST', '/leave_word', { body: { submissionId: randomUUID(), name: 'Wang Fang', company: 'Tsinghua', department: 'Biology', address: 'Beijing', phone: '13912345678', email: 'wang.fang@example.cn', content: '请报价' }, headers: { 'x-lang': 'zh' } });
    expect(sent.status).toBe(200);
    const res = await get('?status=new');
    expect(res.status).toBe(200);
    const lead = res.body.data.items.find((l: { kind: string; id: number }) => l.kind === 'leave-word' && l.id === sent.body.data.id);
    expect(lead).toMatchObject({ status: 'new', lang: 'zh', name: 'Wang Fang', company: 'Tsinghua', topic: '请报价', assigneeId: null, state: 'running', answeredAt: null });
    expect(Date.parse(lead.dueAt)).toBeGreaterThan(Date.parse(lead.arrivedAt));
    expect(res.body.data.items.every((l: { status: string }) => l.status === 'new')).toBe(true);
    const detail = await get(`/leave-word/${sent.body.data.id}`);
    expect(detail.body.data.events.map((e: { type: string }) => e.type)).toEqual(['created']);
    expect(detail.body.data.fields).toContainEqual({ name: 'content', value: '请报价' });
    expect(JSON.stringify(detail.body.data.fields)).not.toMatch(/submissionId/);
  });

  it('takes an enquiry into the same inbox, with its product as the topic and every field sent', async () => {
    const body = { submissionId: randomUUID(), catalogNumber: 'CYT-H0201', productName: 'Recombinant Human IL-2 Protein', size: '100 µg', name: 'Li Ming', company: 'Fudan University', department: 'Immunology Lab', industryName: 'University', areaName: 'Shanghai', email: 'li@example.edu.cn', phone: '13812345678', content: '5 vials please' };
    const sent = await k.call('POST', '/enquiry', { body });
    expect(sent.status).toBe(200);
    const lead = (await get('?kind=enquiry&language=en')).body.data.items.find((l: { id: number }) => l.id === sent.body.data.id);
    expect(lead).toMatchObject({ kind: 'enquiry', status: 'new', topic: 'CYT-H0201 Recombinant Human IL-2 Protein 100 µg · 5 vials please' });
    const fields = (await get(`/enquiry/${sent.body.data.id}`)).body.data.fields.map((f: { name: string }) => f.name);
    expect(fields).toEqual(expect.arrayContaining(['catalogNumber', 'productName', 'size', 'name', 'company', 'email', 'phone', 'content']));
  });

  it('gives a Friday-evening arrival until Monday 19:00, Beijing time (the weekend does not count)', async () => {
    const id = await message(bj('2026-11-20T19:00:00'));
    await setNow(bj('2026-11-21T12:00:00'));
    const lead = (await get(`/leave-word/${id}`)).body.data;
    expect([lead.dueAt, lead.warnAt, lead.level]).toEqual([bj('2026-11-23T19:00:00').toISOString(), bj('2026-11-23T15:00:00').toISOString(), 'ok']);
    await setNow(bj('2026-11-23T19:30:00'));
    const overdue = (await get('?overdue=true&kind=leave-word')).body.data.items.map((l: { id: number }) => l.id);
    expect(overdue).toContain(id);
    expect((await get('?overdue=false')).body.data.items.map((l: { id: number }) => l.id)).not.toContain(id);
  });

  it('skips the holidays of the configured calendar (lead_calendar): an arrival before National Day is due on 8 October', async () => {
    const calendar = JSON.stringify({ weekend: [0, 6], holidays: ['2026-10-01', '2026-10-02', '2026-10-05', '2026-10-06', '2026-10-07'], workdays: [] });
    expect((await k.call('PUT', '/admin/config/lead_calendar', { token: owner.token, body: { en: calendar, zh: calendar, version: 1 } })).status).toBe(200);
    const id = await message(bj('2026-09-30T10:00:00'));
    await setNow(bj('2026-10-03T10:00:00'));
    expect((await get(`/leave-word/${id}`)).body.data.dueAt).toBe(bj('2026-10-08T10:00:00').toISOString());
    const bad = await k.call('PUT', '/admin/config/lead_calendar', { token: owner.token, body: { en: '{"weekend":[7]}', zh: calendar, version: 2 } });
    expect(bad.body.data.fields.map((f: { field: string }) => f.field)).toEqual(['en']);
    // A week without a working day is refused, in the staff member's language, and the inbox keeps answering.
    const allOff = JSON.stringify({ weekend: [0, 1, 2, 3, 4, 5, 6], holidays: [], workdays: [] });
    const refused = await k.call('PUT', '/admin/config/lead_calendar', { token: owner.token, body: { en: allOff, zh: allOff, version: 2 }, headers: { 'x-lang': 'zh' } });
    expect([refused.status, refused.body.msg]).toEqual([400, expect.stringContaining('每周至少需要一个工作日')]);
    expect((await k.call('GET', '/admin/leads', { token: owner.token })).status).toBe(200);
  });

  it('pauses the clock while the lead waits for the customer; each change is in the history and the audit trail', async () => {
    const id = await message(bj('2026-11-23T09:00:00'));
    await setNow(bj('2026-11-23T13:00:00'));
    expect((await post(`/leave-word/${id}/status`, { status: 'waiting_customer' })).body.data.state).toBe('paused');
    await setNow(bj('2026-11-24T13:00:00'));
    const back = await post(`/leave-word/${id}/status`, { status: 'in_progress' });
    expect([back.body.data.status, back.body.data.dueAt]).toEqual(['in_progress', bj('2026-11-25T09:00:00').toISOString()]);
    expect(back.body.data.events.map((e: { type: string; value: string }) => [e.type, e.value])).toEqual([['created', null], ['status', 'waiting_customer'], ['status', 'in_progress']]);
    // The same status again changes nothing and writes nothing.
    await post(`/leave-word/${id}/status`, { status: 'in_progress' });
    expect((await auditOf(`leave-word:${id}`)).map((r) => [r.action, r.staffId, (r.after as { status: string }).status])).toEqual([['status', sales.id, 'waiting_customer'], ['status', sales.id, 'in_progress']]);
  });

  it('assigns, notes and replies in the customer language through the outbox; the first reply marks it answered in time', async () => {
    const id = await message(bj('2026-11-23T09:00:00'), 'zh', `reply${Date.now()}@example.cn`);
    await setNow(bj('2026-11-23T10:00:00'));
    const assigned = await post(`/leave-word/${id}/assign`, { assigneeId: sales.id });
    expect([assigned.body.data.assigneeId, assigned.body.data.assigneeName]).toEqual([sales.id, 'Sally Sales']);
    expect((await get(`?assignee=${sales.id}`)).body.data.items.map((l: { id: number }) => l.id)).toContain(id);
    expect((await get('?assignee=none&kind=leave-word')).body.data.items.map((l: { id: number }) => l.id)).not.toContain(id);
    await post(`/leave-word/${id}/notes`, { body: 'Called, will send the quote' });
    const replied = await post(`/leave-word/${id}/reply`, { subject: '回复：您的在线留言', body: '您好，报价见附件。' });
    expect(replied.status).toBe(200);
    expect(replied.body.data).toMatchObject({ status: 'answered', state: 'stopped', inTime: true, answeredAt: k.clock.now.toISOString() });
    expect(replied.body.data.events.map((e: { type: string }) => e.type)).toEqual(['created', 'assigned', 'note', 'reply', 'status']);
    const [mail] = await db().select().from(outbox).where(eq(outbox.recipient, (await get(`/leave-word/${id}`)).body.data.email));
    expect(mail).toMatchObject({ channel: 'email', subject: '回复：您的在线留言' });
    expect(mail!.body).toContain('您好，报价见附件。');
    expect(mail!.body).toContain('此致\nSally Sales');
    expect((await auditOf(`leave-word:${id}`)).map((r) => r.action)).toEqual(['assign', 'note', 'reply']);
    expect((await get('?language=zh&status=answered')).body.data.items.map((l: { id: number }) => l.id)).toContain(id);
    expect((await get('?language=en&status=answered')).body.data.items.map((l: { id: number }) => l.id)).not.toContain(id);
    const dashboard = (await get('/dashboard')).body.data;
    const week = dashboard.weeks.find((w: { week: string }) => w.week === '2026-11-23');
    expect(week.inTime).toBeGreaterThanOrEqual(1);
    expect(dashboard.weeks).toHaveLength(8);
    expect(dashboard.overdue).toEqual(expect.any(Number));
  });

  it('refuses bad input naming the field, in the request language, writing nothing', async () => {
    const id = await message(bj('2026-11-23T09:00:00'));
    const designer = await k.newStaff(['catalogue']);
    const before = (await db().select().from(leadEvents)).length;
    const wrongPerson = await post(`/leave-word/${id}/assign`, { assigneeId: designer.id });
    expect(wrongPerson.body.data.fields).toEqual([{ field: 'assigneeId', message: 'Please choose a staff member who works on leads' }]);
    const badStatus = await post(`/leave-word/${id}/status`, { status: 'lost' }, sales.token, 'zh');
    expect(badStatus.body.data.fields).toEqual([{ field: 'status', message: '请从列表中选择状态' }]);
    const blank = await post(`/leave-word/${id}/reply`, { subject: ' ', body: '' });
    expect(blank.body.data.fields.map((f: { field: string }) => f.field)).toEqual(['subject', 'body']);
    expect((await get('?kind=fax')).body.data.fields[0].field).toBe('kind');
    expect((await get('/leave-word/2147483647')).status).toBe(404);
    expect((await post('/leave-word/2147483647/notes', { body: 'x' })).status).toBe(404);
    expect((await db().select().from(leadEvents)).length).toBe(before);
    // The assignee list offers only the people who work on leads.
    const assignees = (await get('/assignees')).body.data.map((a: { id: number }) => a.id);
    expect(assignees).toEqual(expect.arrayContaining([sales.id, owner.id]));
    expect(assignees).not.toContain(designer.id);
  });

  it('keeps the history append-only', async () => {
    await expect(db().update(leadEvents).set({ body: 'rewritten' })).rejects.toThrow();
    await expect(db().delete(leadEvents)).rejects.toThrow();
  });
});
