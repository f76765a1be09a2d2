// The inquiries domain's public face: what other folders of the server (other domains, the operator
// commands, main.ts, the seed) may use. Everything else in server/inquiries/ is its own business
// (eslint-rules/server-layers.js); app.ts mounts its *.routes.ts directly.
export { answerInquiry, findInquiryWithCreator, InquiryStateError, listAllInquiries } from './inquiries.js';
export { mailInquiryAnswer } from './answer-mail.js';
export { inquiryForConsole, listInquiriesForConsole } from './operator-inquiries.js';
export type { InquiryRow } from '../db/schema.js';
