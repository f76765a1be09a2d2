// The submissions domain's public face: what other folders of the server (other domains, the operator
// commands, main.ts, the seed) may use. Everything else in server/submissions/ is its own business
// (eslint-rules/server-layers.js); app.ts mounts its *.routes.ts directly.
export { startConversionWorker } from './conversion-worker.js';
export {
  entryMailFacts,
  findSubmission,
  findSubmissions,
  listSubmissionsForOperator,
  submissionOverview,
} from './submission-admin.js';
export {
  approveSubmission,
  markScheduled,
  retryConversion,
  RETURN_REASON_MAX_LENGTH,
  returnSubmission,
  SubmissionStateError,
} from './submission-pipeline.js';
export { entryForConsole, listEntriesForConsole } from './operator-reads.js';
export { addReviewComment, deleteReviewComment, listReviewComments } from './review-comments.js';
export { mailEntryNews, mailScheduled } from './entry-mails.js';
