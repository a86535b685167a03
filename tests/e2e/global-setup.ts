import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import type { StaffLoginResult } from '../../src/contracts/admin/staff.ts';
import { startMailSink, startSmsSink } from './account-mail-sink.ts';
import { base32Decode } from '../../server/security/base32.ts';
import { totpAt } from '../../server/security/totp.ts';
import { OWNER } from './admin-login.ts';
import { registerCustomer, type TestCustomer } from './customer.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** Folder where the loopback SMTP and SMS sinks write the messages the site sends (account tests read codes from it). */
    mailDir: string;
    /** The demo owner's back-office session, logged in once for the run (admin-login.ts `asOwner`). */
    ownerSession: StaffLoginResult;
    /** Ten recovery codes of the demo owner, made once for the run: the tests that log the owner in at the login page each use one. */
    ownerRecoveryCodes: string[];
    /** A customer registered and logged in once for the run, for tests that need a login but no history of their own. */
    runCustomer: TestCustomer;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/v1/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not become healthy in time');
}

/** One call of the API with a JSON body; a refusal throws with its message. */
async function accepted<T>(url: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });
  const answer = (await res.json()) as { code: string; msg?: string; data: T };
  if (answer.code !== 'E0001') throw new Error(`${url} refused: ${answer.msg ?? answer.code}`);
  return answer.data;
}

/**
 * The owner's login, through the API as the login page makes it (password, then the code of the demo's
 * authenticator secret), and ten recovery codes for the tests that log the owner in at the login page (admin.e2e.ts).
 */
async function ownerLogin(baseURL: string): Promise<{ session: StaffLoginResult; recoveryCodes: string[] }> {
  const code = totpAt(base32Decode(OWNER.totpSecret), Date.now());
  const session = await accepted<StaffLoginResult>(`${baseURL}/api/v1/staff/login`, { email: OWNER.email, password: OWNER.password, code });
  const { recoveryCodes } = await accepted<{ recoveryCodes: string[] }>(`${baseURL}/api/v1/admin/me/totp/recovery-codes`, {}, session.token);
  return { session, recoveryCodes };
}

/**
 * Starts the built site (npm test builds it first) on a free port with a fresh embedded database,
 * exactly as `npm start` runs it: in production mode (Vitest's own NODE_ENV, `test`, made the server render with
 * React's development build). The proxy header is trusted so tests can play visitors from abroad.
 */
export default async function setup(project: TestProject) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'storefront-e2e-'));
  const mailDir = mkdtempSync(join(tmpdir(), 'storefront-mail-'));
  const mailSink = await startMailSink(mailDir, await freePort());
  const smsSink = await startSmsSink(mailDir, await freePort());
  const child = spawn(process.execPath, ['dist/main.js'], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, TRUST_PROXY_HEADER: 'x-forwarded-for', LOG_LEVEL: 'warn', DATABASE_URL: '', SMTP_URL: mailSink.url, SMTP_FROM: 'Storefront <no-reply@example.com>', SMS_GATEWAY_URL: smsSink.url },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  await waitForHealth(baseURL, child, 90_000);
  project.provide('baseURL', baseURL);
  project.provide('mailDir', mailDir);
  const owner = await ownerLogin(baseURL);
  project.provide('ownerSession', owner.session);
  project.provide('ownerRecoveryCodes', owner.recoveryCodes);
  project.provide('runCustomer', await registerCustomer(baseURL, mailDir, 'run'));
  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    await mailSink.close();
    await smsSink.close();
    rmSync(mailDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  };
}
