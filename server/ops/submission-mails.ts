// The mails of the entry commands (ops/submissions.ts, schedule-group in ops/competitions.ts): the
// creator hears what happened to their entry, in the language they entered in, unless they turned
// that mail off.
import type { Database } from '../db/client.js';
import type { EntryNews } from '../mail/mail-texts.js';
import { mailEntryNews, mailScheduled } from '../submissions/index.js';
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

/** After schedule-group: each scheduled creator hears when their competition starts, in the business zone. */
export async function notifyScheduled(
  env: OpsEnvironment,
  db: Database,
  uuids: readonly string[],
  beginsAt: Date,
): Promise<void> {
  await mailScheduled(newsMail(env), db, uuids, beginsAt, env.timeZone);
}
