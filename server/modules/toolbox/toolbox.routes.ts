import { Hono } from 'hono';
import { calculatorUsageBody } from '../../../src/contracts/calculator.ts';
import { calculatorUsage } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { ok } from '../../http/respond.ts';
import { readBody } from '../../http/validate.ts';

/**
 * Toolbox usage counting. Only the module, the record count and the total length arrive; the sequence
 * is computed in the visitor's browser and never sent. No user is linked: accounts do not exist yet.
 */
export function toolboxRoutes({ db, now }: AppDeps) {
  return new Hono().post('/calculator', async (c) => {
    const body = await readBody(c, calculatorUsageBody);
    const [row] = await db
      .insert(calculatorUsage)
      .values({ module: body.module, records: body.records, totalLength: body.totalLength, userId: null, createdAt: now() })
      .returning({ id: calculatorUsage.id });
    return ok(c, { id: row!.id });
  });
}
