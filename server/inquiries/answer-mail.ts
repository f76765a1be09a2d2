// The answer's mail (issue 11): the creator hears that their inquiry was answered, in the
// language they wrote in, unless they turned that mail off. The operator command (answer-inquiry)
// and the operator console send the same mail.
import type { Database } from '../db/client.js';
import { inquiryAnsweredMail } from '../mail/mail-texts.js';
import type { NewsMailEnvironment } from '../mail/mailer.js';
import { mailWanted } from '../notifications/index.js';

/** Mails `to` that their inquiry was answered; a failed mail is reported, not undone. */
export async function mailInquiryAnswer(
  env: NewsMailEnvironment,
  db: Database,
  inquiry: { userUuid: string; title: string; uuid: string; language: string },
  to: string,
) {
  if (!env.mailer) return;
  const { title, uuid, language } = inquiry;
  // The creator may have turned this mail off on /mypage; the portal's notification stays.
  if (!(await mailWanted(db, inquiry.userUuid, 'inquiry-answered'))) {
    env.log(`not mailed: ${to} turned off inquiry-answered mail`);
    return;
  }
  const url = `${(env.publicUrl ?? 'http://localhost:8080').replace(/\/+$/, '')}/qna/${uuid}`;
  const lang = language === 'en' ? 'en' : 'ko';
  try {
    await env.mailer.send(
      inquiryAnsweredMail(to, title, url, {
        language: lang,
        supportEmail: env.supportEmail ?? 'help@creator-portal.example',
      }),
    );
    env.log(`mailed ${to} (${lang})`);
  } catch (error) {
    env.log(`the mail to ${to} could not be sent: ${error instanceof Error ? error.message : String(error)}`);
  }
}
