import { describe, expect, it } from 'vitest';
import { resources } from '../i18n/resources.ts';
import { adminI18n } from './i18n.ts';
import { adminBase, langOfPath } from './paths.ts';

describe('back-office translations and paths', () => {
  it('loads the admin namespace of each language it switches to', async () => {
    const en = await adminI18n('en');
    expect(en.t('login.title')).toBe(resources.en.admin.login.title);
    const zh = await adminI18n('zh');
    expect(zh.language).toBe('zh');
    expect(zh.t('login.title')).toBe(resources.zh.admin.login.title);
    expect(zh.t('admin:v.emailRequired')).toBe(resources.zh.admin.v.emailRequired);
  });

  it.each([
    ['/cn/admin/audit', 'zh'],
    ['/cn/admin', 'zh'],
    ['/admin/cn/admin', 'en'],
    ['/cn/administrator', 'en'],
  ])('reads the language of %s from the path: %s', (path, lang) => {
    expect(langOfPath(path)).toBe(lang);
  });

  it('places each language under its own prefix', () => {
    expect(adminBase('zh')).toBe('/cn/admin');
    expect(adminBase('en')).toBe('/admin');
  });
});
