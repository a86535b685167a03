import { citationImportQuerySchema, citationImportReportSchema } from '../admin/citations-import.ts';
import { endpointsOf } from '../endpoint.ts';

/** Citations in the back office (permission `catalogue`): the import from a spreadsheet of DOIs. */
const declare = endpointsOf({ group: 'admin', access: { permission: 'catalogue' } });

export const adminCitationImport = declare({
  route: 'POST /admin/citations/import',
  query: citationImportQuerySchema,
  answer: citationImportReportSchema,
  does: 'the file as the raw body (XLSX, or CSV in UTF-8 ± BOM, GB18030; at most 8 MB): columns `DOI`, `Title`, `Journal`, `Year`, `Authors`, `Catalog numbers` (several separated by commas, semicolons or spaces), optional `Impact factor` (Chinese headers too: `src/contracts/admin/citations-import.ts`). `dryRun=1` checks only; the report counts the citations (paper × product) added and updated (same DOI on the same product) and lists every error by row and column (a malformed DOI, a year outside 1900 to next year, an unknown catalog number, a blank title or journal); with any error nothing is applied. `removeExamples=1` also removes the demo data\'s example citations (DOI `10.5555/…`). Applied in one transaction with one audit row (entity `citations`, key `import`)',
});
