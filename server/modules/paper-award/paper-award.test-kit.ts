import { randomInt } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../../app.ts';
import type { Db } from '../../db/client.ts';
import { clientAddress, createRegionResolver } from '../../geo/region.ts';
import { silentLogger } from '../../log.ts';
import type { MailMessage, SmsMessage } from '../../mail/transports.ts';
import { FIXED_NOW } from '../../test/app.ts';
import { idNumberCheckChar } from '../../../src/contracts/forms/id-number.ts';

export interface Answer {
  status: number;
  body: { code: string; msg: string; data: any };
}

/** Tiny files of each type: the signature is what counts (see file-type.ts), the rest is filler. */
export const FILES = {
  jpeg: () => Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, ...'JFIF'.split('').map((c) => c.charCodeAt(0)), 0, 1, 2, 3]),
  png: () => Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]),
  pdf: () => new TextEncoder().encode('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n'),
  elf: () => Uint8Array.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0, 0, 0]),
  mz: () => Uint8Array.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00]),
};

const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
let serial = 0;

/**
 * An API app for paper-award tests: a private uploads folder inside its own temporary folder (so a test can
 * see that nothing lands beside it), mail and SMS captured, and a fresh client address per call unless one
 * is given (per-IP limits of different tests do not mix).
 */
export function rewardKit(db: Db, opts: { uploads?: boolean } = {}) {
  const root = mkdtempSync(join(tmpdir(), 'reward-test-'));
  const uploadsDir = join(root, 'uploads');
  const messages: (MailMessage | SmsMessage)[] = [];
  const app = createApp({
    db,
    log: silentLogger,
    now: () => FIXED_NOW,
    region: createRegionResolver('x-forwarded-for'),
    clientIp: (c) => clientAddress(c, 'x-forwarded-for'),
    mailer: { send: async (m) => void messages.push(m) },
    sms: { send: async (m) => void messages.push(m) },
    uploadsDir: opts.uploads === false ? undefined : uploadsDir,
  });

  async function call(method: string, path: string, init: { body?: unknown; lang?: string; ip?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
    const headers: Record<string, string> = { 'x-forwarded-for': init.ip ?? randomIp(), 'x-lang': init.lang ?? 'en', ...init.headers };
    let body: BodyInit | undefined;
    if (init.body instanceof FormData) body = init.body;
    else if (init.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.body);
    }
    const res = await app.request(`/api/v1${path}`, { method, headers, body });
    return { status: res.status, body: (await res.json()) as Answer['body'] };
  }

  /** Posts one file as the page does (multipart, `kind` in the query and the form). */
  function upload(kind: string, bytes: Uint8Array, name: string, init: { lang?: string; ip?: string } = {}) {
    const form = new FormData();
    form.set('kind', kind);
    form.set('file', new File([bytes as Uint8Array<ArrayBuffer>], name));
    return call('POST', `/paper_reward/upload?kind=${kind}`, { body: form, ...init });
  }

  async function token(kind: 'idPhoto' | 'paper'): Promise<string> {
    const res = await upload(kind, kind === 'paper' ? FILES.pdf() : FILES.jpeg(), kind === 'paper' ? 'paper.pdf' : 'id.jpg');
    if (res.status !== 200) throw new Error(JSON.stringify(res.body));
    return res.body.data.token as string;
  }

  /** A complete application of a new applicant with fresh uploads; `paper` overrides any field. */
  async function application(paper: Record<string, unknown> = {}) {
    serial++;
    const tag = `${Date.now().toString(36)}${randomInt(1e6)}${serial}`;
    const first17 = `110105199003${String(randomInt(1, 29)).padStart(2, '0')}${String(randomInt(1000)).padStart(3, '0')}`;
    return {
      submissionId: `paper-${tag}`,
      name: 'Li Ming',
      company: 'Fudan University',
      department: 'Immunology',
      areaId: 1,
      phone: `13${String(randomInt(1e9)).padStart(9, '0')}`,
      idNumber: first17 + idNumberCheckChar(first17),
      email: `li${tag}@example.edu.cn`,
      education: 'phd',
      imageId1: await token('idPhoto'),
      imageId2: await token('idPhoto'),
      mentor: 'Wang Fang',
      labPhone: '021-65642222',
      labAddress: '220 Handan Road, Shanghai',
      paperTitle: `IL-2 signalling ${tag}`,
      magazinePublished: 'Nature Immunology',
      influenceFactor: '27.7',
      issueTime: '2025-03-01',
      doi: `10.1038/${tag}`,
      firstAuthor: 'Li Ming',
      correspondingAuthor: 'Wang Fang',
      file: await token('paper'),
      sku: `CYT-${tag}`,
      productName: 'Recombinant Human IL-2 Protein',
      buyPackaging: '100 µg',
      distr: 'Direct',
      remittancesAccount: '6222021234567890',
      username: 'Li Ming',
      openingBank: 'ICBC Shanghai Branch',
      code: '',
      ...paper,
    };
  }

  /** The 6-digit code of the last message to `to`. */
  function lastCode(to: string): string {
    const msg = messages.filter((m) => m.to === to).at(-1);
    const code = msg && /\b(\d{6})\b/.exec(msg.text)?.[1];
    if (!code) throw new Error(`no code sent to ${to}`);
    return code;
  }

  /** Sends the form code (phone in Chinese, e-mail in English) and puts it into the form. */
  async function withCode<F extends { phone: string; email: string; code: string }>(form: F, lang = 'en'): Promise<F> {
    const target = lang === 'zh' ? form.phone : form.email;
    const sent = await call('POST', '/form/code', { body: { target }, lang });
    if (sent.status !== 200) throw new Error(JSON.stringify(sent.body));
    return { ...form, code: lastCode(target) };
  }

  const apply = (form: unknown, lang = 'en') => call('POST', '/paper_reward', { body: form, lang });

  return { app, root, uploadsDir, call, upload, token, application, withCode, apply, lastCode };
}
