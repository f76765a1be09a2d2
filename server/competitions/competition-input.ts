// The operator input of the competitions' services (competition-admin.ts, production-reports.ts,
// submission-scheduling.ts): checked with zod, refused with a CompetitionInputError that says in
// plain words what is wrong.
import type { z } from 'zod';
import { ErrorCode, type ErrorCodeValue } from '../../contract/error-codes.js';

/**
 * The message is for the command line; `code` is what the console's API answers (refusals.ts maps
 * it to a status), so the console can say it in the operator's language.
 */
export class CompetitionInputError extends Error {
  override name = 'CompetitionInputError';
  constructor(
    message: string,
    readonly code: ErrorCodeValue = ErrorCode.CompetitionInputInvalid,
  ) {
    super(message);
  }
}

/** Money and counts are whole numbers: never fractions, never beyond what stays exact. */
export { TOPIC_AMOUNT_MAX as MAX_AMOUNT } from '../../contract/topic-rules.js';

export function check<T>(schema: z.ZodType<T>, input: unknown): T {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) =>
    issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
  );
  throw new CompetitionInputError(problems.join('; '));
}
