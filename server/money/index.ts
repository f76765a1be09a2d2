// The money domain's public face: what other folders of the server (other domains, the operator
// commands, main.ts, the seed) may use. Everything else in server/money/ is its own business
// (eslint-rules/server-layers.js); app.ts mounts its *.routes.ts directly.
export { balanceMinor, creatorLedger, creditGroupResults } from './ledger.js';
export { withdrawalMail, type WithdrawalNews } from './withdrawal-mail.js';
export {
  creatorEmail,
  listAllWithdrawals,
  markPaid,
  rejectWithdrawal,
  requestWithdrawal,
  WithdrawalStateError,
  type MoneySettings,
  type WithdrawalRequestRow,
} from './withdrawals.js';
export { mailWithdrawalNews } from './withdrawal-news-mail.js';
export {
  exportWithdrawalsCsv,
  listWithdrawalsForConsole,
  withdrawalAccountNumber,
} from './operator-withdrawals.js';
