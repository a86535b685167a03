// Column groups that many tables share, spread into their pgTable definitions. Each call makes new column
// builders (drizzle's builders are mutable, so one instance must not serve two tables). Drizzle compares
// columns by name, so where a group sits among a table's columns does not change the SQL.
import { integer, text, timestamp, serial } from 'drizzle-orm/pg-core';

/** A point in time, always with its time zone. */
export const instant = (name: string) => timestamp(name, { withTimezone: true });

/** The page language a row was written in. */
export const lang = () => text('lang', { enum: ['en', 'zh'] }).notNull();

/** The serial primary key. */
export const serialId = () => ({ id: serial('id').primaryKey() });

/**
 * The edit version of a row staff edit through a form: 1 when created, one more at every write of the row, so a save
 * made from an older reading is refused (409 E0409V) instead of overwriting a change it never saw. Every UPDATE of a
 * table with this column sets it with `nextVersion(table)` (server/db/versioned.ts).
 */
export const version = () => ({ version: integer('version').notNull().default(1) });

/** When the row was written. */
export const createdAt = () => ({ createdAt: instant('created_at').notNull().defaultNow() });

/** When the row was written and last changed. */
export const timestamps = () => ({ ...createdAt(), updatedAt: instant('updated_at').notNull().defaultNow() });

/**
 * What every stored form submission has: its key, the `submissionId` the page makes once per filled-in
 * form (unique, so a double-clicked or retried submit stores one row), the page language and the time.
 */
export const submission = () => ({
  ...serialId(),
  submissionId: text('submission_id').notNull(),
  lang: lang(),
  ...createdAt(),
});

/** An account's login: the e-mail is the username (stored lower-case), the password a scrypt hash. */
export const credentials = () => ({
  email: text('email').notNull(),
  name: text('name').notNull(),
  passwordHash: text('password_hash').notNull(),
});

/** How to reach the person who sent a form. */
export const person = () => ({
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
});

/** Where the person who sent a form works. */
export const workplace = () => ({
  company: text('company').notNull(),
  department: text('department').notNull(),
});

type EnZh<K extends string, C> = { [P in `${K}En` | `${K}Zh`]: C };

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

function enZhPair<K extends string, C>(key: K, column: (name: string) => C): EnZh<K, C> {
  return { [`${key}En`]: column(`${snake(key)}_en`), [`${key}Zh`]: column(`${snake(key)}_zh`) } as EnZh<K, C>;
}

/** A required text in both languages: `...enZh('seoTitle')` is `seoTitleEn` (`seo_title_en`) and `seoTitleZh`. */
export const enZh = <K extends string>(key: K) => enZhPair(key, (name) => text(name).notNull());

/** A text in both languages that is empty unless given. */
export const enZhOrEmpty = <K extends string>(key: K) => enZhPair(key, (name) => text(name).notNull().default(''));

/** A text in both languages that may be missing (null). */
export const enZhOrNull = <K extends string>(key: K) => enZhPair(key, (name) => text(name));
