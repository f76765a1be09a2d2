// Operator commands of the money side (issue 10), which has no admin screen: list-withdrawals,
// mark-paid, reject-withdrawal and show-ledger. Paying and rejecting mail the creator in the
// language they requested in; a rejection gives the amount back as a ledger row in the same
// transaction (money/withdrawals.ts). Account numbers are printed masked unless --reveal is given
// (the operator needs the whole number to make the transfer).
import { WITHDRAWAL_STATES, type WithdrawalState } from '../../contract/asset-rules.js';
import { minorToDecimalText, type Currency } from '../../contract/money-rules.js';
import type { Database } from '../db/client.js';
import {
  type WithdrawalNews,
  creatorLedger,
  listAllWithdrawals,
  mailWithdrawalNews,
  WithdrawalStateError,
  type WithdrawalRequestRow,
} from '../money/index.js';
import { OPS_COMMAND_ACTOR, payWithdrawal, refuseWithdrawal } from '../operators/index.js';
import { businessDate } from '../lib/business-days.js';
import {
  foundOrRefused,
  RefusedError,
  UsageError,
  withDatabase,
  type CommandTable,
  type OpsEnvironment,
  newsMail,
} from './command.js';
import { limitFlag, optional, optionalOneOf, required } from './flags.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function uuidArgument(flags: Record<string, unknown>): string {
  const value = flags['uuid'] as string | undefined;
  if (!value || !UUID.test(value)) throw new UsageError('give the withdrawal request uuid (--uuid UUID)');
  return value.toLowerCase();
}

const amount = (minor: number, currency: string) =>
  `${minorToDecimalText(minor, currency as Currency)} ${currency}`;

async function step<T>(task: () => Promise<T>): Promise<T> {
  try {
    return await task();
  } catch (error) {
    if (error instanceof WithdrawalStateError) throw new RefusedError(error.message);
    throw error;
  }
}

/** The creator hears of the decision (money/withdrawal-news-mail.ts), reported on stderr. */
function notify(
  env: OpsEnvironment,
  db: Database,
  row: WithdrawalRequestRow,
  news: Exclude<WithdrawalNews, { kind: 'received' }>,
) {
  return mailWithdrawalNews(newsMail(env), db, row, news);
}

export const assetCommands: CommandTable = {
  'list-withdrawals': {
    summary: 'list withdrawal requests, oldest first, optionally in one state (requested, paid, rejected)',
    usage: `list-withdrawals [--state ${WITHDRAWAL_STATES.join('|')}] [--limit N] [--reveal] [--json]

  --reveal  print whole account numbers (for making the transfers); masked otherwise`,
    options: {
      state: { type: 'string' },
      limit: { type: 'string' },
      reveal: { type: 'boolean' },
      json: { type: 'boolean' },
    },
    async run(flags, env) {
      const state = optionalOneOf(flags, 'state', WITHDRAWAL_STATES);
      const limit = limitFlag(flags);
      const reveal = flags['reveal'] === true;
      await withDatabase(env, async ({ db }) => {
        const rows = await listAllWithdrawals(db, {
          state: state as WithdrawalState | undefined,
          limit,
        });
        const shown = rows.map(({ request, userId }) => ({
          uuid: request.uuid,
          state: request.state,
          userId,
          gross: minorToDecimalText(request.grossMinor, request.currency as Currency),
          net: minorToDecimalText(request.netMinor, request.currency as Currency),
          currency: request.currency,
          payeeType: request.payeeType,
          vatRegistered: request.vatRegistered,
          accountHolder: request.accountHolder,
          bankName: request.bankName,
          bankCode: request.bankCode,
          accountNumber: reveal ? request.accountNumber : request.accountNumberMasked,
          minor: request.guardianName !== null,
          requestedAt: request.requestedAt.toISOString(),
          expectedPayoutDate: request.expectedPayoutDate,
          paidDate: request.paidDate,
          rejectionReason: request.rejectionReason,
        }));
        if (flags['json']) {
          env.out(JSON.stringify(shown));
          return;
        }
        if (shown.length === 0) {
          env.out('No withdrawal requests.');
          return;
        }
        for (const item of shown) {
          env.out(
            `${item.uuid}  ${item.state.padEnd(9)}  ${item.userId}  gross ${item.gross} ${item.currency}  net ${item.net}` +
              `  ${item.payeeType}${item.vatRegistered ? ' (VAT)' : ''}${item.minor ? ' (minor, guardian consent)' : ''}` +
              `  ${item.bankName}${item.bankCode ? ` [${item.bankCode}]` : ''} ${item.accountNumber} (${item.accountHolder})` +
              `  requested ${item.requestedAt}` +
              `  due ${item.expectedPayoutDate}` +
              (item.paidDate ? `  paid ${item.paidDate}` : '') +
              (item.rejectionReason ? `  rejected: ${item.rejectionReason}` : ''),
          );
        }
      });
    },
  },

  'mark-paid': {
    summary: 'mark a requested withdrawal as paid (and mail the creator)',
    usage: `mark-paid --uuid UUID [--date YYYY-MM-DD] [--json]

  --date  the payout date (default: today in BUSINESS_TIME_ZONE)`,
    options: { uuid: { type: 'string' }, date: { type: 'string' }, json: { type: 'boolean' } },
    async run(flags, env) {
      const uuid = uuidArgument(flags);
      const date = optional(flags, 'date') ?? businessDate(env.now(), env.timeZone);
      if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`))) {
        throw new UsageError('--date is YYYY-MM-DD');
      }
      await withDatabase(env, async ({ db }) => {
        const row = await step(() => payWithdrawal(db, OPS_COMMAND_ACTOR, uuid, date, env.now()));
        if (flags['json'])
          env.out(JSON.stringify({ uuid: row.uuid, state: row.state, paidDate: row.paidDate }));
        else env.out(`Withdrawal ${row.uuid} paid on ${date}: ${amount(row.netMinor, row.currency)} net.`);
        await notify(env, db, row, { kind: 'paid', paidDate: date });
      });
    },
  },

  'reject-withdrawal': {
    summary: 'reject a requested withdrawal with a reason; the amount goes back to the balance',
    usage: `reject-withdrawal --uuid UUID --reason TEXT [--json]

  --reason  shown to the creator and mailed to them, in the words given (at most 500 characters)`,
    options: { uuid: { type: 'string' }, reason: { type: 'string' }, json: { type: 'boolean' } },
    async run(flags, env) {
      const uuid = uuidArgument(flags);
      const reason = required(flags, 'reason').trim();
      if (reason === '' || reason.length > 500) throw new UsageError('--reason is 1 to 500 characters');
      await withDatabase(env, async ({ db }) => {
        const row = await step(() => refuseWithdrawal(db, OPS_COMMAND_ACTOR, uuid, reason, env.now()));
        if (flags['json']) env.out(JSON.stringify({ uuid: row.uuid, state: row.state }));
        else
          env.out(
            `Withdrawal ${row.uuid} rejected; ${amount(row.grossMinor, row.currency)} returned to the balance.`,
          );
        await notify(env, db, row, { kind: 'rejected', reason });
      });
    },
  },

  'show-ledger': {
    summary: "show a creator's ledger (every credit, adjustment, withdrawal and return) and balance",
    usage: `show-ledger --user EMAIL|UUID [--json]`,
    options: { user: { type: 'string' }, json: { type: 'boolean' } },
    async run(flags, env) {
      const who = required(flags, 'user').trim();
      await withDatabase(env, async ({ db }) => {
        const { user, entries: rows } = await foundOrRefused(creatorLedger(db, who), 'user', who);
        const currency = env.currency ?? 'KRW';
        const balance = rows.reduce((sum, row) => sum + row.amountMinor, 0);
        if (flags['json']) {
          env.out(
            JSON.stringify({
              user: user.userId,
              currency,
              balanceMinor: balance,
              entries: rows.map((row) => ({
                at: row.createdAt.toISOString(),
                reason: row.reason,
                amountMinor: row.amountMinor,
                groupSubmissionUuid: row.groupSubmissionUuid,
                withdrawalUuid: row.withdrawalUuid,
                note: row.note,
              })),
            }),
          );
          return;
        }
        env.out(`Ledger of ${user.userId} (${currency}):`);
        for (const row of rows) {
          env.out(
            `${row.createdAt.toISOString()}  ${row.reason.padEnd(19)}  ${minorToDecimalText(row.amountMinor, currency).padStart(14)}` +
              `  ${row.groupSubmissionUuid ?? row.withdrawalUuid ?? ''}${row.note ? `  ${row.note}` : ''}`,
          );
        }
        env.out(`Balance: ${amount(balance, currency)}`);
      });
    },
  },
};
