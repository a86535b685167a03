import { describe, expect, it } from 'vitest';
import { expectPhoneRule, schemaMessages } from '../../testing/schema-messages.ts';
import { sampleEnquiry } from '../../../tests/fixtures/form-samples.ts';
import { enquirySchema } from './enquiry.ts';

const valid = sampleEnquiry('enq-12345678', { content: '5 vials, delivery to Shanghai' });

const messages = schemaMessages(enquirySchema);

describe('enquiry schema', () => {
  it('accepts a complete enquiry; the other product is optional', () => {
    expect(messages('en', valid)).toEqual({});
    expect(messages('zh', valid)).toEqual({});
    expect(enquirySchema('en').parse(valid).otherCategory).toBe('');
  });

  it('uses the spec texts for each required field', () => {
    const blank = { submissionId: valid.submissionId, name: '', company: '', department: '', industryName: '', areaName: '', email: '', phone: '', content: '' };
    expect(messages('en', blank)).toEqual({
      name: 'Name Required',
      company: 'Unit/College Required',
      department: 'Department/Team Required',
      industryName: 'Industry Required',
      areaName: 'Area Required',
      email: 'Please Enter The Correct Email Address',
      phone: 'Please Enter The Correct Mobile Phone Number',
      content: 'Inquiry Requirements Required',
    });
    expect(messages('zh', blank).company).toBe('请输入单位/学校');
  });

  it('checks the phone as a mainland mobile in Chinese and as an international number in English', () => {
    expectPhoneRule(messages, valid, { en: 'Please Enter The Correct Mobile Phone Number', zh: '请输入正确的手机号码' });
  });
});
