// Support's answer to an inquiry (issue 21 item 4): one implementation for the console and
// `answer-inquiry`. The HTML is sanitized with the notices' allowlist when saved; the answer and
// its audit line commit together.
import type { Database } from '../db/client.js';
import { sanitizeNoticeHtml } from '../content/index.js';
import { answerInquiry, type InquiryRow } from '../inquiries/index.js';
import { audited, type Actor } from './audit.js';

/** Nothing is left of the answer once sanitized (only tags the allowlist removes, or spaces). */
export class EmptyAnswerError extends Error {
  constructor() {
    super('the answer is empty once sanitized');
    this.name = 'EmptyAnswerError';
  }
}

export async function answerInquiryAudited(
  db: Database,
  actor: Actor,
  uuid: string,
  html: string,
  now: Date,
): Promise<InquiryRow> {
  const answer = (await sanitizeNoticeHtml(html)).trim();
  if (answer === '') throw new EmptyAnswerError();
  return audited(db, actor, now, async (tx) => {
    const row = await answerInquiry(tx, uuid, answer, now);
    return {
      result: row,
      audit: {
        action: 'inquiry.answer',
        subjectType: 'inquiry',
        subjectId: uuid,
        before: { state: 'unanswered', answer: null },
        after: { state: row.state, answer },
      },
    };
  });
}
