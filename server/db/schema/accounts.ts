// Customers' accounts and their login tokens.
import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, credentials, instant, serialId, timestamps } from './columns.ts';
import { areas, industries } from './content.ts';

/** Registered customers. The e-mail is the username (stored lower-case); passwords are scrypt hashes. */
export const users = pgTable(
  'users',
  {
    ...serialId(),
    ...credentials(),
    phone: text('phone'),
    company: text('company').notNull().default(''),
    department: text('department').notNull().default(''),
    areaId: integer('area_id').references(() => areas.id),
    industryId: integer('industry_id').references(() => industries.id),
    /** Spec: the first login requires binding a phone; true once a code sent to it was checked. */
    phoneVerified: boolean('phone_verified').notNull().default(false),
    /** Set by staff: a disabled customer cannot log in and their logins end at once (back office, Customers). */
    disabledAt: instant('disabled_at'),
    /**
     * Set when staff erased the customer's personal data on their request (PIPL/GDPR): the personal fields are
     * placeholders, the account can never log in again; orders and quotes stay for accounting.
     */
    erasedAt: instant('erased_at'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('users_email_uq').on(t.email), uniqueIndex('users_phone_uq').on(t.phone)],
);

/** Login tokens: random, only their SHA-256 is stored; revoked at logout, expire by time. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    ...serialId(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
    ...createdAt(),
  },
  (t) => [uniqueIndex('auth_tokens_hash_uq').on(t.tokenHash), index('auth_tokens_user_idx').on(t.userId)],
);
