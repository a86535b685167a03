import i18next, { type i18n as I18n } from 'i18next';
import type { Lang } from '../contracts/lang.ts';
import { namespaces, resources } from './resources.ts';

const instances = new Map<Lang, I18n>();

/**
 * One i18next instance per language, built once. A language is not per-user state, so sharing the
 * instance between server requests of the same language is safe. On the server and in tests it holds
 * both languages from the start (resources.ts); in the browser it starts empty and entry-client.tsx fills
 * it with `loadLanguage` (load-language.ts) before hydrating.
 */
export function i18nFor(lang: Lang): I18n {
  let instance = instances.get(lang);
  if (!instance) {
    instance = i18next.createInstance();
    void instance.init({
      lng: lang,
      fallbackLng: false,
      ns: [...namespaces],
      defaultNS: 'common',
      resources,
      initAsync: false,
      interpolation: { escapeValue: false }, // React escapes
      returnNull: false,
    });
    instances.set(lang, instance);
  }
  return instance;
}

/** Translates `ns:key` in `lang`. */
export function translate(lang: Lang, key: string, params?: Record<string, unknown>): string {
  return i18nFor(lang).t(key, params ?? {}) as string;
}
