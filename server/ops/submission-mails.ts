// The mails of the entry commands (ops/submissions.ts, schedule-group in ops/competitions.ts): the
// creator hears what happened to their entry, in the language they entered in, unless they turned
// that mail off.
import type { Database } from '../db/client.js';
import type { EntryNews } from '../mail/mail-texts.js';
import { mailEntryNews } from '../submissions/index.js';
import { newsMail, type OpsEnvironment } from './command.js';

/**
 * Mails the creator what happened to their entry (submissions/entry-mails.ts), reporting on the
 * command's stderr. The step is done already: a mail that cannot be sent is reported, not undone.
 */
export function notifyCreator(
  env: OpsEnvironment,
  db: Database,
  uuid: string,
  news: EntryNews,
): Promise<void> {
  return mailEntryNews(newsMail(env), db, uuid, news);
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
