// Database schema. Migrations in ./migrations are generated from this file by drizzle-kit
// (npm run db:generate) and committed; the server applies them at start.
import { sql } from 'drizzle-orm';
import { check, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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
    ...timestamps,
  },
  (table) => [check('users_user_id_lowercase', sql`${table.userId} = lower(${table.userId})`)],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
