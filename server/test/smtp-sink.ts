import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** An SMTP server on loopback (no TLS, no login) that keeps every message it receives, raw. */
export async function smtpSink() {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, done) {
      let raw = '';
      stream.on('data', (c: Buffer) => (raw += c.toString()));
      stream.on('end', () => {
        received.push(raw);
        done();
      });
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  /** How many messages came with each subject. */
  const subjects = () => {
    const counts = new Map<string, number>();
    for (const raw of received) {
      const subject = /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '';
      counts.set(subject, (counts.get(subject) ?? 0) + 1);
    }
    return counts;
  };
  const url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  return { received, subjects, url, close: () => new Promise<void>((r) => server.close(() => r())) };
}
