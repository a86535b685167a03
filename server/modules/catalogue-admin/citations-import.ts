import { count, eq, inArray, like } from 'drizzle-orm';
import { citationColumns, DOI, type CitationColumn, type CitationImportReport } from '../../../src/contracts/admin/citations-import.ts';
import type { Lang } from '../../../src/contracts/lang.ts';
import { translate } from '../../../src/i18n/create.ts';
import type { Db } from '../../db/client.ts';
import { citations, products } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import type { AuditActor } from '../../http/staff/actor.ts';
import { withAudit } from '../audit/with-audit.ts';

/** One citation to write: a paper on one product. */
interface Planned {
  doi: string;
  title: string;
  journal: string;
  year: number;
  authors: string;
  impactFactor: string;
  productId: number;
}

const norm = (s: string) => s.trim().toLowerCase();
const EXAMPLE_DOI = '10.5555/%';

/** The column of each header (English or Chinese, any case), or the required ones missing. */
function columnsOf(header: readonly string[]): { at: Partial<Record<CitationColumn, number>>; missing: CitationColumn[] } {
  const at: Partial<Record<CitationColumn, number>> = {};
  for (const [column, names] of Object.entries(citationColumns) as [CitationColumn, readonly string[]][]) {
    const i = header.findIndex((h) => names.some((n) => norm(n) === norm(h)));
    if (i >= 0) at[column] = i;
  }
  const missing = (['doi', 'title', 'journal', 'year', 'products'] as const).filter((c) => at[c] === undefined);
  return { at, missing };
}

/**
 * Reads the sheet's rows into citations (a paper on each of its products), or errors by row and column, then adds
 * or updates them (the same DOI on the same product is updated) in one transaction with one audit row; a dry run
 * stops before writing. Nothing is applied when any row has an error.
 */
export async function importCitations(deps: AppDeps, actor: AuditActor, input: { lang: Lang; rows: string[][]; dryRun: boolean; removeExamples: boolean }): Promise<CitationImportReport> {
  const { db } = deps;
  const msg = (key: string, params?: Record<string, unknown>) => translate(input.lang, `admin:citations.e.${key}`, params);
  const [header = [], ...rows] = input.rows.filter((r) => r.some((cell) => cell.trim() !== ''));
  const { at, missing } = columnsOf(header);
  const errors: CitationImportReport['errors'] = missing.map((c) => ({ row: 1, column: citationColumns[c][0], message: msg('missingColumn') }));
  const cell = (r: string[], c: CitationColumn) => (at[c] === undefined ? '' : (r[at[c]] ?? '').trim());
  const wanted = [...new Set(rows.flatMap((r) => cell(r, 'products').toUpperCase().split(/[\s,;，；]+/).filter(Boolean)))];
  const known = new Map((wanted.length ? await db.select({ id: products.id, cat: products.catalogNumber }).from(products).where(inArray(products.catalogNumber, wanted)) : []).map((p) => [p.cat, p.id]));
  const planned: Planned[] = [];
  const nextYear = deps.now().getUTCFullYear() + 1;
  if (!missing.length)
    rows.forEach((r, i) => {
      const row = i + 2;
      const fail = (column: CitationColumn, key: string, params?: Record<string, unknown>) => errors.push({ row, column: citationColumns[column][0], message: msg(key, params) });
      const doi = cell(r, 'doi').replace(/^https?:\/\/(dx\.)?doi\.org\//i, '');
      const year = Number(cell(r, 'year'));
      const impact = cell(r, 'impactFactor') || '0';
      const cats = cell(r, 'products').toUpperCase().split(/[\s,;，；]+/).filter(Boolean);
      if (!DOI.test(doi)) fail('doi', 'doi');
      if (!cell(r, 'title')) fail('title', 'blank');
      if (!cell(r, 'journal')) fail('journal', 'blank');
      if (!Number.isInteger(year) || year < 1900 || year > nextYear) fail('year', 'year', { max: nextYear });
      if (!/^\d{1,4}(\.\d{1,2})?$/.test(impact)) fail('impactFactor', 'impactFactor');
      if (!cats.length) fail('products', 'blank');
      for (const cat of cats) if (!known.has(cat)) fail('products', 'unknownProduct', { catalogNumber: cat });
      for (const cat of cats) {
        const productId = known.get(cat);
        if (productId) planned.push({ doi, title: cell(r, 'title'), journal: cell(r, 'journal'), year, authors: cell(r, 'authors'), impactFactor: impact, productId });
      }
    });
  const existing = planned.length ? await db.select({ id: citations.id, doi: citations.doi, productId: citations.productId }).from(citations).where(inArray(citations.doi, [...new Set(planned.map((p) => p.doi))])) : [];
  const idOf = (p: Planned) => existing.find((e) => e.doi === p.doi && e.productId === p.productId)?.id;
  const [examples] = input.removeExamples ? await db.select({ n: count() }).from(citations).where(like(citations.doi, EXAMPLE_DOI)) : [{ n: 0 }];
  const report: CitationImportReport = {
    dryRun: input.dryRun,
    rows: rows.length,
    added: planned.filter((p) => idOf(p) === undefined).length,
    updated: planned.filter((p) => idOf(p) !== undefined).length,
    removedExamples: examples!.n,
    errors,
  };
  if (input.dryRun || errors.length) return report;
  return withAudit(deps, actor, { entity: 'citations', key: 'import', action: 'import' }, async (tx: Db) => {
    if (input.removeExamples) await tx.delete(citations).where(like(citations.doi, EXAMPLE_DOI));
    for (const p of planned) {
      const id = idOf(p);
      if (id === undefined) await tx.insert(citations).values(p);
      else await tx.update(citations).set(p).where(eq(citations.id, id));
    }
    const counts = { rows: report.rows, added: report.added, updated: report.updated, removedExamples: report.removedExamples };
    return { before: null, after: counts, result: report };
  });
}
