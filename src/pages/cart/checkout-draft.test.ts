import { describe, expect, it } from 'vitest';
import { draftFieldOf, EMPTY_DRAFT, problemsOf, requestOf, startingDraft, taxIdCheckFails, withAddress } from './checkout-draft.ts';

const KEY = 'checkout-key-0001';
const filled = { ...EMPTY_DRAFT, recipient: 'Li Ming', phone: '138 1234 5678', region: 'Shanghai', street: '138 Yixueyuan Rd' };

describe('check-out draft', () => {
  it('sends only the fapiao fields of the chosen kind', () => {
    expect(requestOf(filled, KEY).invoice).toEqual({ kind: 'none' });
    expect(requestOf({ ...filled, invoiceKind: 'personal', title: 'Li Ming', taxId: 'ignored', invoiceEmail: 'li@example.cn' }, KEY).invoice).toEqual({ kind: 'personal', title: 'Li Ming', email: 'li@example.cn' });
    expect(problemsOf(filled, KEY)).toBeNull();
  });

  it('names each problem by the path the server uses, and maps it back to the input', () => {
    const problems = problemsOf({ ...filled, street: '', invoiceKind: 'company', title: '复旦大学', taxId: 'abc', invoiceEmail: 'nope' }, KEY)!;
    expect(problems).toEqual({ 'shipTo.street': 'account:checkout.v.street', 'invoice.taxId': 'account:checkout.v.taxId', 'invoice.email': 'account:v.email' });
    expect(Object.keys(problems).map(draftFieldOf)).toEqual(['street', 'taxId', 'invoiceEmail']);
  });

  it('asks to confirm a tax ID whose check character fails, and sends the confirmation only for such a code', () => {
    const company = { ...filled, invoiceKind: 'company' as const, title: '复旦大学', invoiceEmail: 'f@example.cn' };
    expect(taxIdCheckFails('12100000425006117q')).toBe(true);
    expect(taxIdCheckFails('12100000425006117P')).toBe(false);
    expect(taxIdCheckFails('1210000042500611')).toBe(false);
    expect(problemsOf({ ...company, taxId: '12100000425006117Q' }, KEY)).toEqual({ 'invoice.taxId': 'account:checkout.v.taxIdCheck' });
    const confirmed = { ...company, taxId: '12100000425006117Q', taxIdCheckConfirmed: true };
    expect(problemsOf(confirmed, KEY)).toBeNull();
    expect(requestOf(confirmed, KEY).invoice).toMatchObject({ taxIdCheckConfirmed: true });
    expect('taxIdCheckConfirmed' in requestOf({ ...confirmed, taxId: '12100000425006117P' }, KEY).invoice).toBe(false);
  });

  it('fills the address from the address book without saving it again', () => {
    const next = withAddress({ ...EMPTY_DRAFT, saveAddress: true }, { id: 3, recipient: 'Wang Fang', phone: '13912345678', company: '', region: 'Beijing', street: '1 Haidian Rd', postcode: '100084' });
    expect(next).toMatchObject({ recipient: 'Wang Fang', region: 'Beijing', postcode: '100084', saveAddress: false });
  });

  it('starts from the last address used, else the account, and keeps what was typed', () => {
    const info = { id: 1, name: 'Demo Customer', email: 'customer@example.com', phone: '19900000000', company: 'Aurora Demo Lab', department: 'R&D', areaId: 1, areaName: 'Beijing', industryId: 1 };
    const fromAccount = startingDraft(EMPTY_DRAFT, [], info);
    expect(fromAccount).toMatchObject({ recipient: 'Demo Customer', phone: '19900000000', company: 'Aurora Demo Lab', street: '', invoiceEmail: 'customer@example.com' });
    const saved = { id: 7, recipient: 'Li Ming', phone: '13812345678', company: 'Fudan', region: 'Shanghai', street: '138 Yixueyuan Rd', postcode: '200032' };
    expect(startingDraft(EMPTY_DRAFT, [saved as never], info)).toMatchObject({ recipient: 'Li Ming', street: '138 Yixueyuan Rd', saveAddress: false });
    expect(startingDraft(filled, [saved as never], info)).toBe(filled);
    expect(startingDraft(EMPTY_DRAFT, [], null)).toMatchObject({ recipient: '', invoiceEmail: '' });
  });
});
