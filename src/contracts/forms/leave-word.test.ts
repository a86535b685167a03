import { describe, expect, it } from 'vitest';
import { schemaMessages } from '../../testing/schema-messages.ts';
import { sampleMessage } from '../../../tests/fixtures/form-samples.ts';
import { leaveWordSchema } from './leave-word.ts';

const valid = sampleMessage('abc12345-0001', { content: 'Please send the price of CYT-H0201, 1 mg.' });

const messages = schemaMessages(leaveWordSchema);

describe('online message schema', () => {
  it('accepts a complete message in both languages', () => {
    expect(leaveWordSchema('en').safeParse(valid).success).toBe(true);
    expect(leaveWordSchema('zh').safeParse(valid).success).toBe(true);
  });

  it('names every blank field with the spec texts, in both languages', () => {
    const blank = { submissionId: valid.submissionId, name: ' ', company: '', department: '', address: '', phone: '', email: '', content: '' };
    expect(messages('en', blank)).toEqual({
      name: 'Full Name cannot be blank.',
      company: 'Company cannot be blank.',
      department: 'Department cannot be blank.',
      address: 'Province cannot be blank.',
      phone: 'Phone Number cannot be blank.',
      email: 'E-mail cannot be blank.',
      content: 'Message cannot be blank.',
    });
    expect(messages('zh', blank).name).toBe('姓名不能为空');
    expect(messages('zh', blank).content).toBe('留言内容不能为空');
  });

  it('applies the mainland mobile rule on the Chinese site only', () => {
    for (const phone of ['12812345678', '1381234567', '+44 20 7946 0000']) {
      expect(messages('zh', { ...valid, phone }).phone).toBe('请输入正确的手机号码');
      expect(messages('en', { ...valid, phone })).toEqual({});
    }
    for (const phone of ['13012345678', '19999999999']) expect(messages('zh', { ...valid, phone })).toEqual({});
  });

  it('checks the e-mail format', () => {
    expect(messages('en', { ...valid, email: 'li.ming@' }).email).toBe('Please enter the correct email address');
    expect(messages('zh', { ...valid, email: 'not-an-email' }).email).toBe('请输入正确的邮箱地址');
  });

  it('limits lengths and rejects a malformed submission id', () => {
    expect(messages('en', { ...valid, content: 'x'.repeat(2001) }).content).toBeDefined();
    expect(leaveWordSchema('en').safeParse({ ...valid, submissionId: '../../x' }).success).toBe(false);
  });
});

describe('one message per field', () => {
  it('gives a blank Chinese phone only its "cannot be blank" text', () => {
    const r = leaveWordSchema('zh').safeParse({ submissionId: 'abcdefgh1', name: 'a', company: 'b', department: 'c', address: 'd', phone: '', email: 'x@example.com', content: 'e' });
    expect(r.error?.issues.filter((i) => i.path[0] === 'phone').map((i) => i.message)).toEqual(['forms:leaveWord.errors.phoneBlank']);
  });
});
