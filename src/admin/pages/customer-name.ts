import type { TFunction } from 'i18next';
import { isErasedEmail, type CustomerSummary } from '../../contracts/admin/customers.ts';

/**
 * How the back office names a customer: "Erased customer" once their personal data was erased on their request
 * (their orders and quotes stay, naming nobody), else their name.
 */
export const customerName = (c: { name: string; email: string }, t: TFunction) => (isErasedEmail(c.email) ? t('customers.erasedName') : c.name);

/** Name and e-mail on one line ("Erased customer" alone when erased: the placeholder e-mail says nothing). */
export const customerLine = (c: { name: string; email: string }, t: TFunction) => (isErasedEmail(c.email) ? t('customers.erasedName') : `${c.name} · ${c.email}`);

/** Active, disabled or erased: what the list and the customer's page say about an account. */
export const customerState = (c: Pick<CustomerSummary, 'disabledAt' | 'erasedAt'>) => (c.erasedAt ? 'erased' : c.disabledAt ? 'disabled' : 'active');
