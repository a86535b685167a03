import { eq, inArray } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { outbox } from '../db/schema/index.ts';
import { createLogger } from '../log.ts';
import { describeEachDatabase } from '../test/databases.ts';
import { backoffMs, LEASE_MS, MAX_ATTEMPTS } from './outbox-attempts.ts';
import { startOutboxSender } from './outbox-sender.ts';
import { deliver, sendStored, type Delivery } from './outbox.ts';
import type { MailMessage, Mailer } from './transports.ts';

/** A mailer that fails as told (per subject) and records what it sent. */
function scriptedMailer(failures: Record<string, unknown[]> = {}) {
  const sent: MailMessage[] = [];
  const mailer: Mailer = {
    async send(message) {
      const next = failures[message.subject]?.shift();
      if (next) throw next;
      sent.push(message);
    },
  };
  return { mailer, sent };
}

/** A clock the test moves by hand, starting after every row the shared database already holds. */
function manualClock() {
  let t = Date.now() + 3_600_000;
  return { now: () => new Date(t), advance: (ms: number) => void (t += ms) };
}

const silent = createLogger('silent');
let seq = 0;
const subject = (what: string) => `${what} ${Date.now().toString(36)}-${seq++}`;

describeEachDatabase(
  'the background outbox sender',
  (database) => {
    const delivery = (clock: { now: () => Date }, mailer?: Mailer): Delivery => ({ db: database().db, log: silent, now: clock.now, mailer });
    const row = async (s: string) => (await database().db.select().from(outbox).where(eq(outbox.subject, s)))[0]!;
    const store = async (s: string, now: Date) =>
      (await database().db.insert(outbox).values({ channel: 'email', recipient: 'lead@example.com', subject: s, body: 'b', createdAt: now, nextAttemptAt: now }).returning())[0]!;

    it('sends a message left unsent by a process that died between commit and send', async () => {
      const clock = manualClock();
      const { mailer, sent } = scriptedMailer();
      const s = subject('orphan');
      await store(s, clock.now());
      await startOutboxSender(delivery(clock, mailer), { intervalMs: 3_600_000 }).runOnce();
      expect(sent.map((m) => m.subject)).toContain(s);
      expect(await row(s)).toMatchObject({ attempts: 1, error: null, failedAt: null });
      expect((await row(s)).sentAt).not.toBeNull();
    });

    it('retries a transport failure after its back-off, and not before', async () => {
      const clock = manualClock();
      const s = subject('retry');
      const { mailer, sent } = scriptedMailer({ [s]: [new Error('connection refused')] });
      await expect(deliver(delivery(clock, mailer), { channel: 'email', recipient: 'a@example.com', subject: s, body: 'code' })).rejects.toThrow('connection refused');
      expect(await row(s)).toMatchObject({ attempts: 1, sentAt: null, error: 'connection refused' });
      const sender = startOutboxSender(delivery(clock, mailer), { intervalMs: 3_600_000 });
      clock.advance(backoffMs(1) - 1_000);
      await sender.runOnce();
      expect(sent).toHaveLength(0);
      clock.advance(2_000);
      await sender.runOnce();
      expect(sent.map((m) => m.subject)).toEqual([s]);
      expect(await row(s)).toMatchObject({ attempts: 2, error: null });
    });

    it('gives up at once on a permanent refusal (SMTP 550) and after the last attempt otherwise', async () => {
      const clock = manualClock();
      const [refused, flaky] = [subject('refused'), subject('flaky')];
      const always = Array.from({ length: MAX_ATTEMPTS + 1 }, () => new Error('timeout'));
      const { mailer, sent } = scriptedMailer({ [refused]: [Object.assign(new Error('550 no such user'), { responseCode: 550 })], [flaky]: always });
      await store(refused, clock.now());
      await store(flaky, clock.now());
      const sender = startOutboxSender(delivery(clock, mailer), { intervalMs: 3_600_000 });
      for (let i = 0; i < MAX_ATTEMPTS + 2; i++) (await sender.runOnce(), clock.advance(backoffMs(MAX_ATTEMPTS)));
      expect(sent).toHaveLength(0);
      expect(await row(refused)).toMatchObject({ attempts: 1, error: '550 no such user' });
      expect((await row(refused)).failedAt).not.toBeNull();
      expect(await row(flaky)).toMatchObject({ attempts: MAX_ATTEMPTS, error: 'timeout' });
      expect((await row(flaky)).failedAt).not.toBeNull();
    });

    it('leaves a message another process is sending alone until that claim lapses', async () => {
      const clock = manualClock();
      const { mailer, sent } = scriptedMailer();
      const s = subject('claimed');
      const stored = await store(s, clock.now());
      // Process A claims the message (sendStored with a transport that never answers), process B runs its rounds.
      const hanging: Mailer = { send: () => new Promise(() => {}) };
      void sendStored(delivery(clock, hanging), stored.id);
      await new Promise((r) => setTimeout(r, 200));
      const b = startOutboxSender(delivery(clock, mailer), { intervalMs: 3_600_000 });
      await b.runOnce();
      expect(sent).toHaveLength(0);
      clock.advance(LEASE_MS + 1);
      await b.runOnce();
      expect(sent.map((m) => m.subject)).toEqual([s]);
    });

    it('two senders draining one backlog send each message exactly once', async () => {
      const clock = manualClock();
      const subjects = Array.from({ length: 30 }, () => subject('backlog'));
      for (const s of subjects) await store(s, clock.now());
      const a = scriptedMailer();
      const b = scriptedMailer();
      const [sa, sb] = [startOutboxSender(delivery(clock, a.mailer), { intervalMs: 3_600_000, batchSize: 4 }), startOutboxSender(delivery(clock, b.mailer), { intervalMs: 3_600_000, batchSize: 4 })];
      await Promise.all([sa.runOnce(), sb.runOnce()]);
      const all = [...a.sent, ...b.sent].map((m) => m.subject).filter((s) => subjects.includes(s));
      expect(all.sort()).toEqual([...subjects].sort());
      const rows = await database().db.select().from(outbox).where(inArray(outbox.subject, subjects));
      expect(rows.every((r) => r.attempts === 1 && r.sentAt)).toBe(true);
    });

    it('does nothing for channels this process has no transport for', async () => {
      const clock = manualClock();
      const s = subject('kept');
      await store(s, clock.now());
      expect(await startOutboxSender(delivery(clock), { intervalMs: 3_600_000 }).runOnce()).toBe(0);
      expect(await row(s)).toMatchObject({ attempts: 0, sentAt: null });
    });
  },
  { seed: false },
);
