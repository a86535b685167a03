import { expect } from 'vitest';
import { createApp } from '../app.ts';
import type { Db } from '../db/client.ts';
import type { AppDeps } from '../deps.ts';
import { clientAddress, createRegionResolver } from '../geo/region.ts';
import { silentLogger } from '../log.ts';

export const FIXED_NOW = new Date('2026-11-21T08:00:00Z');

/**
 * An API-only app over `db`, with a silent logger, a fixed clock and no real waiting (a login's progressive
 * delay returns at once; a test that looks at it passes its own `pause`); `extra` adds or replaces dependencies.
 */
export function testApp(db: Db, extra: Partial<AppDeps> = {}) {
  // Tests say where the visitor is with X-Forwarded-For (8.8.8.8 = outside China).
  return createApp({ db, log: silentLogger, now: () => FIXED_NOW, region: createRegionResolver('x-forwarded-for'), clientIp: (c) => clientAddress(c, 'x-forwarded-for'), pause: async () => {}, ...extra });
}

/** GETs an API path and returns status and parsed envelope. */
export async function getJson(app: ReturnType<typeof testApp>, path: string, headers: Record<string, string> = {}) {
  const res = await app.request(`/api/v1${path}`, { headers });
  return { status: res.status, body: (await res.json()) as { code: string; msg: string; data: any }, headers: res.headers };
}

/** GETs an API path that must answer 200 (the envelope is the failure's message) and returns its data. */
export async function getData(app: ReturnType<typeof testApp>, path: string, headers: Record<string, string> = {}) {
  const { status, body } = await getJson(app, path, headers);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data;
}
