import { describe, expect, it } from 'vitest';
import { translate } from '../../i18n/create.ts';
import { newsletterSubscribeSchema, newsletterTokenSchema } from './newsletter.ts';

function message(lang: 'en' | 'zh', schema: typeof newsletterSubscribeSchema | typeof newsletterTokenSchema, input: unknown) {
  const r = schema.safeParse(input);
  return r.success ? '' : translate(lang, r.error.issues[0]!.message);
}

describe('newsletter subscription schema', () => {
  it('keeps the address trimmed and lower-case, so one mailbox is one subscription', () => {
    expect(newsletterSubscribeSchema.parse({ email: '  Li.Ming@Example.EDU.cn ' })).toEqual({ email: 'li.ming@example.edu.cn' });
  });

  it('names a blank and a malformed address in both languages', () => {
    expect(message('en', newsletterSubscribeSchema, { email: ' ' })).toBe('E-mail cannot be blank.');
    expect(message('zh', newsletterSubscribeSchema, { email: '' })).toBe('邮箱不能为空');
    expect(message('en', newsletterSubscribeSchema, { email: 'li@example' })).toBe('Please enter the correct email address');
    expect(message('zh', newsletterSubscribeSchema, { email: 'li.example.com' })).toBe('请输入正确的邮箱地址');
  });

  it('accepts only tokens shaped like the e-mailed ones', () => {
    expect(message('en', newsletterTokenSchema, { token: 'a'.repeat(43) })).toBe('');
    expect(message('en', newsletterTokenSchema, { token: 'a'.repeat(42) })).toBe('This link is invalid or has already been used.');
    expect(message('zh', newsletterTokenSchema, { token: '../../etc/passwd_________________________xx' })).toBe('该链接无效或已被使用。');
    expect(message('zh', newsletterTokenSchema, {})).toBe('该链接无效或已被使用。');
  });
});
