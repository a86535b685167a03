import { randomInt } from 'node:crypto';
import { createApp } from '../../app.ts';
import type { Db } from '../../db/client.ts';
import { clientAddress, createRegionResolver } from '../../geo/region.ts';
import { silentLogger } from '../../log.ts';
import type { MailMessage, SmsMessage } from '../../mail/transports.ts';
import { FIXED_NOW } from '../../test/app.ts';

export interface Answer {
  status: number;
  body: { code: string; msg: string; data: any };
}

/**
 * An API app for account tests: a clock the test moves, mail and SMS captured in memory, and a private
 * client address of its own (private addresses count as China) so per-IP limits of tests do not mix.
 */
export function accountKit(db: Db) {
  const clock = { now: new Date(FIXED_NOW) };
  const mails: MailMessage[] = [];
  const texts: SmsMessage[] = [];
  const waits: number[] = [];
  const ip = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
  const app = createApp({
    db,
    log: silentLogger,
    now: () => clock.now,
    region: createRegionResolver('x-forwarded-for'),
    clientIp: (c) => clientAddress(c, 'x-forwarded-for'),
    mailer: { send: async (m) => void mails.push(m) },
    sms: { send: async (m) => void texts.push(m) },
    // A login's progressive delay is recorded, not waited for.
    pause: async (ms) => void waits.push(ms),
  });

  async function call(method: string, path: string, opts: { body?: unknown; token?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
    const headers: Record<string, string> = { 'x-forwarded-for': ip, ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (opts.body !== undefined) headers['content-type'] = 'application/json';
    const res = await app.request(`/api/v1${path}`, { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) });
    return { status: res.status, body: (await res.json()) as Answer['body'] };
  }

  /** The 6-digit code of the last message to `to`. */
  function lastCode(to: string): string {
    const msg = [...mails.map((m) => ({ to: m.to, text: m.text })), ...texts].filter((m) => m.to === to).at(-1);
    const code = msg && /\b(\d{6})\b/.exec(msg.text)?.[1];
    if (!code) throw new Error(`no code sent to ${to}`);
    return code;
  }

  const advance = (ms: number) => {
    clock.now = new Date(clock.now.getTime() + ms);
  };

  let serial = 0;
  /** A unique e-mail and mainland phone for this kit. */
  const newIdentity = () => {
    serial++;
    const tag = `${Date.now().toString(36)}${randomInt(1e6)}${serial}`;
    return { email: `u${tag}@example.com`, phone: `13${String(randomInt(1e9)).padStart(9, '0')}` };
  };

  function registration(email: string, phone: string, code: string) {
    return {
      username: email,
      name: 'Ada Lovelace',
      phone,
      company: 'Analytical Engines Ltd',
      department: 'Research',
      password: 'secret42',
      confirmation: 'secret42',
      code,
      areaId: 1,
      industryId: 1,
      agreement: true,
      privacy: true,
    };
  }

  /** Registers a new account through the API and logs it in; returns its token and identity. */
  async function newUser() {
    const { email, phone } = newIdentity();
    const sent = await call('POST', '/code/send', { body: { username: email, purpose: 'register' } });
    if (sent.status !== 200) throw new Error(JSON.stringify(sent.body));
    const reg = await call('POST', '/user', { body: registration(email, phone, lastCode(email)) });
    if (reg.status !== 200) throw new Error(JSON.stringify(reg.body));
    const login = await call('POST', '/user/login', { body: { username: email, password: 'secret42' } });
    if (login.status !== 200) throw new Error(JSON.stringify(login.body));
    return { email, phone, id: reg.body.data.id as number, token: login.body.data.jti as string };
  }

  return { app, call, clock, advance, mails, texts, waits, ip, lastCode, newIdentity, registration, newUser };
}
