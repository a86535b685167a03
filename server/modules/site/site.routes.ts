import { siteAreas, siteConfig, siteDictionary, siteIndustries } from '../../../src/contracts/endpoints/site.ts';
import type { AppDeps } from '../../deps.ts';
import { route, type Route } from '../../http/endpoint-route.ts';
import { requestLang } from '../../http/request-lang.ts';
import { areaList, configEntries, dictionary, industryValues } from './site.queries.ts';

/** Site-wide configuration and small lists used by forms: config, industries, dictionaries, areas. */
export function siteRoutes({ db }: AppDeps): Route[] {
  return [
    route(siteConfig, (c, { query: { keyList } }) => configEntries(db, requestLang(c), keyList)),
    route(siteIndustries, (c) => industryValues(db, requestLang(c))),
    route(siteDictionary, (c, { query: { type } }) => dictionary(db, requestLang(c), type)),
    route(siteAreas, (c) => areaList(db, requestLang(c))),
  ];
}
