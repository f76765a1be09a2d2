// The withdrawal mails after an operator's decision (issue 10): paid or rejected, in the language
// the creator requested in, unless they turned that mail off. The operator commands
// (ops/assets.ts) and the operator console (operators/) send the same mails.
import type { Currency } from '../../contract/money-rules.js';
import type { Database } from '../db/client.js';
import type { NewsMailEnvironment } from '../mail/mailer.js';
import { mailWanted } from '../notifications/index.js';
import type { WithdrawalRequestRow } from '../db/schema.js';
import { withdrawalMail, type WithdrawalNews } from './withdrawal-mail.js';
import { creatorEmail } from './withdrawals.js';

/** Mails the creator that their request was paid or rejected; a failed mail is reported, not undone. */
export async function mailWithdrawalNews(
  env: NewsMailEnvironment,
  db: Database,
  row: WithdrawalRequestRow,
  news: Exclude<WithdrawalNews, { kind: 'received' }>,
): Promise<void> {
  if (!env.mailer) return;
  const to = await creatorEmail(db, row.userUuid);
  if (to === null) return;
  // The creator may have turned this mail off on /mypage; the portal's notification stays.
  const type = news.kind === 'paid' ? 'withdrawal-paid' : 'withdrawal-rejected';
  if (!(await mailWanted(db, row.userUuid, type))) {
    env.log(`not mailed: ${to} turned off ${type} mail`);
    return;
  }
  const language = row.language === 'en' ? 'en' : 'ko';
  try {
    await env.mailer.send(
      withdrawalMail(
        to,
        { grossMinor: row.grossMinor, netMinor: row.netMinor, currency: row.currency as Currency },
        news,
        {
          language,
          supportEmail: env.supportEmail ?? 'help@creator-portal.example',
          assetsUrl: `${(env.publicUrl ?? 'http://localhost:8080').replace(/\/+$/, '')}/my-asset`,
        },
      ),
    );
    env.log(`mailed ${to} (${language})`);
  } catch (error) {
    env.log(`the mail to ${to} could not be sent: ${error instanceof Error ? error.message : String(error)}`);
  }
}
