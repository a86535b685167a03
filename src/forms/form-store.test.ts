import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client.ts';
import { leaveWordSchema } from '../contracts/forms/leave-word.ts';
import { createFormStore, type FormValues } from './form-store.ts';

const translate = (key: string) => `T(${key})`;
const filled = { submissionId: '', name: 'Ada', company: 'Engines', department: 'Maths', address: 'London', phone: '123', email: 'ada@example.com', content: 'Hello' };

/** A form on the online message schema (the server's own), with the posts it made recorded. */
function setup(values: FormValues = filled, failureWithFields = false) {
  const form = createFormStore(values, { translate, failureWithFields });
  form.setSchema(leaveWordSchema('en'));
  const posted: FormValues[] = [];
  return { form, posted };
}

const refuse = (err: Error) => () => Promise.reject(err);

describe('form store submit', () => {
  it('keeps one submission id across the retries of a form, and makes a new one after a success', async () => {
    const { form, posted } = setup();
    const record = (fail: boolean) => async (data: FormValues) => {
      posted.push(data);
      if (fail) throw new ApiError('network', 'Failed to fetch', 0);
      return 'ok';
    };
    expect((await form.submit(record(true))).kind).toBe('refused');
    expect((await form.submit(record(false))).kind).toBe('sent');
    expect((await form.submit(record(false))).kind).toBe('sent');
    const [first, retry, next] = posted.map((p) => p.submissionId as string);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(retry).toBe(first);
    expect(next).toMatch(/^[0-9a-f]{32}$/);
    expect(next).not.toBe(first);
  });

  it('does not post what the schema refuses, and shows its errors translated on every field', async () => {
    const { form, posted } = setup({ ...filled, name: '', email: 'not-an-address' });
    const outcome = await form.submit(async (data) => void posted.push(data));
    expect(outcome).toEqual({ kind: 'invalid', errors: { name: 'forms:leaveWord.errors.nameBlank', email: 'forms:leaveWord.errors.emailInvalid' } });
    expect(posted).toHaveLength(0);
    expect(form.errorOf('name')).toBe('T(forms:leaveWord.errors.nameBlank)');
    expect(form.errorOf('email')).toBe('T(forms:leaveWord.errors.emailInvalid)');
    expect(form.errorOf('company')).toBe('');
    expect(form.getState().sending).toBe(false);
  });

  it('shows a field error only once the field was left', () => {
    const { form } = setup({ ...filled, name: '' });
    expect(form.errorOf('name')).toBe('');
    form.blur('name');
    expect(form.errorOf('name')).toBe('T(forms:leaveWord.errors.nameBlank)');
  });

  it("shows the fields of the server's 400 answer on their fields, until the field changes", async () => {
    const { form } = setup();
    const outcome = await form.submit(refuse(new ApiError('E0400', 'The e-mail is taken', 400, [{ field: 'email', message: 'The e-mail is taken' }])));
    expect(outcome).toEqual({ kind: 'refused', fields: { email: 'The e-mail is taken' }, failure: '' });
    expect(form.errorOf('email')).toBe('The e-mail is taken');
    expect(form.getState().failure).toBe('');
    form.set('email', 'other@example.com');
    expect(form.errorOf('email')).toBe('');
  });

  it('also shows the 400 message as the failure text when the form asks for it', async () => {
    const { form } = setup(filled, true);
    await form.submit(refuse(new ApiError('E0400', 'Wrong code', 400, [{ field: 'email', message: 'Wrong code' }])));
    expect(form.errorOf('email')).toBe('Wrong code');
    expect(form.getState().failure).toBe('Wrong code');
  });

  it('shows the translated network text when the post fails, and the server text when it answers an error', async () => {
    const { form } = setup();
    await form.submit(refuse(new ApiError('network', 'Failed to fetch', 0)));
    expect(form.getState().failure).toBe('T(errors:network)');
    await form.submit(refuse(new TypeError('boom')));
    expect(form.getState().failure).toBe('T(errors:network)');
    await form.submit(refuse(new ApiError('E0429', 'Too many requests, try later', 429)));
    expect(form.getState().failure).toBe('Too many requests, try later');
    expect(form.getState().sending).toBe(false);
  });

  it('posts once when submitted again while sending, and is sending meanwhile', async () => {
    const { form, posted } = setup();
    let release!: () => void;
    const send = (data: FormValues) => {
      posted.push(data);
      return new Promise<void>((resolve) => (release = resolve));
    };
    const first = form.submit(send);
    const second = await form.submit(send);
    expect(second).toEqual({ kind: 'busy' });
    await Promise.resolve();
    expect(form.getState().sending).toBe(true);
    release();
    expect((await first).kind).toBe('sent');
    expect(posted).toHaveLength(1);
    expect(form.getState().sending).toBe(false);
  });

  it('waits for a lazily loaded schema before checking', async () => {
    const form = createFormStore({ ...filled, name: '' }, { translate });
    const outcome = await form.submit(async () => 'posted', Promise.resolve(leaveWordSchema('en')));
    expect(outcome.kind).toBe('invalid');
  });
});
