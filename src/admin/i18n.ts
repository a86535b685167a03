import i18next, { type i18n as I18n } from 'i18next';
import type { Lang } from '../contracts/lang.ts';

/**
 * The back office's translations: only the `admin` namespace, fetched per language as a chunk of the
 * back-office build (the storefront's language chunks leave admin.json out, see src/i18n/bundles/). The
 * server's answers arrive translated already, so no other namespace is needed here.
 */
const files: Record<Lang, () => Promise<{ default: Record<string, unknown> }>> = {
  en: () => import('../../locales/en/admin.json'),
  zh: () => import('../../locales/zh/admin.json'),
};

let instance: I18n | undefined;

/** The one i18next instance of the back office, switched to `lang` once that language's texts are in. */
export async function adminI18n(lang: Lang): Promise<I18n> {
  if (!instance) {
    instance = i18next.createInstance();
    await instance.init({ lng: lang, fallbackLng: false, ns: ['admin'], defaultNS: 'admin', resources: {}, interpolation: { escapeValue: false }, returnNull: false });
  }
  if (!instance.hasResourceBundle(lang, 'admin')) instance.addResourceBundle(lang, 'admin', (await files[lang]()).default, true, true);
  if (instance.language !== lang) await instance.changeLanguage(lang);
  return instance;
}

/**
 * Loads `lang`'s texts without switching the page to it: a reply to a customer is prefilled in the customer's
 * language whatever language the staff member reads the back office in.
 */
export async function loadAdminTexts(i18n: I18n, lang: Lang): Promise<void> {
  if (!i18n.hasResourceBundle(lang, 'admin')) i18n.addResourceBundle(lang, 'admin', (await files[lang]()).default, true, true);
}
