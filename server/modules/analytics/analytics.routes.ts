import { Hono } from 'hono';
import type { AppDeps } from '../../deps.ts';
import { ok } from '../../http/respond.ts';
import { parseOr400 } from '../../http/validate.ts';
import { recordChannel, recordEvent } from './analytics.queries.ts';
import { channelBody, detailBody } from './analytics.schemas.ts';

/** Visitor analytics (spec §4, §7): the session's traffic source, then its page events. */
export function analyticsRoutes({ db, now }: AppDeps) {
  return new Hono()
    .post('/channel_analyse', async (c) => {
      const body = parseOr400(c, channelBody, await c.req.json());
      await recordChannel(db, body, now());
      return ok(c, null);
    })
    .post('/detail', async (c) => {
      const body = parseOr400(c, detailBody, await c.req.json());
      await recordEvent(db, body, now());
      return ok(c, null);
    });
}
