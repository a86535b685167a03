import { and, count, eq } from 'drizzle-orm';
import type { Lang } from '../../../src/contracts/lang.ts';
import type { Db } from '../../db/client.ts';
import { localized } from '../../db/localize.ts';
import { newestPage } from '../../db/paged.ts';
import { globalConfig, recruitmentPosts } from '../../db/schema/index.ts';
import { type Page, type PageQuery } from '../../http/query-params.ts';

import type { RecruitmentConfig, RecruitmentPost } from '../../../src/contracts/content.ts';

export type { RecruitmentConfig };

/** Multi-line text columns hold one item per line. */
export const linesOf = (text: string): string[] =>
  text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);

/** A page of job posts, newest first, optionally only the hot ones. */
export async function recruitmentPage(db: Db, lang: Lang, hot: boolean | undefined, page: PageQuery): Promise<Page<RecruitmentPost>> {
  const where = hot !== undefined ? eq(recruitmentPosts.isHot, hot) : undefined;
  const { rows, total } = await newestPage(db, recruitmentPosts, where, page);
  const list = rows.map((r) => ({
    id: r.id,
    title: localized(r, 'title', lang),
    department: localized(r, 'department', lang),
    location: localized(r, 'location', lang),
    salary: r.salary,
    welfare: linesOf(localized(r, 'welfare', lang)),
    content: linesOf(localized(r, 'content', lang)),
    requirements: linesOf(localized(r, 'requirements', lang)),
    headcount: r.headcount,
    isHot: r.isHot,
    publishedAt: r.publishedAt,
  }));
  return { list, total, page: page.page, size: page.size };
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
