import { describe, expect, it } from 'vitest';
import { expectEmailRule, expectPhoneRule, schemaMessages } from '../../testing/schema-messages.ts';
import { resourceDownloadSchema } from './resource-download.ts';

const valid = {
  submissionId: 'dl-12345678',
  name: 'Li Ming',
  email: 'li@example.edu.cn',
  phone: '13812345678',
  areaId: '3',
  company: 'Fudan University',
  department: 'Immunology Lab',
};

const messages = schemaMessages(resourceDownloadSchema);

describe('resource download schema', () => {
  it('accepts a complete form in both languages and reads the province as a number', () => {
    expect(messages('en', valid)).toEqual({});
    expect(messages('zh', valid)).toEqual({});
    expect(resourceDownloadSchema('zh').parse(valid).areaId).toBe(3);
  });

  it('says which field cannot be blank, in English and in Chinese', () => {
    const blank = { submissionId: valid.submissionId, name: ' ', email: '', phone: '', areaId: '', company: '', department: '' };
    expect(messages('en', blank)).toEqual({
      name: 'Full Name cannot be blank.',
      email: 'E-mail cannot be blank.',
      phone: 'Phone Number cannot be blank.',
      areaId: 'Province cannot be blank.',
      company: 'Company cannot be blank.',
      department: 'Department cannot be blank.',
    });
    expect(messages('zh', blank)).toEqual({
      name: '姓名不能为空',
      email: '邮箱不能为空',
      phone: '手机号码不能为空',
      areaId: '省份不能为空',
      company: '单位不能为空',
      department: '部门不能为空',
    });
  });

  it('checks the e-mail format', () => {
    expectEmailRule(messages, valid, { en: ['li@', 'Please enter the correct email address'], zh: ['not an address', '请输入正确的邮箱地址'] });
  });

  it('checks the phone as a mainland mobile in Chinese and as an international number in English', () => {
    expectPhoneRule(messages, valid, { en: 'Please enter the correct mobile phone number', zh: '请输入正确的手机号码' });
  });

  it('refuses a province that is not a positive whole number, and a missing submission id', () => {
    expect(messages('en', { ...valid, areaId: '0' })).toEqual({ areaId: 'Province cannot be blank.' });
    expect(messages('en', { ...valid, areaId: '1.5' })).toEqual({ areaId: 'Province cannot be blank.' });
    expect(resourceDownloadSchema('en').safeParse({ ...valid, submissionId: '' }).success).toBe(false);
  });
});
