import { cappingReportPdf, toolboxUsage } from '../../../src/contracts/endpoints/toolbox.ts';
import { calculatorUsage } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { route, type Route } from '../../http/endpoint-route.ts';
import { buildCappingReport } from '../../pdf/capping-report/buildCappingReport.ts';
import { requireUser } from '../account/current-user.ts';

/**
 * Toolbox usage counting: only the module, the record count and the total length arrive; the sequence
 * is computed in the visitor's browser and never sent, and no user is linked. And the capping report PDF of a
 * spectrum the page deconvolved, for logged-in customers.
 */
export function toolboxRoutes(deps: AppDeps): Route[] {
  const { db, now } = deps;
  return [
    route(toolboxUsage, async (_c, { body }) => {
      const [row] = await db
        .insert(calculatorUsage)
        .values({ module: body.module, records: body.records, totalLength: body.totalLength, userId: null, createdAt: now() })
        .returning({ id: calculatorUsage.id });
      return { id: row!.id };
    }),
    // The capping report: drawn from what the page computed, for logged-in customers; nothing is stored.
    route(cappingReportPdf, async (c, { body: { lang, ...input } }) => {
      await requireUser(deps, c);
      const bytes = await buildCappingReport(input, lang);
      const name = encodeURIComponent(`capping-report-${input.date}.pdf`);
      return c.body(new Uint8Array(bytes), 200, { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename*=UTF-8''${name}` });
    }),
  ];
}
