// The mails of an entry's review and scheduling (issue 9): the creator hears what happened to
// their entry, in the language they entered in, unless they turned that mail off. The operator
// commands (ops/submission-mails.ts) and the operator console (operators/) send the same mails.
import type { MailedNotificationType } from '../../contract/notification-rules.js';
import type { Database } from '../db/client.js';
import { zonedMinute } from '../lib/business-time.js';
import { entryMail, type EntryNews } from '../mail/mail-texts.js';
import type { NewsMailEnvironment } from '../mail/mailer.js';
import { mailWanted } from '../notifications/index.js';
import { entryMailFacts } from './submission-admin.js';

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
export async function mailEntryNews(
  env: NewsMailEnvironment,
  db: Database,
  uuid: string,
  news: EntryNews,
): Promise<void> {
  if (!env.mailer) return;
  const row = await entryMailFacts(db, uuid);
  if (!row) return;
  // The creator may have turned this mail off on /mypage; the portal's notification stays.
  if (!(await mailWanted(db, row.userUuid, ENTRY_MAIL_TYPE[news.kind]))) {
    env.log(`not mailed: ${row.to} turned off ${ENTRY_MAIL_TYPE[news.kind]} mail`);
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
    env.log(`mailed ${row.to} (${language})`);
  } catch (error) {
    env.log(
      `the mail to ${row.to} could not be sent: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/** After scheduling: each scheduled creator hears when their competition starts, in the business zone. */
export async function mailScheduled(
  env: NewsMailEnvironment,
  db: Database,
  uuids: readonly string[],
  beginsAt: Date,
  timeZone: string,
): Promise<void> {
  const when = zonedMinute(beginsAt, timeZone);
  for (const uuid of uuids) await mailEntryNews(env, db, uuid, { kind: 'scheduled', beginsAt: when });
}
