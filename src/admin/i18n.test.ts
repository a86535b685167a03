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

  it('reads the language from the path, and places each language under its own prefix', () => {
    expect(langOfPath('/cn/admin/audit')).toBe('zh');
    expect(langOfPath('/cn/admin')).toBe('zh');
    expect(langOfPath('/admin/cn/admin')).toBe('en');
    expect(langOfPath('/cn/administrator')).toBe('en');
    expect(adminBase('zh')).toBe('/cn/admin');
    expect(adminBase('en')).toBe('/admin');
  });
});
