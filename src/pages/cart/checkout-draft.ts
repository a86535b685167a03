import type { UserInfo } from '../../contracts/account.ts';
import { checkoutSchema, TAX_ID, type CheckoutInput, type SavedAddress } from '../../contracts/checkout.ts';
import { creditCodeCheckHolds } from '../../contracts/credit-code.ts';

/**
 * The check-out page's fields, all text as the inputs hold them, and the request they make. Checked with the
 * server's own schema before the review step; each problem keyed by its field path (`shipTo.street`), which is
 * also how the server names a field it refuses.
 */
export const EMPTY_DRAFT = {
  recipient: '',
  phone: '',
  company: '',
  region: '',
  street: '',
  postcode: '',
  saveAddress: true,
  invoiceKind: 'none' as 'none' | 'personal' | 'company',
  title: '',
  taxId: '',
  /** The buyer confirmed a tax ID whose check character fails (GB 32100-2015): a warning, not a refusal. */
  taxIdCheckConfirmed: false,
  invoiceType: 'general' as 'general' | 'special',
  invoiceEmail: '',
  poNumber: '',
  note: '',
};
export type Draft = typeof EMPTY_DRAFT;

/** Whether a well-formed tax ID is an 18-character code whose check character fails: the warning and its confirmation show. */
export function taxIdCheckFails(taxId: string): boolean {
  const code = taxId.trim().toUpperCase();
  return TAX_ID.test(code) && !creditCodeCheckHolds(code);
}

export function requestOf(d: Draft, settlementKey: string): CheckoutInput {
  const invoice =
    d.invoiceKind === 'none'
      ? { kind: 'none' as const }
      : d.invoiceKind === 'personal'
        ? { kind: 'personal' as const, title: d.title, email: d.invoiceEmail }
        : { kind: 'company' as const, title: d.title, taxId: d.taxId, invoiceType: d.invoiceType, email: d.invoiceEmail, ...(d.taxIdCheckConfirmed && taxIdCheckFails(d.taxId) ? { taxIdCheckConfirmed: true } : {}) };
  const { recipient, phone, company, region, street, postcode } = d;
  return { settlementKey, shipTo: { recipient, phone, company, region, street, postcode }, saveAddress: d.saveAddress, invoice, poNumber: d.poNumber, note: d.note };
}

/** The draft's problems by field path (first problem each), or null when it may be sent. */
export function problemsOf(d: Draft, settlementKey: string): Record<string, string> | null {
  const checked = checkoutSchema.safeParse(requestOf(d, settlementKey));
  if (checked.success) return null;
  const out: Record<string, string> = {};
  for (const issue of checked.error.issues) out[issue.path.join('.')] ??= issue.message;
  return out;
}

/** A saved address put into the draft's fields. */
export const withAddress = (d: Draft, a: SavedAddress): Draft => ({ ...d, recipient: a.recipient, phone: a.phone, company: a.company, region: a.region, street: a.street, postcode: a.postcode, saveAddress: false });

/** The draft field a server field path belongs to (`invoice.email` → `invoiceEmail`). */
export const draftFieldOf = (path: string): string => ({ 'invoice.email': 'invoiceEmail', 'invoice.kind': 'invoiceKind', 'invoice.title': 'title', 'invoice.taxId': 'taxId', 'invoice.taxIdCheckConfirmed': 'taxIdCheckConfirmed', 'invoice.invoiceType': 'invoiceType' })[path] ?? path.replace(/^shipTo\./, '');

/**
 * The draft a buyer starts from: the first address of the book (the last one used), else the account's own
 * name, phone and company; the account's e-mail for the e-fapiao. Fields already typed are kept.
 */
export function startingDraft(d: Draft, book: readonly SavedAddress[], info: UserInfo | null): Draft {
  const typed = d.recipient || d.phone || d.company || d.street;
  if (typed) return d;
  const base = book[0] ? withAddress(d, book[0]) : { ...d, recipient: info?.name ?? '', phone: info?.phone ?? '', company: info?.company ?? '' };
  return { ...base, invoiceEmail: d.invoiceEmail || info?.email || '' };
}
