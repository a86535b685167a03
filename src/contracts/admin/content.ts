import { z } from 'zod';
import { pageSchema } from '../catalogue.ts';
import { recordId } from '../record-id.ts';
import { versionSchema, withVersion } from './version.ts';

/**
 * Site content as the back office edits it: articles (news, events, investor notices) and banners, with
 * English and Chinese side by side. The same schemas check the admin forms and the server. Messages are
 * `admin:` translation keys; fields are flat (`titleEn`, `titleZh`) so a 400 names the one at fault.
 */

export const contentArticleKinds = ['news', 'event', 'investor'] as const;
export type ContentArticleKind = (typeof contentArticleKinds)[number];

const text = (max: number) => z.string({ error: 'admin:v.required' }).trim().max(max, 'admin:v.tooLong');
const day = z.iso.date({ error: 'admin:v.day' });
/** Rich text: the server keeps it sanitized (only the allowed tags and attributes). */
const html = text(100_000);

/** Both languages of a text field. */
const enZh = <K extends string>(name: K, schema: z.ZodType<string, string>) =>
  ({ [`${name}En`]: schema, [`${name}Zh`]: schema }) as Record<`${K}En` | `${K}Zh`, z.ZodType<string, string>>;

/** A text present in one language and blank in the other. */
export const halfTranslated = (en: string, zh: string) => !en.trim() !== !zh.trim();

export const articleEditSchema = z
  .object({
    kind: z.enum(contentArticleKinds, { error: 'admin:v.articleKind' }),
    ...enZh('title', text(200)),
    ...enZh('summary', text(2000)),
    ...enZh('body', html),
    ...enZh('location', text(200)),
    publishedAt: day,
    /** Events only: the first and last day (blank for other kinds). */
    eventStart: z.union([day, z.literal('')], { error: 'admin:v.day' }).default(''),
    eventEnd: z.union([day, z.literal('')], { error: 'admin:v.day' }).default(''),
    visible: z.boolean({ error: 'admin:v.flag' }),
  })
  .superRefine((a, ctx) => {
    if (!a.titleEn.trim() && !a.titleZh.trim()) ctx.addIssue({ code: 'custom', path: ['titleEn'], message: 'admin:v.titleOneLanguage' });
    if (a.kind !== 'event') return;
    if (!a.eventStart) ctx.addIssue({ code: 'custom', path: ['eventStart'], message: 'admin:v.eventStart' });
    if (a.eventStart && a.eventEnd && a.eventEnd < a.eventStart) ctx.addIssue({ code: 'custom', path: ['eventEnd'], message: 'admin:v.eventEnd' });
  });
export type ArticleEditInput = z.input<typeof articleEditSchema>;
export type ArticleEdit = z.output<typeof articleEditSchema>;
/** `PUT /admin/articles/{id}`'s body: the edit and the `version` the form loaded (src/contracts/admin/version.ts). */
export const articleSaveSchema = withVersion(articleEditSchema);

/** `GET /admin/articles`: a kind, a search in either language's title, only the untranslated, paging. */
export const articleListQuerySchema = z.object({
  kind: z.enum(contentArticleKinds, { error: 'admin:v.articleKind' }).optional(),
  q: z.string().trim().max(100, 'admin:v.tooLong').optional(),
  untranslated: z.enum(['1', '0', 'true', 'false'], { error: 'admin:v.flag' }).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export type ArticleListQuery = z.input<typeof articleListQuerySchema>;

export const contentIdPath = z.object({ id: recordId('admin:v.id') });

/** An article as the back office shows it: every field in both languages, and whether one is missing. */
export const adminArticleSchema = z.strictObject({
  id: z.number().int(),
  kind: z.enum(contentArticleKinds),
  titleEn: z.string(),
  titleZh: z.string(),
  summaryEn: z.string(),
  summaryZh: z.string(),
  bodyEn: z.string(),
  bodyZh: z.string(),
  locationEn: z.string(),
  locationZh: z.string(),
  publishedAt: z.iso.date(),
  /** Events only; blank for other kinds. */
  eventStart: z.union([z.iso.date(), z.literal('')]),
  eventEnd: z.union([z.iso.date(), z.literal('')]),
  visible: z.boolean(),
  untranslated: z.boolean(),
  version: versionSchema,
});
export type AdminArticle = z.infer<typeof adminArticleSchema>;

/** A page of `GET /admin/articles`, with how many articles (of the kind and search) miss a translation. */
export const adminArticlePageSchema = pageSchema(adminArticleSchema).extend({ untranslated: z.number().int() });
export type AdminArticlePage = z.infer<typeof adminArticlePageSchema>;

/** The answer of a content row's removal: the id it had. */
export const contentRemovedSchema = z.strictObject({ id: z.number().int() });

/** The translated fields of an article, for the "untranslated" marker. */
export const articleTextFields = ['title', 'summary', 'body', 'location'] as const;

export const articleUntranslated = (a: Pick<AdminArticle, `${(typeof articleTextFields)[number]}${'En' | 'Zh'}`>) =>
  articleTextFields.some((f) => halfTranslated(a[`${f}En`], a[`${f}Zh`]));

/** A path on this site (an image under /public or an uploaded one), never another host (`//host` is one). */
const sitePath = text(500).regex(/^\/(?!\/)\S*$/, 'admin:v.sitePath');
/** Where a banner leads: a path on this site, an http(s) address, or nowhere. */
const link = text(500).regex(/^(|\/(?!\/)\S*|https?:\/\/\S+)$/, 'admin:v.link');
/** An ISO date-time with its offset, or blank (no bound). */
const instantOrBlank = z.union([z.iso.datetime({ offset: true }), z.literal('')], { error: 'admin:v.instant' }).default('');

export const bannerEditSchema = z
  .object({
    ...enZh('title', text(200)),
    ...enZh('subtitle', text(500)),
    imageUrl: sitePath,
    linkUrl: link,
    /** Smaller first. */
    sort: z.number({ error: 'admin:v.sort' }).int('admin:v.sort').min(-1_000_000, 'admin:v.sort').max(1_000_000, 'admin:v.sort'),
    visible: z.boolean({ error: 'admin:v.flag' }),
    showFrom: instantOrBlank,
    showUntil: instantOrBlank,
  })
  .superRefine((b, ctx) => {
    if (!b.titleEn.trim() && !b.titleZh.trim()) ctx.addIssue({ code: 'custom', path: ['titleEn'], message: 'admin:v.titleOneLanguage' });
    if (b.showFrom && b.showUntil && Date.parse(b.showUntil) <= Date.parse(b.showFrom)) ctx.addIssue({ code: 'custom', path: ['showUntil'], message: 'admin:v.showUntil' });
  });
export type BannerEditInput = z.input<typeof bannerEditSchema>;
export type BannerEdit = z.output<typeof bannerEditSchema>;
export const bannerSaveSchema = withVersion(bannerEditSchema);

/** A banner as the back office shows it; `showFrom` / `showUntil` are ISO date-times or blank. */
export const adminBannerSchema = z.strictObject({
  id: z.number().int(),
  titleEn: z.string(),
  titleZh: z.string(),
  subtitleEn: z.string(),
  subtitleZh: z.string(),
  imageUrl: z.string(),
  linkUrl: z.string(),
  sort: z.number().int(),
  visible: z.boolean(),
  showFrom: z.union([z.iso.datetime(), z.literal('')]),
  showUntil: z.union([z.iso.datetime(), z.literal('')]),
  untranslated: z.boolean(),
  version: versionSchema,
});
export type AdminBanner = z.infer<typeof adminBannerSchema>;
