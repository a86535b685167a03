import { z } from 'zod';

/**
 * The citations spreadsheet (POST /admin/citations/import): one row per paper, with the headers below (English or
 * Chinese, any order; a first row of other headers is refused). `products` holds the catalog numbers the paper
 * used, separated by commas, semicolons or spaces; the paper is cited on each. `impactFactor` is optional (0).
 */
export const citationColumns = {
  doi: ['DOI'],
  title: ['Title', '标题'],
  journal: ['Journal', '期刊'],
  year: ['Year', '年份'],
  authors: ['Authors', '作者'],
  products: ['Catalog numbers', 'Products', '货号'],
  impactFactor: ['Impact factor', '影响因子'],
} as const;
export type CitationColumn = keyof typeof citationColumns;

/** A DOI as the DOI Handbook (§2.2) writes it: the 10. prefix, a registrant code, a slash and a suffix without spaces. */
export const DOI = /^10\.\d{4,9}\/\S+$/;

const flag = (error: string) => z.enum(['0', '1', 'true', 'false'], { error }).default('0').transform((v) => v === '1' || v === 'true');
export const citationImportQuerySchema = z.object({
  /** Check only: the report, nothing written. */
  dryRun: flag('admin:citations.v.dryRun'),
  /** Also remove the demo data's example citations (DOI prefix 10.5555). */
  removeExamples: flag('admin:citations.v.removeExamples'),
});

export const citationImportReportSchema = z.strictObject({
  dryRun: z.boolean(),
  /** Data rows read (the header row aside). */
  rows: z.number().int(),
  /** Citations (paper × product) added and updated (same DOI on the same product), or that would be on a dry run. */
  added: z.number().int(),
  updated: z.number().int(),
  /** Example citations removed (or that would be). */
  removedExamples: z.number().int(),
  /** Row (1 = the header row, as a spreadsheet numbers it), column and the reason; any error and nothing is applied. */
  errors: z.array(z.strictObject({ row: z.number().int(), column: z.string(), message: z.string() })),
});
export type CitationImportReport = z.infer<typeof citationImportReportSchema>;
