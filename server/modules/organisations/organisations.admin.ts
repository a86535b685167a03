import {
  adminOrganisationCreate,
  adminOrganisationGet,
  adminOrganisationList,
  adminOrganisationMemberAdd,
  adminOrganisationMemberRemove,
  adminOrganisationMemberSave,
  adminOrganisationPrices,
  adminOrganisationUpdate,
} from '../../../src/contracts/endpoints/organisations-admin.ts';
import type { AppDeps } from '../../deps.ts';
import { route, type Route } from '../../http/endpoint-route.ts';
import { HttpError } from '../../http/errors.ts';
import { requestLang } from '../../http/request-lang.ts';
import { actorOf } from '../../http/staff/actor.ts';
import { addMember, createOrganisation, removeMember, saveMember, savePriceList, updateOrganisation } from './organisations.changes.ts';
import { organisationDetail, organisationPage } from './organisations.queries.ts';

/** Organisation accounts in the back office (permission `orders`): list, look at, add, change; members; price list. */
export function organisationsAdminRoutes(deps: AppDeps): Route[] {
  return [
    route(adminOrganisationList, (_c, { query }) => organisationPage(deps.db, query)),
    route(adminOrganisationGet, async (_c, { params: { id } }) => {
      const found = await organisationDetail(deps.db, id);
      if (!found) throw new HttpError('E0404');
      return found;
    }),
    route(adminOrganisationCreate, (c, { body }) => createOrganisation(deps, actorOf(deps, c), requestLang(c), body)),
    route(adminOrganisationUpdate, (c, { params: { id }, body }) => updateOrganisation(deps, actorOf(deps, c), requestLang(c), id, body)),
    route(adminOrganisationMemberAdd, (c, { params: { id }, body }) => addMember(deps, actorOf(deps, c), requestLang(c), id, body)),
    route(adminOrganisationMemberSave, (c, { params: { id, userId }, body }) => saveMember(deps, actorOf(deps, c), id, userId, body)),
    route(adminOrganisationMemberRemove, (c, { params: { id, userId }, query: { version } }) => removeMember(deps, actorOf(deps, c), id, userId, version)),
    route(adminOrganisationPrices, (c, { params: { id }, body }) => savePriceList(deps, actorOf(deps, c), requestLang(c), id, body)),
  ];
}
