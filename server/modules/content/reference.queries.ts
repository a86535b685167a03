import { and, count, desc, eq, ilike, max, sql, type SQL } from 'drizzle-orm';
import type { ReferenceItem, ReferenceStats } from '../../../src/contracts/content.ts';
import type { Lang } from '../../../src/contracts/lang.ts';
import type { Db } from '../../db/client.ts';
import { countedPage } from '../../db/paged.ts';
import { citations, products } from '../../db/schema/index.ts';
import { citationFields, toCitation } from '../catalogue/product-citations.ts';
import { likePattern, type Page, type PageQuery } from '../../http/query-params.ts';

export type { ReferenceItem, ReferenceStats };

export interface ReferenceFilter {
  productId?: number | undefined;
  year?: number | undefined;
  keyword?: string | undefined;
}

/** Quotes the citation facts "by end of 2021". */
export const CITATION_FACTS_YEAR = 2021;

function whereOf(f: ReferenceFilter): SQL | undefined {
  return and(
    f.productId !== undefined ? eq(citations.productId, f.productId) : undefined,
    f.year !== undefined ? eq(citations.year, f.year) : undefined,
    f.keyword !== undefined ? ilike(citations.title, likePattern(f.keyword)) : undefined,
  );
}

/** A page of citations, newest year first, then highest impact factor. */
export async function referencePage(db: Db, lang: Lang, filter: ReferenceFilter, page: PageQuery): Promise<Page<ReferenceItem>> {
  const where = whereOf(filter);
  const { rows, total } = await countedPage(db, citations, where, page, (limit, offset) =>
    db
      .select({ ...citationFields, catalogNumber: products.catalogNumber, nameEn: products.nameEn, nameZh: products.nameZh })
      .from(citations)
      .leftJoin(products, eq(products.id, citations.productId))
      .where(where)
      .orderBy(desc(citations.year), desc(citations.impactFactor), desc(citations.id))
      .limit(limit)
      .offset(offset),
  );
  const list = rows.map(({ catalogNumber, nameEn, nameZh, ...r }) => ({
    ...toCitation(r),
    product:
      r.productId !== null && catalogNumber !== null
        ? { id: r.productId, catalogNumber, name: (lang === 'zh' ? nameZh : nameEn) ?? '' }
        : null,
  }));
  return { list, total, page: page.page, size: page.size };
}

/** The citation facts of the company profile, computed from the data rather than written down. */
export async function referenceStats(db: Db): Promise<ReferenceStats> {
  const [row] = await db
    .select({
      count: count(),
      countThrough2021: sql<number>`count(*) filter (where ${citations.year} <= ${CITATION_FACTS_YEAR})`.mapWith(Number),
      maxImpactFactor: max(citations.impactFactor),
      meanImpactFactor: sql<string | null>`round(avg(${citations.impactFactor}), 2)`,
    })
    .from(citations);
  return {
    count: row?.count ?? 0,
    countThrough2021: row?.countThrough2021 ?? 0,
    maxImpactFactor: Number(row?.maxImpactFactor ?? 0),
    meanImpactFactor: Number(row?.meanImpactFactor ?? 0),
  };
}
