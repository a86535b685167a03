import { describe, expect, it } from 'vitest';
import { registerSchema } from '../contracts/account.ts';
import { leaveWordSchema } from '../contracts/forms/leave-word.ts';
import { createFormStore, fieldErrors, recheckShown } from './form-store.ts';

const translate = (key: string) => `T(${key})`;
const filled = { submissionId: '', name: 'Ada', company: 'Engines', department: 'Maths', address: 'London', phone: '123', email: 'ada@example.com', content: 'Hello' };

describe('a field error goes as soon as the field is valid', () => {
  it('in the form kit: fixed while typing, before the field is left or the form submitted again', async () => {
    const form = createFormStore({ ...filled, email: 'not-an-address' }, { translate });
    form.setSchema(leaveWordSchema('en'));
    await form.submit(async () => 'never');
    expect(form.errorOf('email')).toBe('T(forms:leaveWord.errors.emailInvalid)');
    form.set('email', 'ada@example');
    expect(form.errorOf('email')).not.toBe('');
    form.set('email', 'ada@example.com');
    expect(form.errorOf('email')).toBe('');
  });

  it('in a form keeping its own errors by path (check-out): only fields still wrong keep one, with the current text', () => {
    const shown = { 'shipTo.phone': 'T(old)', 'shipTo.street': 'T(account:checkout.v.street)' };
    expect(recheckShown(shown, { 'shipTo.phone': 'account:v.phone', 'shipTo.region': 'account:checkout.v.region' }, translate)).toEqual({ 'shipTo.phone': 'T(account:v.phone)' });
  });
});

describe('registration', () => {
  const blank = { username: '', name: '', phone: '', company: '', department: '', password: '', confirmation: '', code: '', areaId: '', industryId: '', agreement: false, privacy: false };

  it('says the passwords differ while other fields are still missing', () => {
    expect(fieldErrors(registerSchema, { ...blank, password: 'secret12', confirmation: 'secret13' }).confirmation).toBe('account:v.passwordMismatch');
  });

  it('asks for the confirmation when it is empty, and says nothing of a mismatch when they agree', () => {
    expect(fieldErrors(registerSchema, { ...blank, password: 'secret12' }).confirmation).toBe('account:v.confirmationRequired');
    expect(fieldErrors(registerSchema, { ...blank, password: 'secret12', confirmation: 'secret12' }).confirmation).toBeUndefined();
  });
});
