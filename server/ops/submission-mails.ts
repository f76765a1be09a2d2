// The mails of the entry commands (ops/submissions.ts, schedule-group in ops/competitions.ts): the
// creator hears what happened to their entry, in the language they entered in, unless they turned
// that mail off.
import type { MailedNotificationType } from '../../contract/notification-rules.js';
import type { Database } from '../db/client.js';
import { entryMail, type EntryNews } from '../mail/mail-texts.js';
import { mailWanted } from '../notifications/index.js';
import { entryMailFacts } from '../submissions/index.js';
import type { OpsEnvironment } from './command.js';

/** The mail preference (contract/notification-rules.ts) that each entry mail honours. */
const ENTRY_MAIL_TYPE = {
  approved: 'entry-approved',
  returned: 'entry-returned',
  scheduled: 'entry-scheduled',
} as const satisfies Record<EntryNews['kind'], MailedNotificationType>;

/**
 * Mails the creator what happened to their entry, in the language they entered in. The step is
 * done already: a mail that cannot be sent is reported, not undone.
 */
export async function notifyCreator(
  env: OpsEnvironment,
  db: Database,
  uuid: string,
  news: EntryNews,
): Promise<void> {
  if (!env.mailer) return;
  const row = await entryMailFacts(db, uuid);
  if (!row) return;
  // The creator may have turned this mail off on /mypage; the portal's notification stays.
  if (!(await mailWanted(db, row.userUuid, ENTRY_MAIL_TYPE[news.kind]))) {
    env.err(`not mailed: ${row.to} turned off ${ENTRY_MAIL_TYPE[news.kind]} mail`);
    return;
  }
  const language = row.language === 'en' ? 'en' : 'ko';
  const entryUrl = `${(env.publicUrl ?? 'http://localhost:8080').replace(/\/+$/, '')}/submission-detail/${uuid}`;
  try {
    await env.mailer.send(
      entryMail(row.to, row.title, entryUrl, news, {
        language,
        supportEmail: env.supportEmail ?? 'help@creator-portal.example',
      }),
    );
    env.err(`mailed ${row.to} (${language})`);
  } catch (error) {
    env.err(
      `the mail to ${row.to} could not be sent: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/** "2026-11-25 09:00 (GMT+9)": a time in the business zone, with its offset so nobody guesses. */
export function zonedMinute(at: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'shortOffset',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return `${parts['year']}-${parts['month']}-${parts['day']} ${parts['hour']}:${parts['minute']} (${parts['timeZoneName']})`;
}

/** After schedule-group: each scheduled creator hears when their competition starts, in the business zone. */
export async function notifyScheduled(
  env: OpsEnvironment,
  db: Database,
  uuids: readonly string[],
  beginsAt: Date,
): Promise<void> {
  const when = zonedMinute(beginsAt, env.timeZone);
  for (const uuid of uuids) await notifyCreator(env, db, uuid, { kind: 'scheduled', beginsAt: when });
}
