import { punchoutSessionGet } from '../../../src/contracts/endpoints/punchout.ts';
import type { AppDeps } from '../../deps.ts';
import { route, type Route } from '../../http/endpoint-route.ts';
import { HttpError } from '../../http/errors.ts';
import { requireUser } from '../account/current-user.ts';
import { activeSession, transferLines } from './punchout-transfer.ts';

/** The buyer's tab asks about its PunchOut session: only the logged-in customer the session logged in may. */
export function punchoutSessionRoutes(deps: AppDeps): Route[] {
  return [
    route(punchoutSessionGet, async (c, { body: { key } }) => {
      const user = await requireUser(deps, c);
      const s = await activeSession(deps.db, deps.now(), key);
      if (!s || s.session.userId !== user.userId) throw new HttpError('E0404');
      const lines = await transferLines(deps.db, s);
      return {
        name: s.connection.name,
        operation: s.session.operation,
        currency: s.connection.currency,
        inquiryLines: lines.filter((l) => l.unitPrice === null).map((l) => `${l.catalogNumber}/${l.size}`),
      };
    }),
  ];
}
