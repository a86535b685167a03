import { catalogueExportQuerySchema, catalogueImportQuerySchema, importReportSchema } from '../admin/catalogue-sheet.ts';
import { endpointsOf, FILE_ANSWER } from '../endpoint.ts';

const declare = endpointsOf({ group: 'admin', access: { permission: 'catalogue' } });

export const adminCatalogueExport = declare({
  route: 'GET /admin/catalogue/export',
  query: catalogueExportQuerySchema,
  answer: FILE_ANSWER,
  does: '`format=xlsx` (default) or `csv`: the catalogue spreadsheet, one row per product size (columns under *The catalogue spreadsheet*, below), as an attachment `catalogue-YYYY-MM-DD.xlsx`; the workbook has numeric prices with a currency column, category names and an About sheet with the export time; CSV is UTF-8 with a byte-order mark, CRLF, the export time on every row',
});

export const adminCatalogueImport = declare({
  route: 'POST /admin/catalogue/import',
  query: catalogueImportQuerySchema,
  answer: importReportSchema,
  does: 'the file as the raw body or as multipart field `file` (XLSX, or CSV in UTF-8 ± BOM, GB18030, Windows-1252; at most 32 MB); `dryRun=1` checks only; `mapping={"file header":"columnId"}` (or multipart field `mapping`) for other headers. The report (*The catalogue spreadsheet*, below) is the same for a dry run, with each changed cell before and after and the rows whose product changed after the export (`newer`); an import is applied in one transaction, all or nothing, and refused (409) when it has `newer` rows unless `overwriteNewer=1`',
});
