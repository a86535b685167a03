import { Hono } from 'hono';
import type { AppDeps } from '../../deps.ts';
import { ok } from '../../http/respond.ts';
import { recordChannel, recordEvent } from './analytics.queries.ts';
import { channelBody, detailBody } from './analytics.schemas.ts';
import { readBody } from '../../http/validate.ts';

/** Visitor analytics: the session's traffic source, then its page events. */
export function analyticsRoutes({ db, now }: AppDeps) {
  return new Hono()
    .post('/channel_analyse', async (c) => {
      const body = await readBody(c, channelBody);
      await recordChannel(db, body, now());
      return ok(c, null);
    })
    .post('/detail', async (c) => {
      const body = await readBody(c, detailBody);
      await recordEvent(db, body, now());
      return ok(c, null);
    });
}
