import { describe, expect, it } from 'vitest';
import { formCodeChannel, formCodeField, formCodeRequestSchema } from './form-code.ts';

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues.map((i) => i.message) ?? [];

describe('form verification code', () => {
  it('gives a blank code only its "cannot be blank" text, a malformed one the format text', () => {
    const field = formCodeField('trial:errors.code');
    expect(messages(field.safeParse(''))).toEqual(['trial:errors.code']);
    expect(messages(field.safeParse('12a'))).toEqual(['forms:code.format']);
    expect(field.safeParse(' 123456 ').data).toBe('123456');
  });
  it('goes by SMS to a mainland mobile in Chinese and by e-mail in English', () => {
    expect(formCodeChannel('zh')).toBe('sms');
    expect(formCodeChannel('en')).toBe('email');
    expect(formCodeRequestSchema('zh').safeParse({ target: '13812345678' }).success).toBe(true);
    expect(messages(formCodeRequestSchema('zh').safeParse({ target: 'a@example.com' }))).toEqual(['forms:code.phoneFirst']);
    expect(messages(formCodeRequestSchema('en').safeParse({ target: '13812345678' }))).toEqual(['forms:code.emailFirst']);
  });
});
