import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { outbox } from '../db/schema/index.ts';
import { createLogger } from '../log.ts';
import { describeEachDatabase } from '../test/databases.ts';
import { smtpSink } from '../test/smtp-sink.ts';
import { deliver } from './outbox.ts';
import { createSmtpMailer } from './transports.ts';

describeEachDatabase(
  'outbox delivery',
  (database) => {
    it('keeps a message in the outbox and the log when no transport is configured', async () => {
      const lines: string[] = [];
      const log = createLogger('info', (l) => lines.push(l));
      const recipient = `nobody-${Date.now()}@example.com`;
      await deliver({ db: database().db, log, now: () => new Date() }, { channel: 'email', recipient, subject: 'Code', body: 'Your code is 123456' });
      const [row] = await database().db.select().from(outbox).where(eq(outbox.recipient, recipient));
      expect(row).toMatchObject({ channel: 'email', body: 'Your code is 123456', sentAt: null, error: null });
      expect(lines.some((l) => l.includes(recipient) && l.includes('123456'))).toBe(true);
    });

    it('sends over SMTP (a real server on loopback) and marks the row sent', async () => {
      const smtp = await smtpSink();
      const recipient = `smtp-${Date.now()}@example.com`;
      const mailer = createSmtpMailer(smtp.url, 'Store <no-reply@example.com>');
      await deliver({ db: database().db, log: createLogger('silent'), now: () => new Date(), mailer }, { channel: 'email', recipient, subject: 'Code', body: 'Your code is 654321' });
      await smtp.close();
      expect(smtp.received.join()).toContain('654321');
      const [row] = await database().db.select().from(outbox).where(eq(outbox.recipient, recipient));
      expect(row!.sentAt).not.toBeNull();
    });

    it('records a failed SMS delivery on the row', async () => {
      const recipient = `1380000${Date.now() % 10000}`;
      const sms = { send: async () => Promise.reject(new Error('gateway down')) };
      await expect(deliver({ db: database().db, log: createLogger('silent'), now: () => new Date(), sms }, { channel: 'sms', recipient, subject: '', body: 'code 111111' })).rejects.toThrow('gateway down');
      const [row] = await database().db.select().from(outbox).where(eq(outbox.recipient, recipient));
      expect(row).toMatchObject({ error: 'gateway down', sentAt: null });
    });
  },
  { seed: false },
);
