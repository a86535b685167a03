import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkoutSchema } from './checkout.ts';

const SHIP_TO = { recipient: 'Li Ming', phone: '13812345678', region: '上海市 徐汇区', street: '医学院路 138 号' };
// Fudan University's code (valid: check character P); its last character changed makes it fail the check.
const VALID = '12100000425006117P';
const FAILING = '12100000425006117Q';
const fapiao = (taxId: string, more: Record<string, unknown> = {}) => ({ kind: 'company', title: '复旦大学', taxId, invoiceType: 'special', email: 'finance@example.edu.cn', ...more });
const parse = (invoice: unknown) => checkoutSchema.safeParse({ settlementKey: randomUUID(), shipTo: SHIP_TO, invoice });
const issues = (invoice: unknown) => {
  const r = parse(invoice);
  return r.success ? [] : r.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('the fapiao tax ID\'s check character (GB 32100-2015): a warning the buyer confirms', () => {
  it('refuses a failing check character without the confirmation, naming invoice.taxId', () => {
    expect(issues(fapiao(FAILING))).toEqual([['invoice.taxId', 'account:checkout.v.taxIdCheck']]);
    expect(issues(fapiao(FAILING.toLowerCase()))).toEqual([['invoice.taxId', 'account:checkout.v.taxIdCheck']]);
    expect(issues(fapiao(FAILING, { taxIdCheckConfirmed: false }))).toEqual([['invoice.taxId', 'account:checkout.v.taxIdCheck']]);
  });

  it('accepts it once confirmed, and keeps the confirmation', () => {
    const r = parse(fapiao(FAILING, { taxIdCheckConfirmed: true }));
    expect(r.success && r.data.invoice).toMatchObject({ taxId: FAILING, taxIdCheckConfirmed: true });
    expect(issues(fapiao(FAILING, { taxIdCheckConfirmed: 'yes' }))).toEqual([['invoice.taxIdCheckConfirmed', 'account:checkout.v.taxIdCheckConfirmed']]);
  });

  it('asks nothing of a valid code, nor of the older 15- and 20-character numbers; a malformed one gets the format message only', () => {
    expect(issues(fapiao(VALID))).toEqual([]);
    expect(issues(fapiao(VALID.toLowerCase()))).toEqual([]);
    expect(issues(fapiao('440301123456789'))).toEqual([]);
    expect(issues(fapiao('44030112345678901234'))).toEqual([]);
    expect(issues(fapiao('12100000425006117'))).toEqual([['invoice.taxId', 'account:checkout.v.taxId']]);
  });
});
