import { and, count, desc, eq } from 'drizzle-orm';
import type { Lang } from '../../../src/contracts/lang.ts';
import type { Db } from '../../db/client.ts';
import { globalConfig, recruitmentPosts } from '../../db/schema/index.ts';
import { offsetOf, type Page, type PageQuery } from '../../http/query-params.ts';

import type { RecruitmentPost } from '../../../src/contracts/content.ts';

/** Multi-line text columns hold one item per line. */
export const linesOf = (text: string): string[] =>
  text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);

/** A page of job posts, newest first, optionally only the hot ones. */
export async function recruitmentPage(db: Db, lang: Lang, hot: boolean | undefined, page: PageQuery): Promise<Page<RecruitmentPost>> {
  const where = hot !== undefined ? eq(recruitmentPosts.isHot, hot) : undefined;
  const [totals, rows] = await Promise.all([
    db.select({ total: count() }).from(recruitmentPosts).where(where),
    db
      .select()
      .from(recruitmentPosts)
      .where(where)
      .orderBy(desc(recruitmentPosts.publishedAt), desc(recruitmentPosts.id))
      .limit(page.size)
      .offset(offsetOf(page)),
  ]);
  const zh = lang === 'zh';
  const list = rows.map((r) => ({
    id: r.id,
    title: zh ? r.titleZh : r.titleEn,
    department: zh ? r.departmentZh : r.departmentEn,
    location: zh ? r.locationZh : r.locationEn,
    salary: r.salary,
    welfare: linesOf(zh ? r.welfareZh : r.welfareEn),
    content: linesOf(zh ? r.contentZh : r.contentEn),
    requirements: linesOf(zh ? r.requirementsZh : r.requirementsEn),
    headcount: r.headcount,
    isHot: r.isHot,
    publishedAt: r.publishedAt,
  }));
  return { list, total: totals[0]?.total ?? 0, page: page.page, size: page.size };
}

export interface RecruitmentConfig {
  /** The external recruitment site (Join Us opens it in a new tab); null when not configured. */
  recruitmentUrl: string | null;
  hotCount: number;
  departments: string[];
}

export async function recruitmentConfig(db: Db, lang: Lang): Promise<RecruitmentConfig> {
  const department = lang === 'zh' ? recruitmentPosts.departmentZh : recruitmentPosts.departmentEn;
  const [url, hot, departments] = await Promise.all([
    db
      .select({ value: globalConfig.value })
      .from(globalConfig)
      .where(and(eq(globalConfig.key, 'recruitment_url'), eq(globalConfig.lang, lang))),
    db.select({ n: count() }).from(recruitmentPosts).where(eq(recruitmentPosts.isHot, true)),
    db.selectDistinct({ name: department }).from(recruitmentPosts),
  ]);
  return {
    recruitmentUrl: url[0]?.value ?? null,
    hotCount: hot[0]?.n ?? 0,
    // Sorted here: database collations differ between PGlite and a PostgreSQL server.
    departments: departments.map((d) => d.name).sort((a, b) => a.localeCompare(b, lang === 'zh' ? 'zh-CN' : 'en')),
  };
}
