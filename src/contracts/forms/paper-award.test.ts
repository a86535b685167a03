import { describe, expect, it } from 'vitest';
import { translate } from '../../i18n/create.ts';
import { expectPhoneRule } from '../../testing/schema-messages.ts';
import type { Lang } from '../lang.ts';
import { normaliseDoi, paperAwardSchema } from './paper-award.ts';

const TODAY = '2026-11-21';
const token = (c: string) => c.repeat(43);

/** A complete application; 11010519491231002X is the worked example of GB 11643-1999. */
const validPaperForm = {
  submissionId: 'paper-12345678',
  name: 'Li Ming',
  company: 'Fudan University',
  department: 'Immunology',
  areaId: '1',
  phone: '13812345678',
  idNumber: '11010519491231002X',
  email: 'li@example.edu.cn',
  education: 'phd',
  imageId1: token('a'),
  imageId2: token('b'),
  mentor: 'Wang Fang',
  labPhone: '021-65642222',
  labAddress: '220 Handan Road, Shanghai',
  paperTitle: 'IL-2 signalling in regulatory T cells',
  magazinePublished: 'Nature Immunology',
  influenceFactor: '27.7',
  issueTime: '2025-03-01',
  doi: '10.1038/s41590-025-0001-x',
  firstAuthor: 'Li Ming',
  correspondingAuthor: 'Wang Fang',
  file: token('c'),
  sku: 'CYT-H0201',
  productName: 'Recombinant Human IL-2 Protein',
  buyPackaging: '100 µg',
  distr: 'Direct',
  remittancesAccount: '6222 0212 3456 7890',
  username: 'Li Ming',
  openingBank: 'ICBC Shanghai Branch',
  code: '123456',
};

/** The message of each bad field; a field with two messages fails the test (the page would show one at random). */
function messages(lang: Lang, input: Record<string, unknown>) {
  const r = paperAwardSchema(lang, TODAY).safeParse(input);
  if (r.success) return {};
  const out: Record<string, string> = {};
  for (const i of r.error.issues) {
    const field = i.path.join('.');
    if (field in out) throw new Error(`two messages for ${field}: ${out[field]} / ${translate(lang, i.message)}`);
    out[field] = translate(lang, i.message);
  }
  return out;
}

describe('paper award schema', () => {
  it('accepts a complete application and normalises DOI, ID number and impact factor', () => {
    expect(messages('en', validPaperForm)).toEqual({});
    expect(messages('zh', validPaperForm)).toEqual({});
    const parsed = paperAwardSchema('en', TODAY).parse({ ...validPaperForm, doi: 'https://doi.org/10.1038/S41590-025-0001-X', idNumber: '11010519491231002x', bonusAmount: 99999 });
    expect(parsed.doi).toBe('10.1038/s41590-025-0001-x');
    expect(parsed.idNumber).toBe('11010519491231002X');
    expect(parsed.influenceFactor).toBe(27.7);
    expect(parsed).not.toHaveProperty('bonusAmount');
  });

  it('names every blank field with its own text in both languages', () => {
    const blank = Object.fromEntries(Object.keys(validPaperForm).map((k) => [k, k === 'submissionId' ? validPaperForm.submissionId : '']));
    expect(messages('en', blank)).toEqual({
      name: 'Full Name cannot be blank.',
      company: 'Institute / Company cannot be blank.',
      department: 'Lab / Department cannot be blank.',
      areaId: 'Please select your province',
      phone: 'Phone Number cannot be blank.',
      idNumber: 'ID Number cannot be blank.',
      email: 'E-mail cannot be blank.',
      education: 'Education cannot be blank.',
      imageId1: 'Please upload the front of your ID card',
      imageId2: 'Please upload the back of your ID card',
      mentor: 'Mentor cannot be blank.',
      labPhone: 'Lab Phone cannot be blank.',
      labAddress: 'Lab Address cannot be blank.',
      paperTitle: 'Paper Title cannot be blank.',
      magazinePublished: 'Journal cannot be blank.',
      influenceFactor: 'Impact Factor cannot be blank.',
      issueTime: 'Publication Date cannot be blank.',
      doi: 'DOI cannot be blank.',
      firstAuthor: 'First Author cannot be blank.',
      correspondingAuthor: 'Corresponding Author cannot be blank.',
      file: 'Please upload the paper (PDF)',
      sku: 'Cat.No. cannot be blank.',
      productName: 'Product Name cannot be blank.',
      buyPackaging: 'Package Size cannot be blank.',
      distr: 'Distributor cannot be blank.',
      remittancesAccount: 'Bank Account cannot be blank.',
      username: 'Account Name cannot be blank.',
      openingBank: 'Opening Bank cannot be blank.',
      code: 'Verification Code cannot be blank.',
    });
    const zh = messages('zh', blank);
    expect(zh.paperTitle).toBe('论文题目不能为空');
    expect(zh.idNumber).toBe('身份证号不能为空');
    expect(zh.imageId2).toBe('请上传身份证反面照片');
    expect(Object.keys(zh)).toHaveLength(29);
    expect(Object.values(zh).every((m) => /[\u4e00-\u9fff]/.test(m))).toBe(true);
  });

  it('checks the phone as a mainland mobile in Chinese and an international number in English', () => {
    expectPhoneRule(messages, validPaperForm, { en: 'Please enter a correct phone number', zh: '请输入正确的手机号码' });
  });

  it('checks the ID number check character and birth date', () => {
    expect(messages('en', { ...validPaperForm, idNumber: '110105194912310021' })).toEqual({ idNumber: 'Please enter a valid 18-character mainland resident ID number' });
    expect(messages('zh', { ...validPaperForm, idNumber: '1101051949123100' })).toEqual({ idNumber: '请输入正确的18位居民身份证号码' });
  });

  it('checks e-mail, lab phone and bank account formats', () => {
    expect(messages('en', { ...validPaperForm, email: 'li@' })).toEqual({ email: 'Please enter a correct e-mail address' });
    expect(messages('zh', { ...validPaperForm, labPhone: 'office' })).toEqual({ labPhone: '请输入正确的实验室电话' });
    expect(messages('en', { ...validPaperForm, remittancesAccount: '12-34' })).toEqual({ remittancesAccount: 'Please enter a correct bank account number (8 to 34 letters or digits)' });
  });

  it('checks the DOI format', () => {
    for (const doi of ['11.1038/abc', '10.12/abc', '10.1038', 'doi 10.1038/ab c']) {
      expect(messages('en', { ...validPaperForm, doi })).toEqual({ doi: 'Please enter a correct DOI, such as 10.1038/s41586-020-2012-7' });
    }
    expect(messages('en', { ...validPaperForm, doi: 'doi:10.1016/j.cell.2020.01.001' })).toEqual({});
  });

  it('takes a positive impact factor up to 1000 with at most 3 decimals', () => {
    const text = 'The impact factor is a positive number up to 1000 with at most 3 decimals';
    for (const influenceFactor of ['0', '-1', '1.2345', '1000.5', 'abc', '1e3', ' 2,5 ']) {
      expect(messages('en', { ...validPaperForm, influenceFactor })).toEqual({ influenceFactor: text });
    }
    expect(messages('zh', { ...validPaperForm, influenceFactor: '0' })).toEqual({ influenceFactor: '影响因子须为不超过1000的正数，最多3位小数' });
    expect(messages('en', { ...validPaperForm, influenceFactor: '1000' })).toEqual({});
    expect(messages('en', { ...validPaperForm, influenceFactor: 0.001 })).toEqual({});
  });

  it('refuses an issue date in the future or not a real day', () => {
    expect(messages('en', { ...validPaperForm, issueTime: '2026-11-22' })).toEqual({ issueTime: 'The publication date cannot be in the future' });
    expect(messages('zh', { ...validPaperForm, issueTime: '2026-11-22' })).toEqual({ issueTime: '发表时间不能晚于今天' });
    expect(messages('en', { ...validPaperForm, issueTime: TODAY })).toEqual({});
    expect(messages('en', { ...validPaperForm, issueTime: '2025-02-30' })).toEqual({ issueTime: 'Please enter a correct date' });
    expect(messages('en', { ...validPaperForm, issueTime: '1 March' })).toEqual({ issueTime: 'Please enter a correct date' });
  });

  it('lets only the first or corresponding author apply, comparing names without case or spaces', () => {
    expect(messages('en', { ...validPaperForm, name: 'Zhang San' })).toEqual({ name: 'Only the first or corresponding author may apply: your name must match one of them' });
    expect(messages('zh', { ...validPaperForm, name: 'Zhang San' })).toEqual({ name: '仅第一作者或通讯作者可以申请：申请人姓名须与其中之一一致' });
    expect(messages('en', { ...validPaperForm, name: ' wang  FANG ' })).toEqual({});
    expect(messages('en', { ...validPaperForm, name: 'LIMING' })).toEqual({});
    // The rule waits for the names: a blank author field shows its own text, not the rule.
    expect(messages('en', { ...validPaperForm, name: 'Zhang San', firstAuthor: '' })).toEqual({ firstAuthor: 'First Author cannot be blank.' });
  });

  it('needs two different ID photos and the code in its format', () => {
    expect(messages('en', { ...validPaperForm, imageId2: validPaperForm.imageId1 })).toEqual({ imageId2: 'The two ID photos must be different files' });
    expect(messages('en', { ...validPaperForm, imageId1: 'x.jpg' })).toEqual({ imageId1: 'Please upload the front of your ID card' });
    expect(messages('zh', { ...validPaperForm, code: '12ab' })).toEqual({ code: '验证码为6位数字' });
  });

  it('strips resolver prefixes from DOIs', () => {
    expect(normaliseDoi(' https://dx.doi.org/10.1000/ABC ')).toBe('10.1000/abc');
    expect(normaliseDoi('DOI: 10.1000/Abc')).toBe('10.1000/abc');
  });
});
