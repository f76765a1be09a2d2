// The operator input of the competitions' services (competition-admin.ts, production-reports.ts,
// submission-scheduling.ts): checked with zod, refused with a CompetitionInputError that says in
// plain words what is wrong.
import type { z } from 'zod';

export class CompetitionInputError extends Error {
  override name = 'CompetitionInputError';
}

/** Money and counts are whole numbers: never fractions, never beyond what stays exact. */
export const MAX_AMOUNT = 1_000_000_000_000;

export function check<T>(schema: z.ZodType<T>, input: unknown): T {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) =>
    issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
  );
  throw new CompetitionInputError(problems.join('; '));
}
