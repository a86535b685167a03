// The server renderer's `react-i18next` (vite.config.ts: serverTranslationHook). The library's useTranslation
// builds, on every call, a copy of the i18next instance (its wrapper for a language change), a fixed `t` and
// several memos, none of which outlive a server render: about a fifth of a cold product page's time. On the
// server the instance of a language is built once with every namespace loaded (src/i18n/create.ts) and never
// changes language, so its answer is kept per instance, with the texts it gave kept too.
import type { i18n as I18n, TFunction } from 'i18next';
import { useContext } from 'react';
import { I18nContext } from 'react-i18next';

export { I18nextProvider } from 'react-i18next';

type Answer = [TFunction, I18n, boolean] & { t: TFunction; i18n: I18n; ready: boolean };

const answers = new WeakMap<I18n, Answer>();

/** Texts kept per language beyond which the kept ones are dropped (options carry product names, so they grow). */
const KEPT_TEXTS = 10_000;

/** Options whose values are all strings, numbers or booleans: the text they ask for is a function of them. */
const plainOptions = (options: unknown): options is Record<string, string | number | boolean> =>
  typeof options === 'object' && options !== null && Object.getPrototypeOf(options) === Object.prototype &&
  Object.values(options).every((v) => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean');

/**
 * `fixed` with its answers kept: in a language that never changes, a key's text is a function of the key and of
 * plain options (a plural's count, a name put in). The frame asks for the same ones on every page (the menus'
 * labels, the copyright line); a text asked with anything else is translated every time.
 */
function keptTexts(fixed: (...args: unknown[]) => unknown): TFunction {
  const texts = new Map<string, unknown>();
  const t = (...args: unknown[]) => {
    const [key, options] = args;
    if (typeof key !== 'string' || args.length > 2 || (args.length === 2 && !plainOptions(options))) return fixed(...args);
    const id = args.length === 1 ? key : `${key}\u0000${JSON.stringify(options)}`;
    let text = texts.get(id);
    if (text === undefined) {
      if (texts.size >= KEPT_TEXTS) texts.clear();
      texts.set(id, (text = fixed(...args)));
    }
    return text;
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
