// Staff of the back office: their accounts, roles and sessions, and the audit trail of their changes.
import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, credentials, instant, serialId, timestamps, version } from './columns.ts';

/**
 * Back-office staff: not customers (users), with their own sessions. The e-mail is stored lower-case;
 * passwords are scrypt hashes. A disabled account cannot log in and its sessions end.
 */
export const staff = pgTable(
  'staff',
  {
    ...serialId(),
    ...credentials(),
    disabledAt: instant('disabled_at'),
    /**
     * The second factor's shared secret (RFC 4648 base32). It has to be kept as it is: the server computes
     * the expected codes from it. Set at enrolment; in force only once `totpEnabledAt` is set.
     */
    totpSecret: text('totp_secret'),
    totpEnabledAt: instant('totp_enabled_at'),
    /** The last 30-second step whose code was accepted: a code is good once (RFC 6238 §5.2). */
    totpLastStep: integer('totp_last_step'),
    lastLoginAt: instant('last_login_at'),
    ...timestamps(),
    /** Counts the management changes of the account (roles, access, password, second factor), not its own logins. */
    ...version(),
  },
  (t) => [uniqueIndex('staff_email_uq').on(t.email)],
);

/** The roles of each staff member (src/contracts/admin/permissions.ts names them). */
export const staffRoles = pgTable(
  'staff_roles',
  {
    staffId: integer('staff_id').notNull().references(() => staff.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['owner', 'catalogue', 'content', 'sales', 'support'] }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.role] })],
);

/**
 * Staff sessions: random tokens of which only the SHA-256 is kept. A session ends at logout, when the
 * account is disabled or its password reset, after an idle time without requests, and at an absolute
 * deadline (server/modules/staff/session.queries.ts).
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    ...serialId(),
    staffId: integer('staff_id').notNull().references(() => staff.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    ...createdAt(),
    lastSeenAt: instant('last_seen_at').notNull().defaultNow(),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [uniqueIndex('staff_sessions_hash_uq').on(t.tokenHash), index('staff_sessions_staff_idx').on(t.staffId)],
);

/**
 * One row per change made in the back office, written in the change's own transaction. Append-only:
 * a trigger (in the migration) refuses UPDATE, DELETE and TRUNCATE, and no route writes anything but
 * INSERT. `staff_id` is null for changes made on the server's command line.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: instant('at').notNull().default(sql`now()`),
    staffId: integer('staff_id').references(() => staff.id),
    entity: text('entity').notNull(),
    entityKey: text('entity_key').notNull(),
    action: text('action').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity, t.entityKey, t.id),
    index('audit_log_staff_idx').on(t.staffId, t.id),
    index('audit_log_at_idx').on(t.at),
  ],
);

/**
 * A staff member's recovery codes for the second factor: ten made when the factor is turned on (or made anew),
 * shown once; only their SHA-256 is kept. Each logs in once in place of a code (`usedAt`).
 */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    ...serialId(),
    staffId: integer('staff_id').notNull().references(() => staff.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: instant('used_at'),
    ...createdAt(),
  },
  (t) => [uniqueIndex('staff_recovery_codes_hash_uq').on(t.staffId, t.codeHash)],
);

/**
 * Back-office security settings, one row per setting (`second_factor_roles`: the roles whose holders must log in
 * with a second factor). Changed by the owner only, audited (entity `security`).
 */
export const staffSettings = pgTable('staff_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});
