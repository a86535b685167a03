import { analyticsChannel, analyticsEvent } from '../../../src/contracts/endpoints/analytics.ts';
import type { AppDeps } from '../../deps.ts';
import { route, type Route } from '../../http/endpoint-route.ts';
import { recordChannel, recordEvent } from './analytics.queries.ts';

/** Visitor analytics: the session's traffic source, then its page events. */
export function analyticsRoutes({ db, now }: AppDeps): Route[] {
  return [
    route(analyticsChannel, async (_c, { body }) => {
      await recordChannel(db, body, now());
      return null;
    }),
    route(analyticsEvent, async (_c, { body }) => {
      await recordEvent(db, body, now());
      return null;
    }),
  ];
}
