import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { languages } from '../contracts/lang.ts';
import en from './bundles/en.ts';
import zh from './bundles/zh.ts';
import { translate } from './create.ts';
import { loadLanguage, namespaceOf } from './load-language.ts';
import { namespaces } from './namespaces.ts';
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

  it("gives the storefront's browser the same texts, one chunk per language, every file of the language but the back office's", () => {
    const { admin: enAdmin, ...enStorefront } = resources.en;
    const { admin: zhAdmin, ...zhStorefront } = resources.zh;
    expect(byNamespace(en)).toEqual(enStorefront);
    expect(byNamespace(zh)).toEqual(zhStorefront);
    expect(Object.keys(en).every((p) => p.includes('/locales/en/'))).toBe(true);
    expect(enAdmin).toBeTruthy();
    expect(zhAdmin).toBeTruthy();
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
