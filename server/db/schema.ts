// Database schema. Migrations in ./migrations are generated from this file by drizzle-kit
// (npm run db:generate) and committed; the server applies them at start.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

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

// ---------------------------------------------------------------------------------------------
// Competitions (issue 4): topics, their groups, the works competing in a group, and the production
// counts the mobile app reports. Money is an integer in the currency's unit (won has no minor
// unit); ratios are basis points of the group's total (3240 = 32.40 %), never floats.

/** bigint columns read as JS numbers: every amount and count here stays far below 2^53. */
const bigintNumber = (name: string) => bigint(name, { mode: 'number' });

/** A topic (job, spec §3). The group counts per state are computed, not stored. */
export const topics = pgTable(
  'topics',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    topic: text('topic').notNull(),
    /** The reward of each group, shared by its works (integer currency units). */
    maxAmount: bigintNumber('max_amount').notNull(),
    /** Capacity: works per group. */
    maxCount: integer('max_count').notNull(),
    amountPerUser: bigintNumber('amount_per_user').notNull(),
    /** Public file URLs (/p/api/files/public/<name>); a topic with a banner is in the home slider. */
    mainBannerImageUrl: text('main_banner_image_url'),
    thumbnailUrl: text('thumbnail_url'),
    /** 1 video, 2 image (§3: anything but 1 is an image). */
    topicType: smallint('topic_type').notNull(),
    videoStyleType: smallint('video_style_type').notNull(),
    timeLimit: text('time_limit').notNull(),
    hashtags: text('hashtags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ...timestamps,
  },
  (table) => [
    check('topics_max_amount_nonnegative', sql`${table.maxAmount} >= 0`),
    check('topics_amount_per_user_nonnegative', sql`${table.amountPerUser} >= 0`),
    check('topics_max_count_positive', sql`${table.maxCount} > 0`),
    check('topics_topic_type_positive', sql`${table.topicType} >= 1`),
    check('topics_video_style_type', sql`${table.videoStyleType} between 1 and 4`),
    check(
      'topics_time_limit',
      sql`${table.timeLimit} in ('f1s', 'f2s', 'f3s', 'f4s', 'f5s', 'f10s', 'f30s', 'f1m', '1s', '2s', '5s', '10s', '30s', '1m', '3m', '5m')`,
    ),
    index('topics_created_at_idx').on(table.createdAt),
  ],
);

export type TopicRow = typeof topics.$inferSelect;

/**
 * A competition group (spec §3, §4): 1 preparing, 2 waiting, 3 competing, 4 completed. The clock
 * moves waiting to competing at begin_at and to completed at end_at (services/lifecycle.ts).
 */
export const competitionGroups = pgTable(
  'competition_groups',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    topicUuid: uuid('topic_uuid')
      .notNull()
      .references(() => topics.uuid, { onDelete: 'cascade' }),
    state: smallint('state').notNull(),
    beginAt: at('begin_at').notNull(),
    endAt: at('end_at').notNull(),
    /** Group size: at most this many works. */
    capacity: integer('capacity').notNull(),
    /** Total production count of the group at the last statistics run. */
    countOfOrder: bigintNumber('count_of_order').notNull().default(0),
    /** The last statistics run that covered the group. */
    competitionUpdateAt: at('competition_update_at'),
    /** Set by the first statistics run after the group completed: its results are final. */
    finalStatisticsAt: at('final_statistics_at'),
    ...timestamps,
  },
  (table) => [
    check('competition_groups_state', sql`${table.state} between 1 and 4`),
    check('competition_groups_period', sql`${table.endAt} > ${table.beginAt}`),
    check('competition_groups_capacity_positive', sql`${table.capacity} > 0`),
    index('competition_groups_topic_state_idx').on(table.topicUuid, table.state),
    index('competition_groups_state_begin_idx').on(table.state, table.beginAt),
  ],
);

export type CompetitionGroupRow = typeof competitionGroups.$inferSelect;

/**
 * A work competing in a group. Until the submission pipeline exists, the work's name and media are
 * kept here; submission_uuid is the reference that a submissions table will point at, user_uuid
 * the creator (null for operator-scheduled sample works).
 */
export const groupSubmissions = pgTable(
  'group_submissions',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    groupUuid: uuid('group_uuid')
      .notNull()
      .references(() => competitionGroups.uuid, { onDelete: 'cascade' }),
    submissionUuid: uuid('submission_uuid').notNull().defaultRandom(),
    userUuid: uuid('user_uuid').references(() => users.uuid, { onDelete: 'set null' }),
    /** Entry order inside the group (the order while there is no ranking). */
    position: integer('position').notNull(),
    name: text('name').notNull(),
    /** `video` or `bcon` (an image work). */
    tType: text('t_type').notNull(),
    videoUrl: text('video_url'),
    thumbnailUrl: text('thumbnail_url'),
    countOfOrder: bigintNumber('count_of_order').notNull().default(0),
    /** Null until the first statistics run; ties share a rank (1, 1, 3). */
    ranking: integer('ranking'),
    /** Share of the group's production count in basis points (0 to 10000). */
    ratioBasisPoints: integer('ratio_basis_points'),
    /** Share of the topic's reward (integer currency units). */
    accumulationAmount: bigintNumber('accumulation_amount'),
    ...timestamps,
  },
  (table) => [
    check('group_submissions_t_type', sql`${table.tType} in ('video', 'bcon')`),
    check(
      'group_submissions_ratio_range',
      sql`${table.ratioBasisPoints} is null or ${table.ratioBasisPoints} between 0 and 10000`,
    ),
    uniqueIndex('group_submissions_group_position_idx').on(table.groupUuid, table.position),
    index('group_submissions_user_uuid_idx').on(table.userUuid),
  ],
);

export type GroupSubmissionRow = typeof groupSubmissions.$inferSelect;

/**
 * Production counts as the mobile app reports them: each report adds `count` productions of a work
 * made at `produced_at`. A statistics run sums the reports inside the group's period. `report_id`
 * (optional, the app's own id) makes a resent report harmless.
 */
export const productionReports = pgTable(
  'production_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupSubmissionUuid: uuid('group_submission_uuid')
      .notNull()
      .references(() => groupSubmissions.uuid, { onDelete: 'cascade' }),
    count: integer('count').notNull(),
    producedAt: at('produced_at').notNull(),
    receivedAt: at('received_at').notNull().defaultNow(),
    reportId: text('report_id').unique(),
  },
  (table) => [
    check('production_reports_count_positive', sql`${table.count} > 0`),
    index('production_reports_submission_time_idx').on(table.groupSubmissionUuid, table.producedAt),
  ],
);

/** One row per statistics run: the scheduler's "has today's 01:00 run happened?" and the ops log. */
export const statisticsRuns = pgTable(
  'statistics_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** `schedule` (the daily 01:00 run), `ops` (npm run ops -- run-statistics) or `seed`. */
    trigger: text('trigger').notNull(),
    /** The run's clock: every group it covered has competition_update_at = ran_at. */
    ranAt: at('ran_at').notNull(),
    groupCount: integer('group_count').notNull(),
  },
  (table) => [index('statistics_runs_ran_at_idx').on(table.ranAt)],
);
