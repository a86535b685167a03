import { z } from 'zod';
import { versionSchema, withVersion } from './version.ts';
import { INTERNATIONAL_PHONE } from '../forms/common.ts';
import { leadCalendarSchema } from './leads.ts';

/**
 * The site configuration as the back office edits it: every key of the `global_config` table with the
 * kind of value it holds, and the schema of an edit (both languages at once, side by side).
 */

const text = (max: number) => z.string({ error: 'admin:v.required' }).trim().max(max, 'admin:v.tooLong');
const required = (max: number) => text(max).min(1, 'admin:v.required');
const email = required(254).pipe(z.email('admin:v.email'));
const phone = required(40).regex(INTERNATIONAL_PHONE, 'admin:v.phone');
/** Blank, or an absolute http(s) address. */
const url = text(500).regex(/^(|https?:\/\/[^\s]+)$/, 'admin:v.url');
/** Rich text: the server keeps it sanitized (only the allowed tags and attributes). */
const html = text(100_000);
/** A listed company's stock code: 6 digits on the Shanghai or Shenzhen exchanges, 4-5 in Hong Kong. */
const stockCode = text(12).regex(/^(|[0-9]{4,6}(\.[A-Z]{2})?)$/, 'admin:v.stockCode');

const facts = (shape: Record<string, z.ZodType>) => z.object(shape).strict();
const officeSchema = facts({ city: required(100), address: required(300), phone: required(40), email: required(254), hours: required(100) });
const governanceSchema = facts({ title: required(200), summary: required(2000) });
const investorContactSchema = facts({ office: required(200), person: required(200), phone: required(40), email: required(254), address: required(300) });

/** A JSON value: text that parses and passes `schema`, kept as compact JSON. */
const json = (schema: z.ZodType) =>
  z
    .string({ error: 'admin:v.required' })
    .max(100_000, 'admin:v.tooLong')
    .transform((value, ctx) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(value);
      } catch {
        ctx.addIssue({ code: 'custom', message: 'admin:v.json' });
        return z.NEVER;
      }
      const checked = schema.safeParse(parsed);
      if (!checked.success) {
        // A rule of the value's own (a week without a working day) says what is wrong; a wrong shape, that it is one.
        const own = checked.error.issues.find((i) => i.message.startsWith('admin:config.v.'));
        ctx.addIssue({ code: 'custom', message: own?.message ?? 'admin:v.jsonShape' });
        return z.NEVER;
      }
      return JSON.stringify(checked.data);
    });

const hotWord = z.string().trim().min(1).max(100);
export const hotWordsSchema = z.object({ pinned: z.array(hotWord).max(10), blocked: z.array(hotWord).max(500) }).strict();
export type HotWordsConfig = z.infer<typeof hotWordsSchema>;

export const configKinds = ['text', 'email', 'phone', 'url', 'html', 'json'] as const;
export type ConfigKind = (typeof configKinds)[number];

/** Every configuration key: its kind (how the admin page edits it) and the schema of one language's value. */
export const configFields = {
  mail: { kind: 'email', value: email },
  phone: { kind: 'phone', value: phone },
  brand: { kind: 'html', value: html },
  /** The company profile on /about-us; blank: the page shows its built-in introduction. */
  company_profile: { kind: 'html', value: html },
  privacy_policy: { kind: 'html', value: html },
  terms_conditions: { kind: 'html', value: html },
  stock_code: { kind: 'text', value: stockCode },
  stock_abbr: { kind: 'text', value: text(100) },
  company_name: { kind: 'text', value: required(200) },
  icp: { kind: 'text', value: text(100) },
  address: { kind: 'text', value: text(300) },
  hours: { kind: 'text', value: text(100) },
  linkedin: { kind: 'url', value: url },
  recruitment_url: { kind: 'url', value: url },
  offices: { kind: 'json', value: json(z.array(officeSchema).max(50)) },
  governance: { kind: 'json', value: json(z.array(governanceSchema).max(50)) },
  investor_contact: { kind: 'json', value: json(investorContactSchema) },
  /** The lead inbox's working calendar (weekend, holidays, extra working days); the same in both languages. */
  lead_calendar: { kind: 'json', value: json(leadCalendarSchema) },
  /** Search synonyms: groups of one target's names, the first the one shown ("IL-2", "IL2", "interleukin 2"); the English value is used. */
  search_synonyms: { kind: 'json', value: json(z.array(z.array(z.string().trim().min(1).max(100)).min(2).max(30)).max(2000)) },
  /** Hot search words of the language: pinned ones shown first, blocked ones never shown. */
  hot_words: { kind: 'json', value: json(hotWordsSchema) },
} as const satisfies Record<string, { kind: ConfigKind; value: z.ZodType<string, string> }>;

export type ConfigKey = keyof typeof configFields;
export const configKeys = Object.keys(configFields) as ConfigKey[];

export const configKeyParams = z.object({ key: z.enum(configKeys as [ConfigKey, ...ConfigKey[]], { error: 'admin:v.configKey' }) });

/** The rich-text keys: each is a storefront page (or the body of one), and the back office previews them before saving. */
export const richConfigKeys = configKeys.filter((k) => configFields[k].kind === 'html');
export const richConfigKeyParams = z.object({ key: z.enum(richConfigKeys as [ConfigKey, ...ConfigKey[]], { error: 'admin:v.configKey' }) });

/** An edit of one key: both languages' values. */
export const configEditSchema = (key: ConfigKey) => z.object({ en: configFields[key].value, zh: configFields[key].value });
export type ConfigEditInput = { en: string; zh: string };

/**
 * The shape every key's edit has, as the endpoints declare it: both values as text. The key's own rules
 * (configEditSchema) are checked once the key is read from the path.
 */
export const configValuesSchema = z.object({ en: z.string({ error: 'admin:v.required' }), zh: z.string({ error: 'admin:v.required' }) });
/** `PUT /admin/config/{key}`'s body: both values and the `version` of the key the form loaded (src/contracts/admin/version.ts). */
export const configSaveSchema = withVersion(configValuesSchema);

/** Both languages' values as an answer (a preview: sanitized as the storefront will show them). */
export const configValuesAnswerSchema = z.strictObject({ en: z.string(), zh: z.string() });

/** One row of `GET /admin/config`. */
export const configEntrySchema = z.strictObject({
  key: z.enum(configKeys as [ConfigKey, ...ConfigKey[]]),
  kind: z.enum(configKinds),
  en: z.string(),
  zh: z.string(),
  /** The key's edit version (1 for a key never set); both languages' rows carry it. */
  version: versionSchema,
});
export type ConfigEntry = z.infer<typeof configEntrySchema>;
