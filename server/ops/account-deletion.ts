// `npm run ops -- delete-user`: the erasure of DELETE /api/users/{id} (accounts/account-deletion.ts)
// on a request that came by mail, with the same refusals. Like sweep-orphans, it shows what it would
// do until it is told to do it (`--yes`).
import type { Language } from '../i18n/messages.js';
import {
  accountLeftMail,
  AccountDeletionRefusal,
  findAccount,
  previewErasure,
  type ErasureCounts,
} from '../accounts/index.js';
import {
  foundOrRefused,
  opsStorage,
  RefusedError,
  UsageError,
  withDatabase,
  type CommandTable,
} from './command.js';
import { optional, required } from './flags.js';
import { eraseCreator, OPS_COMMAND_ACTOR } from '../operators/index.js';

function refusalText(reference: string, error: AccountDeletionRefusal): string {
  const subjects = error.subjects.map((s) => `${s.uuid} (${s.state})`).join(', ');
  switch (error.reason) {
    case 'notFound':
      return `no account ${reference}`;
    case 'alreadyLeft':
      return `${reference} has left the portal already`;
    case 'withdrawalPending':
      return (
        `${reference} has a withdrawal request waiting to be paid: ${subjects}. ` +
        'Pay it (mark-paid) or reject it (reject-withdrawal) first, then run delete-user again.'
      );
    case 'entryInProgress':
      return (
        `${reference} has an entry in review or conversion: ${subjects}. ` +
        'Finish its review (approve or return it) or wait for the conversion (list-submissions), then run delete-user again.'
      );
  }
}

function countsText(counts: ErasureCounts): string[] {
  return [
    `  sessions ended:                 ${counts.sessions}`,
    `  inquiries deleted:              ${counts.inquiries} (with their attachments)`,
    `  notifications deleted:          ${counts.notifications}`,
    `  entries deleted:                ${counts.entriesDeleted} (not in a competing or completed group, with their files)`,
    `  entries kept anonymously:       ${counts.worksKept} (in competing or completed groups)`,
    `  withdrawal requests erased:     ${counts.withdrawalsErased} (holder, account, birth date, guardian, documents; amounts kept)`,
    `  private files deleted:          ${counts.files}`,
    `  ledger lines kept:              ${counts.ledgerLines}`,
  ];
}

export const accountDeletionCommands: CommandTable = {
  'delete-user': {
    summary:
      'erase an account on request (as its owner leaving the portal does): shows what goes and what stays; --yes erases and mails the owner',
    usage: `delete-user --user <email or uuid> [--yes] [--language ko|en] [--json]

  Without --yes: what would be erased and kept, or why it is refused (nothing changes).
  --yes        erase: every session ends; name, email, phone, password, inquiries and their
               attachments, withdrawal holders, account numbers, birth dates, guardians and
               documents, notifications, and entries not in a competing or completed group are
               erased; ledger lines and withdrawal amounts stay, entries in competing or completed
               groups stay under an anonymous name (docs/accounts.md). The email may sign up again.
  --language   the final mail's language (default: the account's last entry, inquiry or request)

  Refused while a withdrawal request waits to be paid or an entry is in review or conversion.`,
    options: {
      user: { type: 'string' },
      yes: { type: 'boolean' },
      language: { type: 'string' },
      json: { type: 'boolean' },
    },
    async run(flags, env) {
      const reference = required(flags, 'user');
      const languageText = optional(flags, 'language');
      if (languageText !== undefined && languageText !== 'ko' && languageText !== 'en') {
        throw new UsageError('--language is ko or en');
      }
      const language = languageText as Language | undefined;
      const json = flags['json'] === true;
      await withDatabase(env, async ({ db }) => {
        const user = await foundOrRefused(findAccount(db, reference), 'account', reference);
        if (user.status === 'withdrawn') throw new RefusedError(`${reference} has left the portal already`);

        if (flags['yes'] !== true) {
          const preview = await previewErasure(db, user.uuid, env.now());
          if (preview.refusal) throw new RefusedError(refusalText(reference, preview.refusal));
          env.out(
            json
              ? JSON.stringify({ uuid: user.uuid, erased: false, wouldErase: preview.counts })
              : [
                  `${user.userId} (${user.uuid}) may be erased. Nothing changed yet; add --yes to erase:`,
                  ...countsText(preview.counts),
                ].join('\n'),
          );
          return;
        }

        let result;
        try {
          result = await eraseCreator(db, OPS_COMMAND_ACTOR, user.uuid, {
            now: env.now(),
            storage: opsStorage(env),
            language,
            log: { error: (object, message) => env.err(`${message}: ${JSON.stringify(object)}`) },
          });
        } catch (error) {
          if (error instanceof AccountDeletionRefusal) throw new RefusedError(refusalText(reference, error));
          throw error;
        }
        env.out(
          json
            ? JSON.stringify({
                uuid: result.userUuid,
                erased: true,
                leftAt: result.leftAt.toISOString(),
                ...result.counts,
              })
            : [
                `erased ${reference} (${result.userUuid}) at ${result.leftAt.toISOString()}:`,
                ...countsText(result.counts),
              ].join('\n'),
        );
        if (result.filesLeft > 0) {
          env.err(
            `${result.filesLeft} stored file(s) could not be removed yet: sweep-orphans --delete takes them`,
          );
        }
        // The erasure has happened; a mail that fails is only reported.
        if (!env.mailer) return;
        try {
          await env.mailer.send(
            accountLeftMail(result.formerEmail, {
              language: result.language,
              supportEmail: env.supportEmail ?? 'help@creator-portal.example',
            }),
          );
          env.err(`mailed the former address (${result.language})`);
        } catch (error) {
          env.err(`the final mail was not sent: ${error instanceof Error ? error.message : String(error)}`);
        }
      });
    },
  },
};
