import { expect } from 'vitest';
import type { ZodType } from 'zod';
import type { Lang } from '../contracts/lang.ts';
import { translate } from '../i18n/create.ts';

/** A form test's view of a schema: the translated message of each bad field, `{}` when the input passes. */
export type Messages = (lang: Lang, input: Record<string, unknown>) => Record<string, string>;

/** The messages of a form schema built per language, as the form page shows them under the fields. */
export function schemaMessages(schemaFor: (lang: Lang) => ZodType): Messages {
  return (lang, input) => {
    const r = schemaFor(lang).safeParse(input);
    return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), translate(lang, i.message)]));
  };
}

/** Per field, its English and Chinese message: `inLang(table, 'zh')` is the answer expected in one language. */
export const inLang = (table: Record<string, readonly [en: string, zh: string]>, lang: Lang) =>
  Object.fromEntries(Object.entries(table).map(([field, [en, zh]]) => [field, lang === 'en' ? en : zh]));

/**
 * The phone rule every public form shares: a mainland mobile on the Chinese site (a foreign number or one
 * starting 12 is refused), any international number on the English site.
 */
export function expectPhoneRule(messages: Messages, valid: Record<string, unknown>, texts: { en: string; zh: string }) {
  expect(messages('zh', { ...valid, phone: '+44 20 7946 0000' })).toEqual({ phone: texts.zh });
  expect(messages('zh', { ...valid, phone: '12812345678' })).toEqual({ phone: texts.zh });
  expect(messages('en', { ...valid, phone: '+44 20 7946 0000' })).toEqual({});
  expect(messages('en', { ...valid, phone: 'call me' })).toEqual({ phone: texts.en });
}

/** The e-mail format check: each language's bad address and the message it gets. */
export function expectEmailRule(messages: Messages, valid: Record<string, unknown>, cases: Record<Lang, readonly [address: string, text: string]>) {
  for (const lang of ['en', 'zh'] as const) expect(messages(lang, { ...valid, email: cases[lang][0] })).toEqual({ email: cases[lang][1] });
}
