import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createServer } from 'node:http';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  to: string[];
  raw: string;
}

/**
 * A real SMTP server on loopback that accepts every message (no auth, no TLS) and writes each one as a
 * JSON file in `dir`. The site under test sends to it through SMTP_URL; the test files read the folder
 * (they run in other processes than the global setup, so a folder is the simplest shared store).
 */
export async function startMailSink(dir: string, port: number): Promise<{ url: string; close: () => Promise<void> }> {
  mkdirSync(dir, { recursive: true });
  let serial = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const mail: CapturedMail = { to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), raw: Buffer.concat(chunks).toString('utf8') };
        writeFileSync(join(dir, `${Date.now()}-${++serial}.json`), JSON.stringify(mail));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return { url: `smtp://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(() => r())) };
}

/**
 * A stand-in SMS gateway on loopback: takes the site's POST {to, text} (SMS_GATEWAY_URL) and writes it to
 * the same folder as the mails, so `waitForCode(dir, phone)` reads texts too.
 */
export async function startSmsSink(dir: string, port: number): Promise<{ url: string; close: () => Promise<void> }> {
  mkdirSync(dir, { recursive: true });
  let serial = 0;
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      try {
        const { to, text } = JSON.parse(body) as { to: string; text: string };
        writeFileSync(join(dir, `${Date.now()}-sms${++serial}.json`), JSON.stringify({ to: [to], raw: text } satisfies CapturedMail));
        res.writeHead(204).end();
      } catch {
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  return { url: `http://127.0.0.1:${port}/sms`, close: () => new Promise((r) => server.close(() => r())) };
}

/** The mails captured so far for `to`, oldest first. */
export function mailsTo(dir: string, to: string): CapturedMail[] {
  return readdirSync(dir)
    .sort((a, b) => Number(a.split('-')[0]) - Number(b.split('-')[0]) || a.localeCompare(b, 'en', { numeric: true }))
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as CapturedMail)
    .filter((m) => m.to.includes(to.toLowerCase()));
}

/** Waits for a mail to `to` (after `after` earlier ones) and returns the 6-digit code in it. */
export async function waitForCode(dir: string, to: string, after = 0, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mails = mailsTo(dir, to);
    if (mails.length > after) {
      // The body may be quoted-printable or base64 (Chinese text): decode base64 parts before looking.
      const raw = mails.at(-1)!.raw;
      const decoded = raw + raw.split(/\r?\n\r?\n/).map((part) => (/^[A-Za-z0-9+/=\r\n]+$/.test(part.trim()) ? Buffer.from(part, 'base64').toString('utf8') : '')).join('\n');
      const code = /\b(\d{6})\b/.exec(decoded.replace(/=\r?\n/g, ''))?.[1];
      if (code) return code;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no code mailed to ${to}`);
}
