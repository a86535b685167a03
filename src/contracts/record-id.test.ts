import { expect, it } from 'vitest';
import { recordId } from './record-id.ts';

// The row id rule (record-id.ts): what every path, query string and form field that names a row accepts.
it('accepts whole numbers from 1 to the largest integer column value, as numbers or decimal digits, and names the field otherwise (not 1e3 or 0x10)', () => {
  const rule = recordId('forms:v.area');
  expect([12, '12', '2147483647'].map((v) => rule.parse(v))).toEqual([12, 12, 2_147_483_647]);
  for (const bad of ['0', '-1', '1.5', '2147483648', 'abc', '', null, '1e3', '0x10', ' 12', '12.0', '+12']) {
    const result = rule.safeParse(bad);
    expect(result.success, String(bad)).toBe(false);
    expect(result.error?.issues[0]?.message, String(bad)).toBe('forms:v.area');
  }
  expect(recordId().safeParse('2147483648').success).toBe(false);
});
