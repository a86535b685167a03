import { describe, expect, it } from 'vitest';
import { expectEmailRule, expectPhoneRule, inLang, schemaMessages } from '../../testing/schema-messages.ts';
import { TRIAL_STEPS, trialSchema } from './trial.ts';

const valid = {
  submissionId: 'trial-12345678',
  sku: 'CYT-H0201',
  productName: 'Recombinant Human IL-2 Protein',
  productApplication: 'T-cell expansion in culture',
  treeId: '12',
  name: 'Li Ming',
  company: 'Fudan University',
  department: 'Immunology Lab',
  phone: '13812345678',
  email: 'li@example.edu.cn',
  code: '123456',
  address: '220 Handan Road, Yangpu District',
  industryId: 'research',
  areaId: '9',
};

const blank = Object.fromEntries(Object.keys(valid).map((k) => [k, k === 'submissionId' ? valid.submissionId : '']));

const messages = schemaMessages(trialSchema);

describe('trial-sample schema', () => {
  it('accepts a complete application in both languages and reads the chosen ids as numbers', () => {
    expect(messages('en', valid)).toEqual({});
    expect(messages('zh', valid)).toEqual({});
    expect(trialSchema('en').parse(valid)).toMatchObject({ treeId: 12, areaId: 9, industryId: 'research' });
  });

  it.each(['en', 'zh'] as const)('names every blank field with its text (%s)', (lang) => {
    const texts = {
      sku: ['Cat.No. cannot be blank', '货号不能为空'],
      productName: ['Product Name cannot be blank', '产品名称不能为空'],
      productApplication: ['Applications cannot be blank', '应用领域不能为空'],
      treeId: ['Please select a product category', '请选择产品类别'],
      name: ['Full Name cannot be blank', '姓名不能为空'],
      company: ['Institute / Company cannot be blank', '单位/公司不能为空'],
      department: ['Lab / Department cannot be blank', '实验室/部门不能为空'],
      phone: ['Phone Number cannot be blank', '手机号码不能为空'],
      email: ['E-mail cannot be blank', '邮箱不能为空'],
      code: ['Verification Code cannot be blank', '验证码不能为空'],
      address: ['Mailing Address cannot be blank', '邮寄地址不能为空'],
      industryId: ['Segment cannot be blank', '所属领域不能为空'],
      areaId: ['Please select your province', '请选择您所在的省份'],
    } as const;
    expect(messages(lang, blank)).toEqual(inLang(texts, lang));
  });

  it('treats spaces alone as blank', () => {
    expect(messages('en', { ...valid, sku: '   ', name: ' \t' })).toEqual({ sku: 'Cat.No. cannot be blank', name: 'Full Name cannot be blank' });
  });

  it('checks the phone as a mainland mobile on the Chinese site and as an international number on the English site', () => {
    expectPhoneRule(messages, valid, { en: 'Please enter a correct phone number', zh: '请输入正确的手机号码' });
  });

  it('checks the e-mail format in both languages', () => {
    expectEmailRule(messages, valid, { en: ['li@', 'Please enter a correct e-mail address'], zh: ['li.example.com', '请输入正确的邮箱地址'] });
  });

  it('wants a 6-digit verification code', () => {
    expect(messages('en', { ...valid, code: '12345' })).toEqual({ code: 'The verification code is 6 digits' });
    expect(messages('zh', { ...valid, code: 'abcdef' })).toEqual({ code: '验证码为6位数字' });
  });

  it('takes research or industry as the segment, nothing else', () => {
    expect(messages('en', { ...valid, industryId: 'industry' })).toEqual({});
    expect(messages('en', { ...valid, industryId: 'hobby' })).toEqual({ industryId: 'Segment cannot be blank' });
  });

  it('wants a chosen category and province (positive ids)', () => {
    expect(messages('en', { ...valid, treeId: 'abc', areaId: '0' })).toEqual({ treeId: 'Please select a product category', areaId: 'Please select your province' });
    expect(messages('zh', { ...valid, treeId: 1.5 })).toEqual({ treeId: '请选择产品类别' });
  });

  it('refuses over-long text and a malformed submission id', () => {
    expect(messages('en', { ...valid, sku: 'X'.repeat(41) }).sku).toBeTruthy();
    expect(messages('en', { ...valid, sku: 'X'.repeat(41) }).sku).not.toBe('Cat.No. cannot be blank');
    expect(Object.keys(messages('en', { ...valid, submissionId: 'x' }))).toEqual(['submissionId']);
  });

  it('puts every field of the schema in exactly one step, the product first', () => {
    const fields = Object.keys(trialSchema('en').shape).filter((k) => k !== 'submissionId');
    expect([...TRIAL_STEPS[0], ...TRIAL_STEPS[1]].sort()).toEqual(fields.sort());
    expect(TRIAL_STEPS[0]).toEqual(['sku', 'productName', 'productApplication', 'treeId']);
  });
});
