import { Hono } from 'hono';
import type { AppDeps } from '../../deps.ts';
import { requestLang } from '../../http/request-lang.ts';
import { ok } from '../../http/respond.ts';
import { publicRead } from '../../http/api-caching.ts';
import { areaList, configEntries, dictionary, industryValues, type PublicConfigKey } from './site.queries.ts';
import { dictQuery, keyListQuery } from './site.schemas.ts';
import { readQuery } from '../../http/validate.ts';

/** Site-wide configuration and small lists used by forms: config, industries, dictionaries, areas. */
export function siteRoutes({ db }: AppDeps) {
  return new Hono()
    .get('/global_cfg', publicRead, async (c) => {
      const { keyList } = readQuery(c, keyListQuery);
      return ok(c, await configEntries(db, requestLang(c), keyList as PublicConfigKey[]));
    })
    .get('/global_cfg/industry/values', publicRead, async (c) => ok(c, await industryValues(db, requestLang(c))))
    .get('/dict', publicRead, async (c) => {
      const { type } = readQuery(c, dictQuery);
      return ok(c, await dictionary(db, requestLang(c), type));
    })
    .get('/distributor/area', publicRead, async (c) => ok(c, await areaList(db, requestLang(c))));
}
