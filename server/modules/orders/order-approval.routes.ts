import { organisationOrderApprove, organisationOrderList, organisationOrderRefuse } from '../../../src/contracts/endpoints/organisation.ts';
import type { AppDeps } from '../../deps.ts';
import { route, type Route } from '../../http/endpoint-route.ts';
import { sendStored } from '../../mail/outbox.ts';
import { requireUser } from '../account/current-user.ts';
import { decideOrder, organisationOrders } from './order-approval.ts';

/** The organisation's orders in the personal centre, and an approver's decision on one (login required, scoped to the login's organisation). */
export function orderApprovalRoutes(deps: AppDeps): Route[] {
  const { db } = deps;
  return [
    route(organisationOrderList, async (c) => organisationOrders(db, deps.region(c), (await requireUser(deps, c)).userId)),
    ...(['approve', 'refuse'] as const).map((decision) =>
      route(decision === 'approve' ? organisationOrderApprove : organisationOrderRefuse, async (c, { params: { id }, body: { note } }) => {
        const { outboxIds, ...answer } = await decideOrder(deps, (await requireUser(deps, c)).userId, id, decision, note);
        // The mails go out after the commit; the answer does not wait for the mail server.
        for (const outboxId of outboxIds) void sendStored(deps, outboxId);
        return answer;
      }),
    ),
  ];
}
