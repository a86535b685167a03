import type { i18n as I18n } from 'i18next';
import type { Lang } from '../contracts/lang.ts';
import { i18nFor } from './create.ts';
import type { PageNamespace } from './namespaces.ts';

/** Translation files by path (`…/locales/en/common.json`), as `import.meta.glob` gives them. */
type Files = Record<string, Record<string, unknown>>;

/** Each language's namespace files as one chunk of its own (bundles/<lang>.ts); the other language is never fetched. */
const bundles: Record<Lang, () => Promise<{ default: Files }>> = {
  en: () => import('./bundles/en.ts'),
  zh: () => import('./bundles/zh.ts'),
};

/** `…/locales/en/common.json` → `common`. */
export const namespaceOf = (path: string) => path.slice(path.lastIndexOf('/') + 1, -'.json'.length);

/**
 * The i18next instance of `lang` with every namespace of the language. On the server (and in tests) the
 * instance holds both languages from the start (resources.ts); in the browser the language's chunk is
 * fetched and added first.
 */
export async function loadLanguage(lang: Lang, pageNs: readonly PageNamespace[] = []): Promise<I18n> {
  const i18n = i18nFor(lang);
  const core = async () => {
    if (i18n.hasResourceBundle(lang, 'common')) return;
    const { default: files } = await bundles[lang]();
    for (const [path, data] of Object.entries(files)) i18n.addResourceBundle(lang, namespaceOf(path), data, true, true);
  };
  await Promise.all([core(), loadPageNamespaces(lang, pageNs)]);
  return i18n;
}

/**
 * Adds the page namespaces a page declares (RouteDef.namespaces) that `lang` does not hold yet: nothing to do on
 * the server (resources.ts holds them all); in the browser one small chunk per namespace.
 */
export async function loadPageNamespaces(lang: Lang, pageNs: readonly PageNamespace[] = []): Promise<void> {
  const i18n = i18nFor(lang);
  const missing = pageNs.filter((ns) => !i18n.hasResourceBundle(lang, ns));
  if (!missing.length) return;
  const { default: files } = await import('./bundles/page-namespaces.ts');
  await Promise.all(
    missing.map(async (ns) => {
      const load = files[`../../../locales/${lang}/${ns}.json`];
      if (!load) throw new Error(`no translations file for ${lang}/${ns}`);
      i18n.addResourceBundle(lang, ns, await load(), true, true);
    }),
  );
}
