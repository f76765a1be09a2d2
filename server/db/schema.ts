// Database schema. Migrations in ./migrations are generated from this file by drizzle-kit
// (npm run db:generate) and committed; the server applies them at start.
// Long file: every table in one place, read side by side with the migrations drizzle-kit generates
// from it.
import { sql } from 'drizzle-orm';
import type { TopicExampleWork, TopicRule } from '../../contract/topics.js';
import type { NotificationParams, NotificationType } from '../../contract/notifications.js';
import {
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
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
    /** scrypt, self-describing (see accounts/passwords.ts). */
    passwordHash: text('password_hash').notNull(),
    status: userStatus('status').notNull().default('active'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** Part of every token; bumping it (password change) revokes every token issued before. */
    tokenVersion: integer('token_version').notNull().default(0),
    /** When the account arrived through /castingn (PUT /api/users/castingn). */
    castingnAt: timestamp('castingn_at', { withTimezone: true }),
    /** Set by a login with a mailed temporary password; cleared when the user sets a new one. */
    passwordChangeRequired: boolean('password_change_required').notNull().default(false),
    /**
     * When the member left (DELETE /api/users/{id}) or an operator erased the account on request
     * (issue 19): the row stays as the anonymous owner of kept works and ledger lines; its personal
     * data is erased and `user_id` freed (accounts/account-deletion.ts).
     */
    leftAt: timestamp('left_at', { withTimezone: true }),
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
 * Sessions (issue 19): every login is one row, and its token names it (`sid`). Ending a session
 * deletes its row, so its token answers 403 at once (plugins/auth.ts). A session unused for the
 * token's lifetime no longer counts (accounts/user-sessions.ts). Device and address are shown to
 * the account's owner only, on /mypage.
 */
export const userSessions = pgTable(
  'user_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userUuid: uuid('user_uuid')
      .notNull()
      .references(() => users.uuid, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
    lastUsedAt: at('last_used_at').notNull().defaultNow(),
    /** The User-Agent header at login, cut to 300 characters. */
    userAgent: text('user_agent').notNull().default(''),
    /** The client address at the last use. */
    address: text('address').notNull().default(''),
  },
  (table) => [index('user_sessions_user_idx').on(table.userUuid, table.lastUsedAt)],
);

export type UserSessionRow = typeof userSessions.$inferSelect;

/**
 * A pending change of the login email (issue 19): a link to the new address (SHA-256 of a
 * 256-bit code, like email_verifications), 24 hours, one per account (a new request replaces it).
 * The login id changes only when the link is opened.
 */
export const emailChanges = pgTable('email_changes', {
  userUuid: uuid('user_uuid')
    .primaryKey()
    .references(() => users.uuid, { onDelete: 'cascade' }),
  newEmail: text('new_email').notNull(),
  codeHash: text('code_hash').notNull().unique(),
  createdAt: at('created_at').notNull(),
  expiresAt: at('expires_at').notNull(),
});

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
    // The brief (issue 18), all optional: the company's hosts send none of it.
    /** Sanitized when saved (content/notice-html.ts), like a notice's content. */
    descriptionHtml: text('description_html'),
    /** Do / don't lines (contract/topics.ts topicRuleSchema). */
    rules: jsonb('rules').$type<TopicRule[]>().notNull().default([]),
    /** Up to three example works, in the letter-template shape (public file URLs). */
    exampleWorks: jsonb('example_works').$type<TopicExampleWork[]>().notNull().default([]),
    /** The entry period; no end means entries stay open. */
    entryBeginAt: at('entry_begin_at'),
    entryEndAt: at('entry_end_at'),
    ...timestamps,
  },
  (table) => [
    check(
      'topics_entry_period',
      sql`${table.entryBeginAt} is null or ${table.entryEndAt} is null or ${table.entryBeginAt} < ${table.entryEndAt}`,
    ),
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
    // The job list's filters and sorts (issue 18, competitions/competition-views.ts listTopics).
    index('topics_type_style_idx').on(table.topicType, table.videoStyleType),
    index('topics_time_limit_idx').on(table.timeLimit),
    index('topics_max_amount_idx').on(table.maxAmount, table.createdAt),
    index('topics_entry_end_at_idx').on(table.entryEndAt),
    // Keyword search (name or hashtag, ILIKE '%…%'): a trigram index over one text of both, made by
    // the immutable topic_search_text() of migration 0011 (pg_trgm, loaded into PGlite in client.ts).
    index('topics_search_trgm_idx').using(
      'gin',
      sql`topic_search_text(${table.topic}, ${table.hashtags}) gin_trgm_ops`,
    ),
  ],
);

export type TopicRow = typeof topics.$inferSelect;

/**
 * A competition group (spec §3, §4): 1 preparing, 2 waiting, 3 competing, 4 completed. The clock
 * moves waiting to competing at begin_at and to completed at end_at (competitions/lifecycle.ts).
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
 * A work competing in a group, with its name and public media (what the rankings show).
 * submission_uuid is the creator's entry (submissions.uuid) when the work came through the
 * pipeline, a random id for operator-scheduled sample works; user_uuid the creator (null for
 * sample works).
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
    // An entry competes in one group (submissions/submission-pipeline.ts schedules it).
    uniqueIndex('group_submissions_submission_uuid_idx').on(table.submissionUuid),
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

// ---------------------------------------------------------------------------------------------
// Public content and the free libraries (issue 5): notices, the files the server stored (free
// audio, font packages and licences, notice attachments), their categories, and the audio and font
// items. Names shown to users come in both languages where the item is shared by both sites.

/**
 * A file the server stored: the one registry the download path looks a `fileUrl` up in (exact
 * match, public rows only). The bytes live under a generated name in DATA_DIR/files/public (or
 * files/private when not public); the original name is only ever used as the download's name.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    /** audio, font or notice (contract/files.ts FILE_TYPES). */
    fileType: text('file_type').notNull(),
    /** Generated (files/public-files.ts); never derived from a caller's name. */
    storedName: text('stored_name').notNull(),
    /** Where the file is served: /p/api/files/public/<stored name>. */
    fileUrl: text('file_url').notNull(),
    /** The name the uploader gave, at most 50 characters (spec §9). */
    originalName: text('original_name').notNull(),
    size: bigintNumber('size').notNull(),
    /** Decided by the server when it stored the file (sniffed bytes or its own content). */
    mime: text('mime').notNull(),
    isPublic: boolean('is_public').notNull().default(true),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    check('stored_files_file_type', sql`${table.fileType} in ('audio', 'font', 'notice')`),
    check('stored_files_original_name_length', sql`char_length(${table.originalName}) between 1 and 50`),
    check('stored_files_size_nonnegative', sql`${table.size} >= 0`),
    index('stored_files_file_url_idx').on(table.fileUrl),
    index('stored_files_type_created_idx').on(table.fileType, table.createdAt),
  ],
);

export type StoredFileRow = typeof storedFiles.$inferSelect;

/** Categories of the free libraries: audio has two levels, fonts one (the font types). */
export const fileCategories = pgTable(
  'file_categories',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    fileType: text('file_type').notNull(),
    depth: smallint('depth').notNull(),
    parentUuid: uuid('parent_uuid'),
    nameKo: text('name_ko').notNull(),
    nameEn: text('name_en').notNull(),
    /** Display order among its siblings. */
    sort: integer('sort').notNull().default(0),
    ...timestamps,
  },
  (table) => [
    check('file_categories_file_type', sql`${table.fileType} in ('audio', 'font')`),
    check('file_categories_depth', sql`${table.depth} in (1, 2)`),
    // Depth 1 has no parent, depth 2 always has one.
    check(
      'file_categories_parent',
      sql`(${table.depth} = 1 and ${table.parentUuid} is null) or (${table.depth} = 2 and ${table.parentUuid} is not null)`,
    ),
    foreignKey({ columns: [table.parentUuid], foreignColumns: [table.uuid] }).onDelete('cascade'),
    index('file_categories_type_sort_idx').on(table.fileType, table.depth, table.sort),
  ],
);

export type FileCategoryRow = typeof fileCategories.$inferSelect;

/** A notice (spec §3): one language each; the content is HTML sanitized when it was saved. */
export const notices = pgTable(
  'notices',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    language: text('language').notNull(),
    postedAt: at('posted_at').notNull(),
    attachmentUuid: uuid('attachment_uuid').references(() => storedFiles.uuid, { onDelete: 'set null' }),
    isDisplay: boolean('is_display').notNull().default(true),
    ...timestamps,
  },
  (table) => [
    check('notices_language', sql`${table.language} in ('ko', 'en')`),
    index('notices_list_idx').on(table.language, table.isDisplay, table.postedAt),
  ],
);

export type NoticeRow = typeof notices.$inferSelect;

/** A free audio track. Duration in whole seconds and BPM drive the list's band filters. */
export const audioTracks = pgTable(
  'audio_tracks',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    category1Uuid: uuid('category1_uuid')
      .notNull()
      .references(() => fileCategories.uuid),
    category2Uuid: uuid('category2_uuid')
      .notNull()
      .references(() => fileCategories.uuid),
    durationSeconds: integer('duration_seconds').notNull(),
    bpm: integer('bpm').notNull(),
    fileUuid: uuid('file_uuid')
      .notNull()
      .references(() => storedFiles.uuid),
    /** The operator's display order (smaller first); ties go newest first. */
    sort: integer('sort').notNull().default(0),
    isDisplay: boolean('is_display').notNull().default(true),
    licenseKo: text('license_ko').notNull(),
    licenseEn: text('license_en').notNull(),
    ...timestamps,
  },
  (table) => [
    check('audio_tracks_duration_nonnegative', sql`${table.durationSeconds} >= 0`),
    check('audio_tracks_bpm_positive', sql`${table.bpm} > 0`),
    index('audio_tracks_display_sort_idx').on(table.isDisplay, table.sort, table.createdAt),
    index('audio_tracks_category1_idx').on(table.category1Uuid),
    index('audio_tracks_category2_idx').on(table.category2Uuid),
    index('audio_tracks_duration_idx').on(table.durationSeconds),
    index('audio_tracks_bpm_idx').on(table.bpm),
  ],
);

export type AudioTrackRow = typeof audioTracks.$inferSelect;

/** A free font: the preview stylesheet, the licence text and the download package are public files. */
export const fonts = pgTable(
  'fonts',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    fontName: text('font_name').notNull(),
    maker: text('maker').notNull(),
    fontTypeUuid: uuid('font_type_uuid')
      .notNull()
      .references(() => fileCategories.uuid),
    licenseName: text('license_name').notNull(),
    licenseFileUuid: uuid('license_file_uuid')
      .notNull()
      .references(() => storedFiles.uuid),
    /** The family name that the preview stylesheet declares. */
    cssFamily: text('css_family').notNull(),
    /** /p/api/files/public/<name>.css (its url()s point at woff2 files next to it). */
    previewCssUrl: text('preview_css_url').notNull(),
    downloadFileUuid: uuid('download_file_uuid')
      .notNull()
      .references(() => storedFiles.uuid),
    sort: integer('sort').notNull().default(0),
    isDisplay: boolean('is_display').notNull().default(true),
    ...timestamps,
  },
  (table) => [
    index('fonts_display_sort_idx').on(table.isDisplay, table.sort, table.createdAt),
    index('fonts_font_type_idx').on(table.fontTypeUuid),
  ],
);

export type FontRow = typeof fonts.$inferSelect;

// ---------------------------------------------------------------------------------------------
// The creator's workflow (issue 9): entries (submissions), the private files they carry, and the
// conversion queue. The state machine lives in submissions/submission-pipeline.ts; every transition
// is a conditional UPDATE (… WHERE state = <from>), so two operators or servers cannot both win.

/**
 * A creator's private file (a work, its thumbnail, project files, the converted delivery file and
 * poster). The bytes live in DATA_DIR/files/private/<stored name>; only signed, owner-bound links
 * (files/file-links.ts) serve them.
 */
export const privateFiles = pgTable(
  'private_files',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    ownerUuid: uuid('owner_uuid')
      .notNull()
      .references(() => users.uuid, { onDelete: 'cascade' }),
    /** Generated (files/private-files.ts); never derived from a caller's name. */
    storedName: text('stored_name').notNull().unique(),
    /** The name the uploader gave (at most 50 characters, spec §9), used only as the download name. */
    originalName: text('original_name').notNull(),
    size: bigintNumber('size').notNull(),
    /** Decided by the server from the bytes it stored. */
    mime: text('mime').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    check('private_files_original_name_length', sql`char_length(${table.originalName}) between 1 and 50`),
    check('private_files_size_nonnegative', sql`${table.size} >= 0`),
    index('private_files_owner_idx').on(table.ownerUuid),
  ],
);

export type PrivateFileRow = typeof privateFiles.$inferSelect;

/**
 * The resumable uploads in progress or finished but not yet used (issue 22, uploads/): who owns
 * each, the length it declared, and whether an entry holds it now. The bytes are the tus store's
 * (DATA_DIR/files/private/uploads, or the bucket); an entry that uses an upload deletes its row in
 * the entry's own transaction, so an upload is consumed by exactly one entry.
 */
export const resumableUploads = pgTable(
  'resumable_uploads',
  {
    /** The tus upload id (the last path segment of its URL). */
    id: text('id').primaryKey(),
    ownerUuid: uuid('owner_uuid')
      .notNull()
      .references(() => users.uuid, { onDelete: 'cascade' }),
    /** Upload-Length: what the creator said the file holds (at most 1 GiB). */
    length: bigintNumber('length').notNull(),
    /** The name the creator's file had (tus metadata `filename`), checked when an entry uses it. */
    fileName: text('file_name').notNull(),
    createdAt: at('created_at').notNull(),
    /** Unfinished uploads expire 24 hours after their creation and are swept. */
    expiresAt: at('expires_at').notNull(),
    /** Set when the last byte arrived; null while the upload is in progress. */
    finishedAt: at('finished_at'),
    /** An entry being checked holds the upload until then (two entries at once: one wins). */
    claimedUntil: at('claimed_until'),
  },
  (table) => [
    check('resumable_uploads_length_positive', sql`${table.length} > 0`),
    index('resumable_uploads_owner_idx').on(table.ownerUuid),
    index('resumable_uploads_expires_idx').on(table.expiresAt),
  ],
);

export type ResumableUploadRow = typeof resumableUploads.$inferSelect;

/**
 * The stored pipeline states of an entry. `scheduled` shows as waiting, competing or closed after
 * its group's state (derived when read, so the competition clock never updates entries);
 * `converting` covers both "being converted" and "converted, waiting to be scheduled"
 * (converted_at tells them apart).
 */
export const STORED_SUBMISSION_STATES = [
  'reviewing',
  'returned',
  'approved',
  'converting',
  'scheduled',
] as const;
export type StoredSubmissionState = (typeof STORED_SUBMISSION_STATES)[number];

export const submissions = pgTable(
  'submissions',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    userUuid: uuid('user_uuid')
      .notNull()
      .references(() => users.uuid, { onDelete: 'cascade' }),
    topicUuid: uuid('topic_uuid')
      .notNull()
      .references(() => topics.uuid, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** `video` or `bcon` (an image work), as in the groups' letter templates. */
    tType: text('t_type').notNull(),
    /** The language the creator entered in (ko or en): the pipeline's mails are written in it. */
    language: text('language').notNull().default('ko'),
    state: text('state').$type<StoredSubmissionState>().notNull().default('reviewing'),
    returnReason: text('return_reason'),
    workFileUuid: uuid('work_file_uuid')
      .notNull()
      .references(() => privateFiles.uuid),
    thumbnailFileUuid: uuid('thumbnail_file_uuid')
      .notNull()
      .references(() => privateFiles.uuid),
    projectFileUuid: uuid('project_file_uuid').references(() => privateFiles.uuid),
    deliveryFileUuid: uuid('delivery_file_uuid').references(() => privateFiles.uuid),
    posterFileUuid: uuid('poster_file_uuid').references(() => privateFiles.uuid),
    submittedAt: at('submitted_at').notNull().defaultNow(),
    /** Approved or returned. */
    reviewedAt: at('reviewed_at'),
    projectFileAt: at('project_file_at'),
    convertedAt: at('converted_at'),
    scheduledAt: at('scheduled_at'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    check(
      'submissions_state',
      sql`${table.state} in ('reviewing', 'returned', 'approved', 'converting', 'scheduled')`,
    ),
    check('submissions_t_type', sql`${table.tType} in ('video', 'bcon')`),
    check('submissions_language', sql`${table.language} in ('ko', 'en')`),
    check(
      'submissions_returned_has_reason',
      sql`${table.state} <> 'returned' or ${table.returnReason} is not null`,
    ),
    check(
      'submissions_converting_has_project_file',
      sql`${table.state} not in ('converting', 'scheduled') or ${table.projectFileUuid} is not null`,
    ),
    check(
      'submissions_scheduled_is_converted',
      sql`${table.state} <> 'scheduled' or ${table.convertedAt} is not null`,
    ),
    index('submissions_user_submitted_idx').on(table.userUuid, table.submittedAt),
    index('submissions_state_idx').on(table.state, table.submittedAt),
  ],
);

export type SubmissionRow = typeof submissions.$inferSelect;

/**
 * The conversion queue: one job per entry. Workers claim with SELECT … FOR UPDATE SKIP LOCKED, so
 * two servers never convert the same entry; a job left running by a killed server is claimed again
 * once its lease (locked_at) is old.
 */
export const conversionJobs = pgTable(
  'conversion_jobs',
  {
    submissionUuid: uuid('submission_uuid')
      .primaryKey()
      .references(() => submissions.uuid, { onDelete: 'cascade' }),
    state: text('state').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    lockedAt: at('locked_at'),
    lastError: text('last_error'),
    ...timestamps,
  },
  (table) => [
    check('conversion_jobs_state', sql`${table.state} in ('queued', 'running', 'done', 'failed')`),
    index('conversion_jobs_due_idx').on(table.state, table.nextAttemptAt),
  ],
);

export type ConversionJobRow = typeof conversionJobs.$inferSelect;

/**
 * A 1:1 inquiry (spec §3/§4, §7 "Inquiries", issue 11). Deleting is a state: the row, its
 * attachment and its answer are kept for the record. The answer is HTML sanitized when saved.
 */
export const inquiries = pgTable(
  'inquiries',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    userUuid: uuid('user_uuid')
      .notNull()
      .references(() => users.uuid, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    /** One of the creator's own entries the inquiry is about. */
    submissionUuid: uuid('submission_uuid').references(() => submissions.uuid, { onDelete: 'set null' }),
    attachmentFileUuid: uuid('attachment_file_uuid').references(() => privateFiles.uuid),
    state: text('state').notNull().default('unanswered'),
    /** The language the creator wrote in: the answer's mail is written in it. */
    language: text('language').notNull().default('ko'),
    answerHtml: text('answer_html'),
    answeredAt: at('answered_at'),
    deletedAt: at('deleted_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    check('inquiries_state', sql`${table.state} in ('unanswered', 'answered', 'deleted')`),
    check('inquiries_category', sql`${table.category} in ('entry', 'payout', 'account', 'other')`),
    check('inquiries_language', sql`${table.language} in ('ko', 'en')`),
    check(
      'inquiries_answered_has_answer',
      sql`${table.state} <> 'answered' or ${table.answerHtml} is not null`,
    ),
    index('inquiries_user_created_idx').on(table.userUuid, table.createdAt),
    index('inquiries_state_idx').on(table.state, table.createdAt),
  ],
);

export type InquiryRow = typeof inquiries.$inferSelect;

/**
 * The money ledger (issue 10, CONTRACT.md "Money"): every credit and debit of a creator's earnings
 * is a row in integer minor units of the deployment's currency (won; cents); a balance is the sum,
 * never a column. `credit`: a group's final result for one group submission (once: the partial
 * unique index); `adjustment`: a recomputed group's correction of that credit (never an edit);
 * `withdrawal`: the debit of a request (negative); `withdrawal_returned`: a rejected request's
 * amount given back (once per request). Rows are never updated or deleted.
 */
export const LEDGER_REASONS = ['credit', 'withdrawal', 'withdrawal_returned', 'adjustment'] as const;
export type LedgerReason = (typeof LEDGER_REASONS)[number];

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    userUuid: uuid('user_uuid')
      .notNull()
      .references(() => users.uuid, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    amountMinor: bigintNumber('amount_minor').notNull(),
    /** credit and adjustment: the group submission (kept without a foreign key: history stays). */
    groupSubmissionUuid: uuid('group_submission_uuid'),
    /** withdrawal and withdrawal_returned: the request. */
    withdrawalUuid: uuid('withdrawal_uuid').references(() => withdrawalRequests.uuid),
    /** Who or what wrote it (statistics run, operator command, seed), for show-ledger. */
    note: text('note'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    check(
      'ledger_entries_reason',
      sql`${table.reason} in ('credit', 'withdrawal', 'withdrawal_returned', 'adjustment')`,
    ),
    check(
      'ledger_entries_sign',
      sql`(${table.reason} in ('credit', 'withdrawal_returned') and ${table.amountMinor} > 0)
        or (${table.reason} = 'withdrawal' and ${table.amountMinor} < 0)
        or (${table.reason} = 'adjustment' and ${table.amountMinor} <> 0)`,
    ),
    check(
      'ledger_entries_reference',
      sql`(${table.reason} in ('credit', 'adjustment') and ${table.groupSubmissionUuid} is not null)
        or (${table.reason} in ('withdrawal', 'withdrawal_returned') and ${table.withdrawalUuid} is not null)`,
    ),
    uniqueIndex('ledger_entries_one_credit_idx')
      .on(table.groupSubmissionUuid)
      .where(sql`${table.reason} = 'credit'`),
    uniqueIndex('ledger_entries_one_per_withdrawal_idx')
      .on(table.withdrawalUuid, table.reason)
      .where(sql`${table.withdrawalUuid} is not null`),
    index('ledger_entries_user_created_idx').on(table.userUuid, table.createdAt),
    index('ledger_entries_group_submission_idx').on(table.groupSubmissionUuid),
  ],
);

export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;

/**
 * Withdrawal requests (spec §7 "Assets"): requested (debited in the same transaction) → paid or
 * rejected (the amount returned as a ledger row in the same transaction). The account number is
 * kept whole for the payment and shown masked everywhere else; documents are private files.
 */
export const withdrawalRequests = pgTable(
  'withdrawal_requests',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    userUuid: uuid('user_uuid')
      .notNull()
      .references(() => users.uuid, { onDelete: 'cascade' }),
    state: text('state').notNull().default('requested'),
    /** The Idempotency-Key header: one request per key and creator. */
    idempotencyKey: text('idempotency_key').notNull(),
    currency: text('currency').notNull(),
    grossMinor: bigintNumber('gross_minor').notNull(),
    vatMinor: bigintNumber('vat_minor').notNull(),
    incomeTaxMinor: bigintNumber('income_tax_minor').notNull(),
    localIncomeTaxMinor: bigintNumber('local_income_tax_minor').notNull(),
    netMinor: bigintNumber('net_minor').notNull(),
    payeeType: text('payee_type').notNull(),
    vatRegistered: boolean('vat_registered').notNull().default(false),
    accountHolder: text('account_holder').notNull(),
    /** The bank's name in the deployment's language (as typed, before issue 19's list). */
    bankName: text('bank_name').notNull(),
    /** The bank's code in the deployment's list (contract/banks.ts); null on requests made before it. */
    bankCode: text('bank_code'),
    /** Whole (normalized: no spaces or hyphens); never sent to the creator or written to a log. */
    accountNumber: text('account_number').notNull(),
    accountNumberMasked: text('account_number_masked').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    guardianName: text('guardian_name'),
    guardianPhone: text('guardian_phone'),
    guardianConsentFileUuid: uuid('guardian_consent_file_uuid').references(() => privateFiles.uuid),
    documentFileUuids: uuid('document_file_uuids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    /** The language the creator requested in: its mails are written in it. */
    language: text('language').notNull().default('ko'),
    /**
     * The documents as sent (money/withdrawals.ts documentsFingerprint): a replay of the
     * Idempotency-Key must send the same ones. Null for requests made before it was kept.
     */
    documentsFingerprint: text('documents_fingerprint'),
    requestedAt: at('requested_at').notNull().defaultNow(),
    expectedPayoutDate: date('expected_payout_date', { mode: 'string' }).notNull(),
    paidDate: date('paid_date', { mode: 'string' }),
    rejectedAt: at('rejected_at'),
    rejectionReason: text('rejection_reason'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    check('withdrawal_requests_state', sql`${table.state} in ('requested', 'paid', 'rejected')`),
    check('withdrawal_requests_payee_type', sql`${table.payeeType} in ('individual', 'business')`),
    check('withdrawal_requests_currency', sql`${table.currency} in ('KRW', 'USD')`),
    check('withdrawal_requests_language', sql`${table.language} in ('ko', 'en')`),
    check('withdrawal_requests_gross_positive', sql`${table.grossMinor} > 0`),
    check(
      'withdrawal_requests_vat_business_only',
      sql`not ${table.vatRegistered} or ${table.payeeType} = 'business'`,
    ),
    check(
      'withdrawal_requests_state_dates',
      sql`(${table.state} = 'paid') = (${table.paidDate} is not null)
        and (${table.state} = 'rejected') = (${table.rejectedAt} is not null and ${table.rejectionReason} is not null)`,
    ),
    uniqueIndex('withdrawal_requests_idempotency_idx').on(table.userUuid, table.idempotencyKey),
    // One request waiting to be paid per creator.
    uniqueIndex('withdrawal_requests_one_pending_idx')
      .on(table.userUuid)
      .where(sql`${table.state} = 'requested'`),
    index('withdrawal_requests_user_requested_idx').on(table.userUuid, table.requestedAt),
    index('withdrawal_requests_state_idx').on(table.state, table.requestedAt),
  ],
);

export type WithdrawalRequestRow = typeof withdrawalRequests.$inferSelect;

// ---------------------------------------------------------------------------------------------
// Rate limits shared by every server instance on one PostgreSQL (plugins/rate-limit-store.ts):
// one row per limiter and key, counted and expired on the database's clock. Rows whose window has
// ended are deleted now and then; the index keeps that cheap.
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    /** The limiter's name and its key (an address, an account, a recipient...). */
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowEnds: at('window_ends').notNull(),
  },
  (table) => [index('rate_limit_counters_window_ends_idx').on(table.windowEnds)],
);

// ---------------------------------------------------------------------------------------------
// Notifications (issue 18): what happened to a creator's entries, groups, money and inquiries.
// Each row is written in the same transaction as the state change that causes it; the unique
// (user, type, subject) index makes a repeated transition a no-op (INSERT … ON CONFLICT DO
// NOTHING), so none is lost and none is sent twice. No text is stored: the portal writes it in
// the reader's language from `type` and `params`.

export const notifications = pgTable(
  'notifications',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    userUuid: uuid('user_uuid')
      .notNull()
      .references(() => users.uuid, { onDelete: 'cascade' }),
    type: text('type').$type<NotificationType>().notNull(),
    /** The entry, group, withdrawal or inquiry concerned (no foreign key: history stays). */
    subjectUuid: uuid('subject_uuid').notNull(),
    params: jsonb('params').$type<NotificationParams>().notNull().default({}),
    createdAt: at('created_at').notNull().defaultNow(),
    readAt: at('read_at'),
  },
  (table) => [
    uniqueIndex('notifications_once_idx').on(table.userUuid, table.type, table.subjectUuid),
    index('notifications_user_created_idx').on(table.userUuid, table.createdAt),
    index('notifications_unread_idx')
      .on(table.userUuid)
      .where(sql`${table.readAt} is null`),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;

/**
 * The events a creator does not want mail for (/mypage). A missing row means mail on; security and
 * account mails (verification, temporary password) have no row kind and always go.
 */
export const mailOptOuts = pgTable(
  'mail_opt_outs',
  {
    userUuid: uuid('user_uuid')
      .notNull()
      .references(() => users.uuid, { onDelete: 'cascade' }),
    type: text('type').$type<NotificationType>().notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userUuid, table.type] })],
);

// ---------------------------------------------------------------------------------------------
// The operator console (issue 21): the company's people, apart from the creators.

export const operatorRole = pgEnum('operator_role', ['admin', 'reviewer', 'finance', 'support']);
export type OperatorRoleValue = (typeof operatorRole.enumValues)[number];

/**
 * A person of the company who runs the portal from /operator. Made by `npm run ops --
 * create-operator` or by an admin's invitation: until the setup link is used there is no password
 * and no confirmed second factor, and nobody can log in. The TOTP secret is stored encrypted
 * (operators/secret-box.ts); `totp_last_step` refuses a code used once already.
 */
export const operators = pgTable(
  'operators',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    /** Lower-cased. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: operatorRole('role').notNull(),
    passwordHash: text('password_hash'),
    totpSecret: text('totp_secret'),
    totpConfirmedAt: at('totp_confirmed_at'),
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** SHA-256 of the one-time setup link's code; null once used. */
    setupCodeHash: text('setup_code_hash'),
    setupExpiresAt: at('setup_expires_at'),
    disabledAt: at('disabled_at'),
    /** The admin who invited this operator; null for the command line. */
    createdBy: uuid('created_by'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('operators_email_idx').on(table.email),
    uniqueIndex('operators_setup_code_idx').on(table.setupCodeHash),
  ],
);

export type OperatorRow = typeof operators.$inferSelect;

/** Ten single-use recovery codes per operator, each stored as SHA-256 (they are random). */
export const operatorRecoveryCodes = pgTable(
  'operator_recovery_codes',
  {
    operatorUuid: uuid('operator_uuid')
      .notNull()
      .references(() => operators.uuid, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: at('used_at'),
  },
  (table) => [primaryKey({ columns: [table.operatorUuid, table.codeHash] })],
);

/** An operator's login: ends after 30 minutes unused or 8 hours in all (operators/sessions.ts). */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    operatorUuid: uuid('operator_uuid')
      .notNull()
      .references(() => operators.uuid, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
    endedAt: at('ended_at'),
    address: text('address').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
  },
  (table) => [index('operator_sessions_operator_idx').on(table.operatorUuid)],
);

export type OperatorSessionRow = typeof operatorSessions.$inferSelect;

/**
 * What operators did, one line per action, written in the action's transaction. Append-only: the
 * database refuses UPDATE and DELETE (migration 0017). No foreign keys: the history outlives the
 * rows it names.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: at('at').notNull().defaultNow(),
    /** null: an `npm run ops` command on the server's shell. */
    operatorUuid: uuid('operator_uuid'),
    /** The operator's email at the time, or "ops command". */
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    /** The fields the action changed, before and after. */
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
  },
  (table) => [
    index('audit_log_at_idx').on(table.at),
    index('audit_log_operator_idx').on(table.operatorUuid, table.at),
    index('audit_log_subject_idx').on(table.subjectType, table.subjectId),
  ],
);

export type AuditRow = typeof auditLog.$inferSelect;

/**
 * A reviewer's remark on an entry at a moment of its work ("0:03.2 logo too small"). The creator
 * sees them on /submission-detail once the entry is reviewed.
 */
export const reviewComments = pgTable(
  'review_comments',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    submissionUuid: uuid('submission_uuid')
      .notNull()
      .references(() => submissions.uuid, { onDelete: 'cascade' }),
    operatorUuid: uuid('operator_uuid'),
    /** Milliseconds from the start of the work; 0 for an image. */
    atMs: integer('at_ms').notNull(),
    body: text('body').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('review_comments_submission_idx').on(table.submissionUuid, table.atMs),
    check('review_comments_at', sql`${table.atMs} >= 0`),
  ],
);

export type ReviewCommentRow = typeof reviewComments.$inferSelect;
