import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { languages } from '../contracts/lang.ts';
import en from './bundles/en.ts';
import zh from './bundles/zh.ts';
import { translate } from './create.ts';
import { loadLanguage, namespaceOf } from './load-language.ts';
import { namespaces, pageNamespaces } from './namespaces.ts';
import pageFiles from './bundles/page-namespaces.ts';
import { resources } from './resources.ts';

const filesOf = (lang: string) => readdirSync(join(import.meta.dirname, '../../locales', lang)).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -5)).sort();
const byNamespace = (files: Record<string, unknown>) => Object.fromEntries(Object.entries(files).map(([path, data]) => [namespaceOf(path), data]));

describe('translation resources', () => {
  it('lists every namespace file, and the server bundles each in both languages', () => {
    for (const lang of languages) {
      expect([...namespaces].sort()).toEqual(filesOf(lang));
      expect(Object.keys(resources[lang]).sort()).toEqual(filesOf(lang));
    }
  });

  it("gives the storefront's browser the same texts: one chunk per language of every file but the back office's and the page namespaces, which come one file each", async () => {
    const pageOnly = new Set<string>(pageNamespaces);
    for (const [lang, bundle] of [['en', en], ['zh', zh]] as const) {
      const { admin, ...storefront } = resources[lang];
      expect(admin).toBeTruthy();
      const core = Object.fromEntries(Object.entries(storefront).filter(([ns]) => !pageOnly.has(ns)));
      expect(byNamespace(bundle)).toEqual(core);
      expect(Object.keys(bundle).every((p) => p.includes(`/locales/${lang}/`))).toBe(true);
      for (const ns of pageNamespaces) {
        const load = pageFiles[`../../../locales/${lang}/${ns}.json`];
        expect(load, `${lang}/${ns}`).toBeTypeOf('function');
        expect(await load!()).toEqual(storefront[ns]);
      }
    }
    expect(Object.keys(pageFiles)).toHaveLength(pageNamespaces.length * languages.length);
  });

  it('names a namespace after its file', () => {
    expect(namespaceOf('../../../locales/zh/common.json')).toBe('common');
  });

  it('needs no loading on the server, where both languages are bundled', async () => {
    const i18n = await loadLanguage('zh');
    expect(i18n.language).toBe('zh');
    expect(i18n.t('errors:E0001')).toBe(translate('zh', 'errors:E0001'));
    expect(translate('en', 'errors:E0001')).not.toBe(translate('zh', 'errors:E0001'));
  });
});
