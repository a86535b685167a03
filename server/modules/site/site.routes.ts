import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { requestLang } from '../../http/request-lang.ts';
import { ok } from '../../http/respond.ts';
import { areaList, configEntries, dictionary, industryValues, publicConfigKeys, type PublicConfigKey } from './site.queries.ts';
import { readQuery } from '../../http/validate.ts';

const keyListQuery = z.object({
  keyList: z
    .string()
    .optional()
    .transform((v) => (v ? v.split(',').map((k) => k.trim()).filter(Boolean) : [...publicConfigKeys]))
    .pipe(z.array(z.enum(publicConfigKeys), { error: 'validation:keyList' }).min(1).max(publicConfigKeys.length)),
});

const dictQuery = z.object({ type: z.string().regex(/^[a-z_]{1,40}$/).optional() });

/** Site-wide configuration and small lists used by forms: config, industries, dictionaries, areas. */
export function siteRoutes({ db }: AppDeps) {
  return new Hono()
    .get('/global_cfg', async (c) => {
      const { keyList } = readQuery(c, keyListQuery);
      return ok(c, await configEntries(db, requestLang(c), keyList as PublicConfigKey[]));
    })
    .get('/global_cfg/industry/values', async (c) => ok(c, await industryValues(db, requestLang(c))))
    .get('/dict', async (c) => {
      const { type } = readQuery(c, dictQuery);
      return ok(c, await dictionary(db, requestLang(c), type));
    })
    .get('/distributor/area', async (c) => ok(c, await areaList(db, requestLang(c))));
}
