// Organisation accounts: companies and universities that buy as one, their members and their price lists.
import { boolean, index, integer, jsonb, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { OrganisationAddress } from '../../../src/contracts/admin/organisations.ts';
import { organisationRoles } from '../../../src/contracts/organisation.ts';
import { createdAt, instant, serialId, timestamps, version } from './columns.ts';
import { users } from './accounts.ts';
import { productSizes } from './catalogue.ts';

/**
 * An organisation: its names, unified social credit code (unique), addresses, fapiao details, whether every order
 * must carry a PO or grant number, and the percentage its price list takes off list prices. One versioned record:
 * a change of its members or fixed prices bumps its version too (src/contracts/admin/organisations.ts).
 */
export const organisations = pgTable(
  'organisations',
  {
    ...serialId(),
    nameEn: text('name_en').notNull(),
    nameZh: text('name_zh').notNull(),
    creditCode: text('credit_code').notNull(),
    addresses: jsonb('addresses').$type<OrganisationAddress[]>().notNull().default([]),
    fapiaoTitle: text('fapiao_title').notNull().default(''),
    fapiaoType: text('fapiao_type', { enum: ['general', 'special'] }).notNull().default('general'),
    fapiaoEmail: text('fapiao_email').notNull().default(''),
    fapiaoAddressPhone: text('fapiao_address_phone').notNull().default(''),
    fapiaoBankAccount: text('fapiao_bank_account').notNull().default(''),
    requirePoNumber: boolean('require_po_number').notNull().default(false),
    percentOff: numeric('percent_off', { precision: 5, scale: 2 }).notNull().default('0'),
    ...version(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('organisations_credit_code_uq').on(t.creditCode)],
);

/** A customer account's membership: one organisation per account, a role, a buyer's limit per order (null: none). */
export const organisationMembers = pgTable(
  'organisation_members',
  {
    ...serialId(),
    organisationId: integer('organisation_id').notNull().references(() => organisations.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: organisationRoles }).notNull(),
    limitCny: numeric('limit_cny', { precision: 12, scale: 2 }),
    /** The member's language as staff or the invitation set it (accounts keep none of their own); approval e-mails follow the buyer's check-out language. */
    lang: text('lang', { enum: ['en', 'zh'] }).notNull().default('zh'),
    ...createdAt(),
  },
  (t) => [uniqueIndex('organisation_members_user_uq').on(t.userId), index('organisation_members_org_idx').on(t.organisationId)],
);

/** A fixed price of a size for an organisation's members: it wins over the percentage off. */
export const organisationPrices = pgTable(
  'organisation_prices',
  {
    ...serialId(),
    organisationId: integer('organisation_id').notNull().references(() => organisations.id, { onDelete: 'cascade' }),
    sizeId: integer('size_id').notNull().references(() => productSizes.id, { onDelete: 'cascade' }),
    priceCny: numeric('price_cny', { precision: 12, scale: 2 }).notNull(),
  },
  (t) => [uniqueIndex('organisation_prices_uq').on(t.organisationId, t.sizeId)],
);

/**
 * An invitation the organisation's admin sent from the personal centre: the e-mail invited, the role and limit it
 * gives, and its single-use token (stored hashed, valid 14 days). Accepted by the logged-in account with that e-mail.
 */
export const organisationInvitations = pgTable(
  'organisation_invitations',
  {
    ...serialId(),
    organisationId: integer('organisation_id').notNull().references(() => organisations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: organisationRoles }).notNull(),
    limitCny: numeric('limit_cny', { precision: 12, scale: 2 }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: instant('expires_at').notNull(),
    acceptedAt: instant('accepted_at'),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    ...createdAt(),
  },
  (t) => [uniqueIndex('organisation_invitations_token_uq').on(t.tokenHash), index('organisation_invitations_org_idx').on(t.organisationId)],
);
