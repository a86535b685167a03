import { describe, expect, it } from 'vitest';
import { schemaMessages } from '../../testing/schema-messages.ts';
import { suggestionSchema } from './suggestion.ts';

export const validSuggestion = {
  submissionId: 'sug-12345678', productName: 'IL-38', species: 'human', tagPosition: 'c_terminus', tag: 'his', expressionSystem: 'mammalian',
  expressionRange: 'Met1-Pro152', accessionNumber: 'Q8WWZ1', quantity: '1 mg', longTermNeed: true, purpose: 'Cell-based assays', quality: '> 95%, endotoxin < 1 EU/µg',
  deliveryTime: '2 months', otherRequirements: 'Bioactivity data', name: 'Li Ming', company: 'Fudan University', department: 'Immunology', areaName: 'Shanghai',
  email: 'li@example.edu.cn', phone: '13812345678', industry: 'research',
};

const messages = schemaMessages(suggestionSchema);

describe('new-product suggestion schema', () => {
  it('accepts a complete suggestion', () => {
    expect(messages('en', validSuggestion)).toEqual({});
    expect(messages('zh', validSuggestion)).toEqual({});
  });
  it('limits the product name to 2-10 characters with the spec text', () => {
    expect(messages('en', { ...validSuggestion, productName: 'I' }).productName).toBe('It should be 2 to 10 words long');
    expect(messages('en', { ...validSuggestion, productName: 'Interleukin-38' }).productName).toBe('It should be 2 to 10 words long');
    expect(messages('en', { ...validSuggestion, productName: '白介素38' })).toEqual({});
  });
  it('accepts only the spec option lists', () => {
    expect(messages('en', { ...validSuggestion, tag: 'myc' }).tag).toBe('Please select the tag');
    expect(messages('zh', { ...validSuggestion, expressionSystem: 'plant' }).expressionSystem).toBe('请选择表达系统');
  });
  it('checks e-mail and phone with the spec texts', () => {
    expect(messages('en', { ...validSuggestion, email: 'x', phone: 'y' })).toEqual({
      email: 'Please enter the correct email address',
      phone: 'Please enter the correct mobile phone number',
    });
  });
  it('names every required field', () => {
    const r = messages('en', { submissionId: 'sug-12345678', productName: 'IL-38', species: 'human', tagPosition: 'other', tag: 'other', expressionSystem: 'yeast' });
    expect(Object.keys(r).sort()).toEqual(['areaName', 'company', 'deliveryTime', 'department', 'email', 'expressionRange', 'industry', 'name', 'otherRequirements', 'phone', 'purpose', 'quality', 'quantity'].sort());
  });
});
