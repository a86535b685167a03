import { describe, expect, it } from 'vitest';
import { translate } from '../../i18n/create.ts';
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

function messages(lang: 'en' | 'zh', input: Record<string, unknown>) {
  const r = trialSchema(lang).safeParse(input);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), translate(lang, i.message)]));
}

describe('trial-sample schema', () => {
  it('accepts a complete application in both languages and reads the chosen ids as numbers', () => {
    expect(messages('en', valid)).toEqual({});
    expect(messages('zh', valid)).toEqual({});
    expect(trialSchema('en').parse(valid)).toMatchObject({ treeId: 12, areaId: 9, industryId: 'research' });
  });

  it('names every blank field with the texts in English', () => {
    expect(messages('en', blank)).toEqual({
      sku: 'Cat.No. cannot be blank',
      productName: 'Product Name cannot be blank',
      productApplication: 'Applications cannot be blank',
      treeId: 'Please select a product category',
      name: 'Full Name cannot be blank',
      company: 'Institute / Company cannot be blank',
      department: 'Lab / Department cannot be blank',
      phone: 'Phone Number cannot be blank',
      email: 'E-mail cannot be blank',
      code: 'Verification Code cannot be blank',
      address: 'Mailing Address cannot be blank',
      industryId: 'Segment cannot be blank',
      areaId: 'Please select your province',
    });
  });

  it('names every blank field in Chinese', () => {
    expect(messages('zh', blank)).toEqual({
      sku: '货号不能为空',
      productName: '产品名称不能为空',
      productApplication: '应用领域不能为空',
      treeId: '请选择产品类别',
      name: '姓名不能为空',
      company: '单位/公司不能为空',
      department: '实验室/部门不能为空',
      phone: '手机号码不能为空',
      email: '邮箱不能为空',
      code: '验证码不能为空',
      address: '邮寄地址不能为空',
      industryId: '所属领域不能为空',
      areaId: '请选择您所在的省份',
    });
  });

  it('treats spaces alone as blank', () => {
    expect(messages('en', { ...valid, sku: '   ', name: ' \t' })).toEqual({ sku: 'Cat.No. cannot be blank', name: 'Full Name cannot be blank' });
  });

  it('checks the phone as a mainland mobile on the Chinese site and as an international number on the English site', () => {
    expect(messages('zh', { ...valid, phone: '+44 20 7946 0000' })).toEqual({ phone: '请输入正确的手机号码' });
    expect(messages('zh', { ...valid, phone: '12812345678' })).toEqual({ phone: '请输入正确的手机号码' });
    expect(messages('en', { ...valid, phone: '+44 20 7946 0000' })).toEqual({});
    expect(messages('en', { ...valid, phone: 'call me' })).toEqual({ phone: 'Please enter a correct phone number' });
  });

  it('checks the e-mail format in both languages', () => {
    expect(messages('en', { ...valid, email: 'li@' })).toEqual({ email: 'Please enter a correct e-mail address' });
    expect(messages('zh', { ...valid, email: 'li.example.com' })).toEqual({ email: '请输入正确的邮箱地址' });
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
