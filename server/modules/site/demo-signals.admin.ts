import { count, like, or } from 'drizzle-orm';
import type { DemoSignals } from '../../../src/contracts/admin/demo-signals.ts';
import { adminDemoSignals } from '../../../src/contracts/endpoints/config-admin.ts';
import type { Db } from '../../db/client.ts';
import { citations, distributors, globalConfig } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { route, type Route } from '../../http/endpoint-route.ts';

/**
 * Placeholders the demo data writes (server/demo/config.ts, company-facts.ts, places.ts, journals.ts): RFC 2606's
 * example domains, the ICP number of zeros, phone numbers of zeros, and the DOI prefix 10.5555 the DOI Foundation
 * keeps for examples (it resolves nowhere).
 */
const PLACEHOLDER = [/@example\.(com|cn)\b/, /example\.com\//, /0{8}/, /\b0{3,4}[ -]0{4}\b/];
const DEMO_DOI = '10.5555/%';

/** Where the demo data still shows: what the owner has yet to replace. */
export async function demoSignals(db: Db): Promise<DemoSignals> {
  const config = await db.select({ key: globalConfig.key, value: globalConfig.value }).from(globalConfig);
  const keys = [...new Set(config.filter((r) => PLACEHOLDER.some((p) => p.test(r.value))).map((r) => r.key))].sort();
  const [cites] = await db.select({ n: count() }).from(citations).where(like(citations.doi, DEMO_DOI));
  const [dealers] = await db.select({ n: count() }).from(distributors).where(or(like(distributors.email, '%@example.com'), like(distributors.email, '%@example.cn')));
  const signals: DemoSignals['signals'] = [];
  if (keys.length) signals.push({ kind: 'config', count: keys.length, keys });
  if (cites!.n) signals.push({ kind: 'citations', count: cites!.n, keys: [] });
  if (dealers!.n) signals.push({ kind: 'distributors', count: dealers!.n, keys: [] });
  return { demo: signals.length > 0, signals };
}

export function demoSignalsAdminRoutes(deps: AppDeps): Route[] {
  return [route(adminDemoSignals, () => demoSignals(deps.db))];
}
