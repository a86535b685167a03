import type { Context } from 'hono';
import { columnMappingSchema, type SheetColumnId } from '../../../src/contracts/admin/catalogue-sheet.ts';
import { adminCatalogueExport, adminCatalogueImport } from '../../../src/contracts/endpoints/catalogue-admin.ts';
import { adminCitationImport } from '../../../src/contracts/endpoints/citations-admin.ts';
import type { AppDeps } from '../../deps.ts';
import { requestLang } from '../../http/request-lang.ts';
import { fieldError } from '../../http/validate.ts';
import { route, type Route } from '../../http/endpoint-route.ts';
import { actorOf } from '../../http/staff/actor.ts';
import { importCatalogue } from './catalogue-import.ts';
import { importCitations } from './citations-import.ts';
import { catalogueLines, categoryNames, databaseTime } from './catalogue-sheet.queries.ts';
import { catalogueCsv, catalogueWorkbook } from './sheet-export.ts';
import { uploadedBytes, uploadedTable } from './sheet-upload.ts';

/** A citations sheet is a few thousand rows at most. */
const MAX_CITATIONS_MB = 8;

function readMapping(c: Context, text: string | undefined): Record<string, SheetColumnId> {
  if (text === undefined || text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw fieldError(c, 'mapping', 'admin:sheet.mappingJson');
  }
  const checked = columnMappingSchema.safeParse(parsed);
  if (!checked.success) throw fieldError(c, 'mapping', 'admin:sheet.mappingJson');
  return checked.data;
}

/**
 * The catalogue spreadsheet (permission `catalogue`): export every product size as XLSX or CSV, and
 * import such a file, checked first (dry run) or applied in one transaction with one audit row per
 * product created or changed, then every server process forgets its caches (change feed).
 */
export function catalogueAdminRoutes(deps: AppDeps): Route[] {
  const { db } = deps;
  return [
    route(adminCatalogueExport, async (c, { query: { format } }) => {
      // The time is taken before the rows are read: a change made while they are read counts as newer (import checks).
      const exportedAt = await databaseTime(db);
      const [lines, names] = await Promise.all([catalogueLines(db), categoryNames(db)]);
      const input = { lines, categoryNames: names, exportedAt };
      const name = `catalogue-${deps.now().toISOString().slice(0, 10)}.${format}`;
      const disposition = `attachment; filename="${name}"`;
      if (format === 'csv') return c.body(catalogueCsv(input), 200, { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': disposition });
      const bytes = await catalogueWorkbook(input);
      return c.body(new Uint8Array(bytes), 200, { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'content-disposition': disposition });
    }),
    // The upload is read here, after `dryRun` is checked: raw bytes or a multipart form (no JSON body is declared).
    route(adminCatalogueImport, async (c, { query: { dryRun, overwriteNewer, mapping: mappingText } }) => {
      const upload = await uploadedBytes(c);
      const mapping = readMapping(c, mappingText ?? upload.mapping);
      const table = await uploadedTable(c, upload.bytes);
      return importCatalogue(deps, actorOf(deps, c), { lang: requestLang(c), table, mapping, dryRun, overwriteNewer });
    }),
    // The citations sheet: read as the catalogue sheet is (XLSX or CSV), its rows checked then applied (citations-import.ts).
    route(adminCitationImport, async (c, { query: { dryRun, removeExamples } }) => {
      const upload = await uploadedBytes(c);
      if (upload.bytes.length > MAX_CITATIONS_MB * 1024 * 1024) throw fieldError(c, 'file', 'admin:sheet.fileTooLarge', { max: MAX_CITATIONS_MB });
      const table = await uploadedTable(c, upload.bytes);
      if (table.rows.length < 2) throw fieldError(c, 'file', 'admin:sheet.empty');
      return importCitations(deps, actorOf(deps, c), { lang: requestLang(c), rows: table.rows, dryRun, removeExamples });
    }),
  ];
}
