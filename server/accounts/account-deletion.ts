// Leaving the portal (issue 19 item 4): the erasure behind DELETE /api/users/{id} and the
// operator's `npm run ops -- delete-user`. One transaction checks the refusals and erases; the
// stored files go only after it committed, so that a failure anywhere leaves everything as it was,
// and an interrupted removal leaves files that no row names (the orphan sweep takes them), never a
// row that names a missing file.
// Long file: the erasure is one transaction over every table a creator's data lives in, and its
// steps read best in their order.
//
// What goes and what stays (docs/accounts.md, the privacy policy's "Leaving the portal"):
// - erased: name, email (the login id becomes `withdrawn:<uuid>`, so the address may sign up again),
//   phone, password hash, sessions, verification links, temporary passwords, a pending email
//   change, phone codes and rate-limit counters keyed by the address or number, notifications and
//   mail preferences, inquiries with their attachments, the entries that are not in a competing or
//   completed group (with their files, their place in a group that has not begun, and the public
//   copies nothing else shows), and of every withdrawal request the holder, account number (whole
//   and masked), date of birth, guardian's name, phone and consent form, documents and the
//   documents' fingerprint and the operator's rejection reason;
// - kept: the users row as the anonymous owner (status 'withdrawn', left_at), every ledger line, the
//   withdrawal requests' amounts, states, dates and bank, and the entries in competing or completed
//   groups with their results and files, under an empty name (the rankings show "Entry by a former
//   member"), their texts emptied and their files' names replaced by neutral ones.
// Migration 0016_account_left_guard refuses a new personal row (entry, inquiry, withdrawal request,
// file, session, link, code, preference) for an account that has left, so that a request of it
// still under way cannot write one after the erasure committed.
import { and, count, desc, eq, inArray, lte, notInArray, or, sql } from 'drizzle-orm';
import { LEAVE_BLOCKING_ENTRY_STATES, ANONYMOUS_ENTRY_NAME } from '../../contract/account-deletion.js';
import { GroupState } from '../../contract/topic-rules.js';
import type { Database } from '../db/client.js';
import {
  competitionGroups,
  emailChanges,
  emailVerifications,
  groupSubmissions,
  inquiries,
  ledgerEntries,
  mailOptOuts,
  notifications,
  phoneCodes,
  privateFiles,
  rateLimitCounters,
  submissions,
  temporaryPasswords,
  users,
  userSessions,
  withdrawalRequests,
  type User,
} from '../db/schema.js';
import { DEFAULT_LANGUAGE, type Language } from '../i18n/messages.js';
import { STORED_NAME, type FileStorage, unusedPublicNames } from '../files/index.js';
import { invalidatePublicReads } from '../lib/public-cache.js';
import { forgetSessions } from './session-cache.js';
import { deleteSessions } from './user-sessions.js';

/** The login id of an account that left: not an email address, so no signup can ever take it. */
export const withdrawnUserId = (uuid: string) => `withdrawn:${uuid}`;
/** Not a hash verifyPassword can read: no password matches it. */
const UNUSABLE_PASSWORD_HASH = '!withdrawn';
/**
 * withdrawal_requests.date_of_birth is NOT NULL (every request has one); an erased request keeps
 * this placeholder, a date nobody is born on.
 */
export const ERASED_DATE_OF_BIRTH = '0001-01-01';

export type LeaveRefusalReason = 'notFound' | 'alreadyLeft' | 'withdrawalPending' | 'entryInProgress';

/** Leaving is refused; nothing was changed. `subjects` names what to finish first (uuids). */
export class AccountDeletionRefusal extends Error {
  override name = 'AccountDeletionRefusal';
  constructor(
    readonly reason: LeaveRefusalReason,
    readonly subjects: readonly { uuid: string; state: string }[] = [],
  ) {
    super(`leaving refused: ${reason}`);
  }
}

/** What an erasure found and did (counts of rows). */
export interface ErasureCounts {
  sessions: number;
  inquiries: number;
  notifications: number;
  /** Entries deleted with their files (not in a competing or completed group). */
  entriesDeleted: number;
  /** Works in competing or completed groups, kept under an anonymous name. */
  worksKept: number;
  /** Withdrawal requests whose personal data was erased (amounts kept). */
  withdrawalsErased: number;
  /** Private files deleted (inquiry attachments, withdrawal documents, deleted entries' files). */
  files: number;
  /** Ledger lines kept (never changed). */
  ledgerLines: number;
}

export interface ErasureResult {
  userUuid: string;
  /** The address the account had: for the final mail only, kept nowhere. */
  formerEmail: string;
  /** The language of the final mail: the caller's, else the account's last one. */
  language: Language;
  leftAt: Date;
  counts: ErasureCounts;
  /** Stored files that could not be removed after the commit (the orphan sweep takes them). */
  filesLeft: number;
}

export interface ErasureOptions {
  now: Date;
  /** Where the stored files live; null removes no bytes (a test app without files). */
  storage: FileStorage | null;
  /** The final mail's language; default: the language of the account's last entry, inquiry or request. */
  language?: Language;
  /** For a failed file removal (logged, never thrown: the erasure has happened). */
  log?: { error(object: object, message: string): void };
  /**
   * Runs in the erasure's transaction after it (the console's and delete-user's audit line), so
   * that both commit together or neither does.
   */
  inTransaction?: (tx: Database, erased: { userUuid: string; counts: ErasureCounts }) => Promise<void>;
}

type Executor = Database;

/** Works of the user in groups whose results others depend on: competing or completed (or begun). */
const groupHasBegun = (now: Date) =>
  or(
    inArray(competitionGroups.state, [GroupState.Competing, GroupState.Completed]),
    and(eq(competitionGroups.state, GroupState.Waiting), lte(competitionGroups.beginAt, now)),
  );

interface Survey {
  pendingWithdrawals: { uuid: string; state: string }[];
  entriesInProgress: { uuid: string; state: string }[];
  /** group_submissions rows of the user in begun groups (kept). */
  keptWorks: string[];
  /** group_submissions rows of the user in groups that have not begun (deleted). */
  droppedWorks: string[];
  /** The user's entries that compete in a kept work (kept). */
  keptEntries: string[];
  /** Every other entry of the user (deleted). */
  droppedEntries: string[];
  /** The private files of the kept entries. */
  keptFiles: string[];
}

async function survey(db: Executor, userUuid: string, now: Date): Promise<Survey> {
  const pendingWithdrawals = await db
    .select({ uuid: withdrawalRequests.uuid, state: withdrawalRequests.state })
    .from(withdrawalRequests)
    .where(and(eq(withdrawalRequests.userUuid, userUuid), eq(withdrawalRequests.state, 'requested')));
  const entries = await db
    .select({
      uuid: submissions.uuid,
      state: submissions.state,
      work: submissions.workFileUuid,
      thumbnail: submissions.thumbnailFileUuid,
      project: submissions.projectFileUuid,
      delivery: submissions.deliveryFileUuid,
      poster: submissions.posterFileUuid,
    })
    .from(submissions)
    .where(eq(submissions.userUuid, userUuid));
  const works = await db
    .select({
      uuid: groupSubmissions.uuid,
      submissionUuid: groupSubmissions.submissionUuid,
      begun: sql<boolean>`coalesce(${groupHasBegun(now)}, false)`,
    })
    .from(groupSubmissions)
    .innerJoin(competitionGroups, eq(competitionGroups.uuid, groupSubmissions.groupUuid))
    .where(eq(groupSubmissions.userUuid, userUuid));
  const keptWorkRows = works.filter((work) => work.begun);
  const competing = new Set(keptWorkRows.map((work) => work.submissionUuid));
  const blocking: readonly string[] = LEAVE_BLOCKING_ENTRY_STATES;
  const keptEntryRows = entries.filter((entry) => competing.has(entry.uuid));
  return {
    pendingWithdrawals,
    entriesInProgress: entries
      .filter((entry) => blocking.includes(entry.state))
      .map(({ uuid, state }) => ({ uuid, state })),
    keptWorks: keptWorkRows.map((work) => work.uuid),
    droppedWorks: works.filter((work) => !work.begun).map((work) => work.uuid),
    keptEntries: keptEntryRows.map((entry) => entry.uuid),
    droppedEntries: entries.filter((entry) => !competing.has(entry.uuid)).map((entry) => entry.uuid),
    keptFiles: keptEntryRows.flatMap((entry) =>
      [entry.work, entry.thumbnail, entry.project, entry.delivery, entry.poster].filter(
        (file): file is string => file !== null,
      ),
    ),
  };
}

function refuse(found: Survey): void {
  if (found.pendingWithdrawals.length > 0) {
    throw new AccountDeletionRefusal('withdrawalPending', found.pendingWithdrawals);
  }
  if (found.entriesInProgress.length > 0) {
    throw new AccountDeletionRefusal('entryInProgress', found.entriesInProgress);
  }
}

const COUNTED = {
  inquiries: [inquiries, inquiries.userUuid],
  notifications: [notifications, notifications.userUuid],
  ledger: [ledgerEntries, ledgerEntries.userUuid],
  withdrawals: [withdrawalRequests, withdrawalRequests.userUuid],
  sessions: [userSessions, userSessions.userUuid],
} as const;

/** How many rows of `what` the user has. */
async function countOf(db: Executor, what: keyof typeof COUNTED, userUuid: string): Promise<number> {
  const [table, column] = COUNTED[what];
  const [row] = await db.select({ n: count() }).from(table).where(eq(column, userUuid));
  return Number(row?.n ?? 0);
}

/** Rows of db.execute on either driver. */
function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows?: T[] }).rows ?? []);
}

/** The language the account last wrote in (an entry, an inquiry, a withdrawal request). */
async function lastLanguage(db: Executor, userUuid: string): Promise<Language> {
  const rows = rowsOf<{ language: string }>(
    await db.execute(sql`
      select language from (
        select ${submissions.language} as language, ${submissions.submittedAt} as at from ${submissions} where ${submissions.userUuid} = ${userUuid}
        union all
        select ${inquiries.language}, ${inquiries.createdAt} from ${inquiries} where ${inquiries.userUuid} = ${userUuid}
        union all
        select ${withdrawalRequests.language}, ${withdrawalRequests.requestedAt} from ${withdrawalRequests} where ${withdrawalRequests.userUuid} = ${userUuid}
      ) as written order by at desc limit 1`),
  );
  const language = rows[0]?.language;
  return language === 'en' || language === 'ko' ? language : DEFAULT_LANGUAGE;
}

/** What an erasure of the account would do now, without changing anything (the operator's preview). */
export interface ErasurePreview {
  user: Pick<User, 'uuid' | 'userId' | 'status'>;
  /** Null when it may leave now. */
  refusal: AccountDeletionRefusal | null;
  counts: ErasureCounts;
}

export async function previewErasure(db: Database, userUuid: string, now: Date): Promise<ErasurePreview> {
  const [user] = await db
    .select({ uuid: users.uuid, userId: users.userId, status: users.status })
    .from(users)
    .where(eq(users.uuid, userUuid));
  if (!user) throw new AccountDeletionRefusal('notFound');
  if (user.status === 'withdrawn') throw new AccountDeletionRefusal('alreadyLeft');
  const found = await survey(db, userUuid, now);
  let refusal: AccountDeletionRefusal | null = null;
  try {
    refuse(found);
  } catch (error) {
    refusal = error as AccountDeletionRefusal;
  }
  const keptFiles = new Set(found.keptFiles);
  const files = await db
    .select({ uuid: privateFiles.uuid })
    .from(privateFiles)
    .where(eq(privateFiles.ownerUuid, userUuid));
  return {
    user,
    refusal,
    counts: {
      sessions: await countOf(db, 'sessions', userUuid),
      inquiries: await countOf(db, 'inquiries', userUuid),
      notifications: await countOf(db, 'notifications', userUuid),
      entriesDeleted: found.droppedEntries.length,
      worksKept: found.keptWorks.length,
      withdrawalsErased: await countOf(db, 'withdrawals', userUuid),
      files: files.filter((file) => !keptFiles.has(file.uuid)).length,
      ledgerLines: await countOf(db, 'ledger', userUuid),
    },
  };
}

/** `value` as a LIKE pattern that matches only itself. */
const likeLiteral = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A neutral download name for a kept file: "file" and the stored name's extension. */
const neutralName = sql`'file' || coalesce(substring(${privateFiles.storedName} from '\\.[a-z0-9]{1,5}$'), '')`;

interface Erased {
  user: User;
  counts: ErasureCounts;
  language: Language;
  privateNames: string[];
  publicUrls: string[];
  worksChanged: boolean;
}

async function eraseInTransaction(tx: Database, userUuid: string, options: ErasureOptions): Promise<Erased> {
  // Serialises with a withdrawal request of the same creator (money/withdrawals.ts locks this
  // row too), and with another erasure of the same account.
  const [user] = await tx.select().from(users).where(eq(users.uuid, userUuid)).for('update');
  if (!user) throw new AccountDeletionRefusal('notFound');
  if (user.status === 'withdrawn') throw new AccountDeletionRefusal('alreadyLeft');
  const found = await survey(tx, userUuid, options.now);
  refuse(found);
  const language = options.language ?? (await lastLanguage(tx, userUuid));

  const sessions = await deleteSessions(tx, userUuid);
  const deletedNotifications = await tx
    .delete(notifications)
    .where(eq(notifications.userUuid, userUuid))
    .returning({ uuid: notifications.uuid });
  await tx.delete(mailOptOuts).where(eq(mailOptOuts.userUuid, userUuid));
  await tx.delete(emailVerifications).where(eq(emailVerifications.userUuid, userUuid));
  await tx.delete(emailChanges).where(eq(emailChanges.userUuid, userUuid));
  await tx.delete(temporaryPasswords).where(eq(temporaryPasswords.userUuid, userUuid));
  if (user.hpNumber) await tx.delete(phoneCodes).where(eq(phoneCodes.hpNumber, user.hpNumber));
  // Shared rate limits (plugins/rate-limit-store.ts) keep short keys in clear: `<limiter>|<key>`,
  // where a key may be the address or the number (alone, or between `|`).
  const keyed = [user.userId, ...(user.hpNumber ? [user.hpNumber] : [])].map(likeLiteral);
  await tx
    .delete(rateLimitCounters)
    .where(
      or(
        ...keyed.flatMap((value) => [
          sql`${rateLimitCounters.key} like ${`%|${value}`}`,
          sql`${rateLimitCounters.key} like ${`%|${value}|%`}`,
        ]),
      ),
    );

  const deletedInquiries = await tx
    .delete(inquiries)
    .where(eq(inquiries.userUuid, userUuid))
    .returning({ uuid: inquiries.uuid });

  const withdrawals = await tx
    .update(withdrawalRequests)
    .set({
      accountHolder: '',
      accountNumber: '',
      accountNumberMasked: '',
      dateOfBirth: ERASED_DATE_OF_BIRTH,
      guardianName: null,
      guardianPhone: null,
      guardianConsentFileUuid: null,
      documentFileUuids: [],
      documentsFingerprint: null,
      // The operator's words about the person; the state and its date stay.
      rejectionReason: sql`case when ${withdrawalRequests.rejectionReason} is null then null else '' end`,
      updatedAt: options.now,
    })
    .where(eq(withdrawalRequests.userUuid, userUuid))
    .returning({ uuid: withdrawalRequests.uuid });

  // Works in groups that have not begun leave their group, with the public copies made for them.
  const droppedWorks = found.droppedWorks.length
    ? await tx
        .delete(groupSubmissions)
        .where(inArray(groupSubmissions.uuid, found.droppedWorks))
        .returning({ videoUrl: groupSubmissions.videoUrl, thumbnailUrl: groupSubmissions.thumbnailUrl })
    : [];
  const droppedEntries = found.droppedEntries.length
    ? await tx
        .delete(submissions)
        .where(inArray(submissions.uuid, found.droppedEntries))
        .returning({ uuid: submissions.uuid })
    : [];
  if (found.keptWorks.length) {
    await tx
      .update(groupSubmissions)
      .set({ name: ANONYMOUS_ENTRY_NAME })
      .where(inArray(groupSubmissions.uuid, found.keptWorks));
  }
  if (found.keptEntries.length) {
    await tx
      .update(submissions)
      .set({ title: '', description: '', updatedAt: options.now })
      .where(inArray(submissions.uuid, found.keptEntries));
  }
  if (found.keptFiles.length) {
    await tx
      .update(privateFiles)
      .set({ originalName: neutralName })
      .where(inArray(privateFiles.uuid, found.keptFiles));
  }
  // Every other file of the account: inquiry attachments, withdrawal documents and consent forms,
  // the deleted entries' files. Nothing names them any more (the rows above went first).
  const deletedFiles = await tx
    .delete(privateFiles)
    .where(
      and(
        eq(privateFiles.ownerUuid, userUuid),
        found.keptFiles.length ? notInArray(privateFiles.uuid, found.keptFiles) : undefined,
      ),
    )
    .returning({ storedName: privateFiles.storedName });

  await tx
    .update(users)
    .set({
      userId: withdrawnUserId(user.uuid),
      userName: '',
      hpNumber: null,
      passwordHash: UNUSABLE_PASSWORD_HASH,
      status: 'withdrawn',
      emailVerifiedAt: null,
      castingnAt: null,
      passwordChangeRequired: false,
      tokenVersion: sql`${users.tokenVersion} + 1`,
      leftAt: options.now,
    })
    .where(eq(users.uuid, userUuid));

  return {
    user,
    language,
    counts: {
      sessions,
      inquiries: deletedInquiries.length,
      notifications: deletedNotifications.length,
      entriesDeleted: droppedEntries.length,
      worksKept: found.keptWorks.length,
      withdrawalsErased: withdrawals.length,
      files: deletedFiles.length,
      ledgerLines: await countOf(tx, 'ledger', userUuid),
    },
    privateNames: deletedFiles.map((file) => file.storedName),
    publicUrls: droppedWorks.flatMap((work) =>
      [work.videoUrl, work.thumbnailUrl].filter((url): url is string => url !== null),
    ),
    worksChanged: droppedWorks.length + found.keptWorks.length > 0,
  };
}

/**
 * Erases the account (see the top of this file) or refuses (AccountDeletionRefusal, nothing
 * changed). After the commit: every session ends in every server process, the public and creators'
 * caches forget the changed works, and the stored files go. The caller sends the final mail
 * (accountLeftMail) to `formerEmail`.
 */
export async function eraseAccount(
  db: Database,
  userUuid: string,
  options: ErasureOptions,
): Promise<ErasureResult> {
  const erased = await db.transaction(async (tx) => {
    const done = await eraseInTransaction(tx, userUuid, options);
    await options.inTransaction?.(tx, { userUuid, counts: done.counts });
    return done;
  });
  // Every token of the account answers 403 now, here and in the other server processes.
  await forgetSessions(db, userUuid);
  if (erased.worksChanged) await invalidatePublicReads(db, 'competitions');

  let filesLeft = 0;
  if (options.storage) {
    const storage = options.storage;
    const remove = async (area: 'private' | 'public', names: string[]) => {
      const ours = names.filter((name) => STORED_NAME.test(name));
      for (let index = 0; index < ours.length; index += 100) {
        const batch = ours.slice(index, index + 100);
        try {
          await storage.remove(area, batch);
        } catch (error) {
          // Their rows are gone: the orphan sweep (sweep-orphans, daily) takes them.
          filesLeft += batch.length;
          options.log?.error(
            { error: error instanceof Error ? error.message : String(error), files: batch.length },
            'account erased; some stored files could not be removed yet',
          );
        }
      }
    };
    await remove('private', erased.privateNames);
    await remove('public', await unusedPublicNames(db, erased.publicUrls));
  }
  return {
    userUuid,
    formerEmail: erased.user.userId,
    language: erased.language,
    leftAt: options.now,
    counts: erased.counts,
    filesLeft,
  };
}

/** The account a reference names: its uuid, or its login email (any case); null when none. */
export async function findAccount(db: Database, reference: string): Promise<User | null> {
  const value = reference.trim().toLowerCase();
  const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(value);
  const [user] = await db
    .select()
    .from(users)
    .where(isUuid ? eq(users.uuid, value) : eq(users.userId, value))
    .orderBy(desc(users.createdAt))
    .limit(1);
  return user ?? null;
}
