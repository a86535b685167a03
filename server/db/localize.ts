import type { Lang } from '../../src/contracts/lang.ts';

type Suffix = 'En' | 'Zh';
const suffix = (lang: Lang): Suffix => (lang === 'zh' ? 'Zh' : 'En');

/** Reads the `<base>En` / `<base>Zh` column of a row in the given language. */
export function localized<R extends Record<string, unknown>, B extends string>(
  row: R & Record<`${B}En` | `${B}Zh`, unknown>,
  base: B,
  lang: Lang,
): R[`${B}En` & keyof R] {
  return row[`${base}${suffix(lang)}` as `${B}En` & keyof R];
}
