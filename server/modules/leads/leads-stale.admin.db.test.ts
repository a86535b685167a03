import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { auditLog, leadEvents, leaveWords, outbox } from '../../db/schema/index.ts';
import { quoteKit, type QuoteKit } from '../quotes/quotes.test-kit.ts';
import { describeEachDatabase } from '../../test/databases.ts';

type Staff = { id: number; name: string; token: string };
type Lead = { version: number; status: string; assigneeId: number | null; assigneeName: string | null; events: { type: string; value: string | null; body: string | null; staffName: string | null }[] };

/**
 * Optimistic concurrency of the lead inbox: every change (assign, status, note, reply) carries the version the page read.
 * Of two staff acting on one reading, the second is refused with 409 `E0409V`, the lead as its page reads it now (the
 * first's change in it) and the first's name, nothing written and no e-mail queued; taking the new version, it goes.
 */
describeEachDatabase('lead changes carry the lead version: the second of two staff on one reading gets 409', (database) => {
  let kit: QuoteKit;
  const q = () => kit;
  let ann: Staff;
  let ben: Staff;
  const db = () => database().db;

  /** A leave-word message to the company from a fresh address; answers its id and the address. */
  async function message() {
    const email = `${randomUUID()}@example.cn`;
    const [row] = await db()
      .insert(leaveWords)
      .values({ submissionId: randomUUID(), lang: 'en', name: 'Li Ming', email, phone: '13812345678', company: 'Fudan University', department: 'Biology', address: 'Shanghai', content: 'Please quote CYT-H0201.', createdAt: q().k.clock.now })
      .returning({ id: leaveWords.id });
    return { id: row!.id, email };
  }
  const read = async (path: string, who: Staff) => (await q().k.call('GET', `/admin/leads${path}`, { token: who.token })).body.data as Lead;
  const change = (path: string, who: Staff, body: object) => q().k.call('POST', `/admin/leads${path}`, { token: who.token, body });
  const written = async (id: number) => ({
    events: (await db().select().from(leadEvents).where(and(eq(leadEvents.kind, 'leave-word'), eq(leadEvents.leadId, id)))).length,
    audits: (await db().select().from(auditLog).where(and(eq(auditLog.entity, 'lead'), eq(auditLog.entityKey, `leave-word:${id}`)))).length,
  });
  const mailsTo = async (email: string) => db().select().from(outbox).where(eq(outbox.recipient, email));

  beforeAll(async () => {
    kit = await quoteKit(db());
    ann = { ...(await kit.k.newStaff(['sales'], { name: 'Ann First' })), name: 'Ann First' };
    ben = { ...(await kit.k.newStaff(['sales'], { name: 'Ben Second' })), name: 'Ben Second' };
  });

  /** Each change, with what the first and the second staff member send, and what the first's leaves in the lead. */
  const changes: { action: string; first: () => object; second: () => object; shows: (lead: Lead) => unknown }[] = [
    { action: 'assign', first: () => ({ assigneeId: ann.id }), second: () => ({ assigneeId: ben.id }), shows: (l) => [l.assigneeId, l.assigneeName] },
    { action: 'status', first: () => ({ status: 'closed' }), second: () => ({ status: 'in_progress' }), shows: (l) => l.status },
    { action: 'notes', first: () => ({ body: 'Called: wants 5 vials' }), second: () => ({ body: 'Will call tomorrow' }), shows: (l) => l.events.filter((e) => e.type === 'note').map((e) => [e.body, e.staffName]) },
    { action: 'reply', first: () => ({ subject: 'Re: your message', body: 'Ann: the quote is attached.' }), second: () => ({ subject: 'Re: your message', body: 'Ben: here is our price.' }), shows: (l) => l.events.filter((e) => e.type === 'reply').map((e) => [e.body, e.staffName]) },
  ];

  for (const c of changes) {
    it(`${c.action}: the second of two staff on one reading gets 409 with the lead as the first left it and the first's name, nothing written; with the new version it goes`, async () => {
      const { id, email } = await message();
      const path = `/leave-word/${id}`;
      const annReads = await read(path, ann);
      const benReads = await read(path, ben);
      expect(benReads.version).toBe(annReads.version);

      const first = await change(`${path}/${c.action}`, ann, { ...c.first(), version: annReads.version });
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      expect(first.body.data.version).toBe(annReads.version + 1);
      const before = await written(id);
      const mailsBefore = (await mailsTo(email)).length;

      const stale = await change(`${path}/${c.action}`, ben, { ...c.second(), version: benReads.version });
      expect([stale.status, stale.body.code]).toEqual([409, 'E0409V']);
      const now = await read(path, ann);
      expect(stale.body.data.current).toEqual(now);
      expect(c.shows(stale.body.data.current)).toEqual(c.shows(first.body.data));
      expect(stale.body.data.changedBy).toEqual({ name: 'Ann First' });
      expect(stale.body.data.changedAt).toBe(q().k.clock.now.toISOString());
      expect(await written(id)).toEqual(before);
      expect(now.version).toBe(annReads.version + 1);
      expect((await mailsTo(email)).length).toBe(mailsBefore);

      // Having seen the first's change, the second sends again with the version it now read: it goes, knowingly.
      const knowing = await change(`${path}/${c.action}`, ben, { ...c.second(), version: now.version });
      expect(knowing.status, JSON.stringify(knowing.body)).toBe(200);
      expect(knowing.body.data.version).toBe(now.version + 1);

      const missing = await change(`${path}/${c.action}`, ben, c.second());
      expect([missing.status, missing.body.data.fields.map((f: { field: string }) => f.field)]).toEqual([400, ['version']]);
    });
  }

  it('two staff replying at once: one e-mail goes out, the other is refused with the reply that went', async () => {
    const { id, email } = await message();
    const path = `/leave-word/${id}`;
    const { version } = await read(path, ann);
    const answers = await Promise.all([
      change(`${path}/reply`, ann, { subject: 'Re: your message', body: 'From Ann.', version }),
      change(`${path}/reply`, ben, { subject: 'Re: your message', body: 'From Ben.', version }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const refused = answers.find((a) => a.status === 409)!;
    const went = answers.find((a) => a.status === 200)!.body.data as Lead;
    const reply = went.events.find((e) => e.type === 'reply')!;
    expect(refused.body.data.current.events.filter((e: { type: string }) => e.type === 'reply')).toEqual([reply]);
    expect(refused.body.data.changedBy).toEqual({ name: reply.staffName });
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain(reply.body);
  });

  it('a quote sent for an enquiry answers its lead: a reply from the reading before is refused, naming the quote sender', async () => {
    const c = await q().customerWithEnquiry();
    const path = `/enquiry/${c.enquiryId}`;
    const before = await read(path, ben);
    const { quote } = await sentQuoteFor(c.enquiryId);
    const stale = await change(`${path}/reply`, ben, { subject: 'Re: your enquiry', body: 'Our price is …', version: before.version });
    expect([stale.status, stale.body.code]).toEqual([409, 'E0409V']);
    expect(stale.body.data.current).toMatchObject({ status: 'answered', version: before.version + 1 });
    expect(stale.body.data.current.events.filter((e: { type: string }) => e.type === 'reply').map((e: Lead['events'][number]) => [e.value, e.staffName])).toEqual([[`Your quotation ${quote.quoteNumber}`, 'Sally Sales']]);
    expect(stale.body.data.changedBy).toEqual({ name: 'Sally Sales' });
    expect((await mailsTo(c.email)).map((m) => m.subject)).toEqual([`Your quotation ${quote.quoteNumber}`]);
  });

  /** A quote for the enquiry, made and sent by the quote kit's sales member (Sally Sales). */
  async function sentQuoteFor(enquiryId: number) {
    const size = await q().priced();
    const made = await q().create({ enquiryId, validUntil: '2026-12-31', lines: [{ sizeId: size.id, quantity: 1, unitPrice: '10' }] });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const sent = await q().k.call('POST', `/admin/quotes/${made.body.data.id}/send`, { token: q().sales.token });
    expect(sent.status).toBe(200);
    return { quote: sent.body.data as { quoteNumber: string } };
  }
});
