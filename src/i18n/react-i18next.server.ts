// The server renderer's `react-i18next` (vite.config.ts: serverTranslationHook). The library's useTranslation
// builds, on every call, a copy of the i18next instance (its wrapper for a language change), a fixed `t` and
// several memos, none of which outlive a server render: about a fifth of a cold product page's time. On the
// server the instance of a language is built once with every namespace loaded (src/i18n/create.ts) and never
// changes language, so its answer is kept per instance, with the texts asked without options kept too.
import type { i18n as I18n, TFunction } from 'i18next';
import { useContext } from 'react';
import { I18nContext } from 'react-i18next';

export { I18nextProvider } from 'react-i18next';

type Answer = [TFunction, I18n, boolean] & { t: TFunction; i18n: I18n; ready: boolean };

const answers = new WeakMap<I18n, Answer>();

/** `fixed` with the answers of a plain key kept: without options, a key's text in a language never changes here. */
function keptTexts(fixed: (...args: unknown[]) => unknown): TFunction {
  const texts = new Map<string, unknown>();
  const t = (...args: unknown[]) => {
    const key = args[0];
    if (args.length !== 1 || typeof key !== 'string') return fixed(...args);
    if (!texts.has(key)) texts.set(key, fixed(key));
    return texts.get(key);
  };
  return Object.assign(t, fixed) as unknown as TFunction;
}

/** What the library's useTranslation() answers once translations are loaded (the app calls it without arguments). */
export function useTranslation(): Answer {
  const i18n = useContext(I18nContext)?.i18n;
  if (!i18n) throw new Error('useTranslation outside I18nextProvider');
  let answer = answers.get(i18n);
  if (!answer) {
    const ns = i18n.options.defaultNS as string;
    // As the library asks for it (its fourth argument, the namespaces in scope, is missing from the types).
    const getFixedT = i18n.getFixedT.bind(i18n) as unknown as (lng: string, ns: string, keyPrefix: undefined, opts: { scopeNs: string[] }) => (...args: unknown[]) => unknown;
    const t = keptTexts(getFixedT(i18n.language, ns, undefined, { scopeNs: [ns] }));
    answer = Object.assign([t, i18n, true], { t, i18n, ready: true }) as Answer;
    answers.set(i18n, answer);
  }
  return answer;
}
