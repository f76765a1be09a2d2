// The operators domain's public face (issue 21): what other folders of the server (app.ts, the
// operator commands) may use. The console's routes live in its *.routes.ts files.
export {
  audited,
  changedFields,
  listAudit,
  OPS_COMMAND_ACTOR,
  writeAudit,
  type Actor,
  type AuditEntry,
} from './audit.js';
export {
  createOperator,
  findOperatorByEmail,
  OperatorError,
  operatorState,
  resetOperatorSetup,
} from './operator-accounts.js';
export { DEFAULT_OPERATOR_LOGIN_LIMIT, setupUrlOf, type OperatorRouteDeps } from './operator-deps.js';
export { createOperatorHook } from './operator-guard.js';
export { endOperatorSessions } from './operator-sessions.js';
export { createOperatorTokenService } from './operator-tokens.js';
export { createSecretBox } from './secret-box.js';
export { approveEntry, retryEntryConversion, returnEntry, type EntryMailer } from './review-actions.js';
export {
  exportTransferBatch,
  payWithdrawal,
  refuseWithdrawal,
  revealAccountNumber,
} from './money-actions.js';
export { answerInquiryAudited, EmptyAnswerError } from './support-actions.js';
export { eraseCreator, suspendCreator, unsuspendCreator } from './creator-actions.js';
export {
  addToGroupAudited,
  createTopicAudited,
  recordProductionAudited,
  releaseGroupAudited,
  runStatisticsAudited,
  scheduleGroupAudited,
  updateTopicAudited,
} from './competition-actions.js';
export {
  editNoticeAudited,
  NoticeAttachmentError,
  postNoticeAudited,
  type NoticeAttachmentInput,
  type NoticeEdit,
} from './content-actions.js';
export {
  addAudioAudited,
  addFontAudited,
  createCategoryAudited,
  deleteCategoryAudited,
  editAudioAudited,
  editCategoryAudited,
  editFontAudited,
  type LibraryFileInput,
} from './library-actions.js';
