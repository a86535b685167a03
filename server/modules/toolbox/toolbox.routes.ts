import { toolboxUsage } from '../../../src/contracts/endpoints/toolbox.ts';
import { calculatorUsage } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { route, type Route } from '../../http/endpoint-route.ts';

/**
 * Toolbox usage counting. Only the module, the record count and the total length arrive; the sequence
 * is computed in the visitor's browser and never sent. No user is linked: accounts do not exist yet.
 */
export function toolboxRoutes({ db, now }: AppDeps): Route[] {
  return [
    route(toolboxUsage, async (_c, { body }) => {
      const [row] = await db
        .insert(calculatorUsage)
        .values({ module: body.module, records: body.records, totalLength: body.totalLength, userId: null, createdAt: now() })
        .returning({ id: calculatorUsage.id });
      return { id: row!.id };
    }),
  ];
}
