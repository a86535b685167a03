import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { leadDigests, leaveWords, outbox } from '../../db/schema/index.ts';
import { silentLogger } from '../../log.ts';
import { startOutboxSender } from '../../mail/outbox-sender.ts';
import type { MailMessage } from '../../mail/transports.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { queueLeadDigest } from './lead-digest.ts';

/** A Beijing wall-clock time (UTC+8) as an instant. */
const bj = (local: string) => new Date(`${local}+08:00`);

describeEachDatabase('daily lead digest to the sales mailboxes', (database) => {
  const db = () => database().db;
  const message = async (arrivedAt: Date, lang: 'en' | 'zh') =>
    db()
      .insert(leaveWords)
      .values({ submissionId: randomUUID(), lang, name: 'Li Ming', email: 'li@example.cn', phone: '13812345678', company: 'Fudan', department: 'Bio', address: 'Shanghai', content: 'Quote CYT-H0201 please', createdAt: arrivedAt })
      .returning({ id: leaveWords.id });
  const digestsOf = (prefix: string) => db().select().from(outbox).where(like(outbox.subject, `${prefix}%`));

  it('queues nothing before 08:30 Beijing time, then one mail per mailbox however often it is called', async () => {
    await message(bj('2026-11-24T15:00:00'), 'en');
    await message(bj('2026-11-24T16:00:00'), 'zh');
    expect(await queueLeadDigest({ db: db(), now: () => bj('2026-11-25T08:29:00') })).toEqual([]);
    const now = () => bj('2026-11-25T08:31:00');
    // Two processes at once, then again later the same day.
    const [a, b] = await Promise.all([queueLeadDigest({ db: db(), now }), queueLeadDigest({ db: db(), now })]);
    expect([...a!, ...b!]).toHaveLength(2);
    expect(await queueLeadDigest({ db: db(), now: () => bj('2026-11-25T17:00:00') })).toEqual([]);
    const en = await digestsOf('Leads of 2026-11-25');
    const zh = await digestsOf('2026-11-25 线索日报');
    expect(en.map((m) => m.recipient)).toEqual(['info@example.com']);
    expect(zh.map((m) => m.recipient)).toEqual(['service@example.cn']);
    // Each mailbox hears of the leads of its language, as with the lead notices.
    expect(en[0]!.body).toContain('Yesterday (2026-11-24): 1 arrived');
    expect(en[0]!.body).toContain('Online message #');
    expect(zh[0]!.body).toContain('昨日（2026-11-24）：新到 1 条');
    expect(await db().select().from(leadDigests).where(eq(leadDigests.day, '2026-11-25'))).toHaveLength(1);
  });

  it('is sent by the background outbox sender exactly once a day, with several senders on one database', async () => {
    const mails: MailMessage[] = [];
    const clock = { now: bj('2026-11-26T09:00:00') };
    const delivery = { db: db(), log: silentLogger, now: () => clock.now, mailer: { send: async (m: MailMessage) => void mails.push(m) } };
    const task = () => queueLeadDigest(delivery);
    const one = startOutboxSender(delivery, { intervalMs: 3_600_000, tasks: [task] });
    const two = startOutboxSender(delivery, { intervalMs: 3_600_000, tasks: [task] });
    try {
      await Promise.all([one.runOnce(), two.runOnce()]);
      await one.runOnce();
      const digests = mails.filter((m) => m.subject.includes('2026-11-26'));
      expect(digests.map((m) => m.to).sort()).toEqual(['info@example.com', 'service@example.cn']);
      const rows = await db().select().from(outbox).where(and(like(outbox.subject, '%2026-11-26%'), eq(outbox.recipient, 'info@example.com')));
      expect(rows).toHaveLength(1);
      expect(rows[0]!.sentAt).not.toBeNull();
    } finally {
      await Promise.all([one.stop(), two.stop()]);
    }
  });
});
