import { describe, expect, it } from 'vitest';
import { reachOf, scrubText } from './customer-reach.ts';

describe('where an erasure looks for a customer, and what it replaces in texts that stay', () => {
  it('reaches the account by its e-mail and phone, lower-case; a phone too short to be one is not followed', () => {
    expect(reachOf({ id: 1, email: ' Erin.Zhu@Example.com', phone: '13912345678' })).toEqual(['erin.zhu@example.com', '13912345678']);
    expect(reachOf({ id: 1, email: 'erin@example.com', phone: null })).toEqual(['erin@example.com']);
    expect(reachOf({ id: 1, email: 'erin@example.com', phone: '110' })).toEqual(['erin@example.com']);
  });

  it('replaces the e-mail, phone and name wherever they stand, in any case, the name also as XML escapes it', () => {
    const reach = ['o.brien+lab@example.com', '13912345678'];
    expect(scrubText('Buyer: Seán O\'Brien <O.Brien+Lab@Example.com>, 13912345678', reach, "Seán O'Brien")).toBe('Buyer: *** <***>, ***');
    expect(scrubText('<Name>Seán O&apos;Brien</Name><Email>o.brien+lab@example.com</Email>', reach, "Seán O'Brien")).toBe('<Name>***</Name><Email>***</Email>');
    expect(scrubText('尊敬的张伟：您的订单已发货。', reach, '张伟')).toBe('尊敬的***：您的订单已发货。');
  });

  it('leaves a one-character name alone (it would match inside other words) and texts that do not name them', () => {
    expect(scrubText('Dear Li, thanks', ['li@example.com'], 'L')).toBe('Dear Li, thanks');
    expect(scrubText('Other buyer: Li Lei <li.lei@example.com>', ['erin@example.com'], 'Erin Zhu')).toBe('Other buyer: Li Lei <li.lei@example.com>');
    // Regular-expression characters in an address are matched as themselves.
    expect(scrubText('a+b@x.com and aab@x.com', ['a+b@x.com'], '')).toBe('*** and aab@x.com');
  });
});
