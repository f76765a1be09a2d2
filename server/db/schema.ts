// Database schema. Migrations in ./migrations are generated from this file by drizzle-kit
// (npm run db:generate) and committed; the server applies them at start.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const userStatus = pgEnum('user_status', ['active', 'suspended', 'withdrawn']);
export type UserStatus = (typeof userStatus.enumValues)[number];

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

export const users = pgTable(
  'users',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    /** The login email, always stored lowercased so that uniqueness ignores case. */
    userId: text('user_id').notNull().unique(),
    userName: text('user_name').notNull(),
    hpNumber: text('hp_number'),
    /** scrypt, self-describing (see services/passwords.ts). */
    passwordHash: text('password_hash').notNull(),
    status: userStatus('status').notNull().default('active'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** Part of every token; bumping it (password change) revokes every token issued before. */
    tokenVersion: integer('token_version').notNull().default(0),
    /** When the account arrived through /castingn (PUT /api/users/castingn). */
    castingnAt: timestamp('castingn_at', { withTimezone: true }),
    /** Set by a login with a mailed temporary password; cleared when the user sets a new one. */
    passwordChangeRequired: boolean('password_change_required').notNull().default(false),
    ...timestamps,
  },
  (table) => [check('users_user_id_lowercase', sql`${table.userId} = lower(${table.userId})`)],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Email verification links (GET /p/api/users/email-auth/{code}). Only the SHA-256 of the code is
 * stored: the code itself is 256 random bits and exists only in the mail. Single use (used_at);
 * a resend revokes the older links of the account (revoked_at); 24 hours (expires_at).
 */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userUuid: uuid('user_uuid')
      .notNull()
      .references(() => users.uuid, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull().unique(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    revokedAt: at('revoked_at'),
  },
  (table) => [index('email_verifications_user_uuid_idx').on(table.userUuid)],
);

/**
 * The phone code of signup: one live code per number (a new send replaces it), an HMAC of the six
 * digits (a keyed hash: six digits alone would be trivial to reverse), 3 minutes, 5 wrong tries.
 */
export const phoneCodes = pgTable(
  'phone_codes',
  {
    hpNumber: text('hp_number').primaryKey(),
    codeHash: text('code_hash').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    failedTries: integer('failed_tries').notNull().default(0),
  },
  (table) => [index('phone_codes_code_hash_idx').on(table.codeHash)],
);

/**
 * A mailed temporary password (POST /p/api/users/password): scrypt like a password, 30 minutes,
 * one per account (a new reset replaces it). The account's own password keeps working until this
 * one is used to log in; then it becomes the password and the row goes.
 */
export const temporaryPasswords = pgTable('temporary_passwords', {
  userUuid: uuid('user_uuid')
    .primaryKey()
    .references(() => users.uuid, { onDelete: 'cascade' }),
  passwordHash: text('password_hash').notNull(),
  createdAt: at('created_at').notNull(),
  expiresAt: at('expires_at').notNull(),
});
