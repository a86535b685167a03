import { and, eq, inArray } from 'drizzle-orm';
import { memberPrices, myOrganisation, organisationInvitationAccept, organisationInvite, organisationMemberLimit, organisationMemberList } from '../../../src/contracts/endpoints/organisation.ts';
import { requestLang } from '../../http/request-lang.ts';
import { sendStored } from '../../mail/outbox.ts';
import { acceptInvitation, invite, membersOf, setMemberLimit } from './members.ts';
import { membershipOf } from './membership.ts';
import type { AppDeps } from '../../deps.ts';
import { products, productSizes } from '../../db/schema/index.ts';
import { route, type Route } from '../../http/endpoint-route.ts';
import { requireUser } from '../account/current-user.ts';
import { priceText } from '../catalogue/product-price.ts';
import { productShown } from '../catalogue/product.queries.ts';
import { memberPrice, priceListOfUser } from './member-prices.ts';

/** The personal centre's organisation: membership and member prices (login required, scoped to the login). */
export function organisationRoutes(deps: AppDeps): Route[] {
  const { db } = deps;
  return [
    route(myOrganisation, async (c) => membershipOf(db, (await requireUser(deps, c)).userId)),
    route(memberPrices, async (c, { query: { sizeIds } }) => {
      const list = await priceListOfUser(db, (await requireUser(deps, c)).userId);
      if (!list) return [];
      const rows = await db
        .select({ id: productSizes.id, priceCny: productSizes.priceCny })
        .from(productSizes)
        .innerJoin(products, eq(products.id, productSizes.productId))
        .where(and(inArray(productSizes.id, sizeIds), productShown));
      return rows.map((r) => ({ sizeId: r.id, price: priceText(memberPrice(r.priceCny, r.id, list), deps.region(c)) }));
    }),
    route(organisationMemberList, async (c) => {
      // Only the organisation's admin sees its members; any other login gets empty lists (a read, not a refusal).
      const m = await membershipOf(db, (await requireUser(deps, c)).userId);
      return m?.role === 'admin' ? membersOf(db, deps.now(), m.id) : { members: [], invitations: [] };
    }),
    route(organisationInvite, async (c, { body }) => {
      const { answer, outboxId } = await invite(deps, (await requireUser(deps, c)).userId, requestLang(c), body);
      // The mail goes out after the commit; the answer does not wait for the mail server.
      void sendStored(deps, outboxId);
      return answer;
    }),
    route(organisationInvitationAccept, async (c, { body: { token } }) => acceptInvitation(deps, (await requireUser(deps, c)).userId, requestLang(c), token)),
    route(organisationMemberLimit, async (c, { params: { userId }, body: { limitCny } }) => setMemberLimit(deps, (await requireUser(deps, c)).userId, userId, limitCny)),
  ];
}
