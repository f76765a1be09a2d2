// How the console's routes answer a service's refusal: OperatorError with its status and code, a
// lost race or wrong state of an entry as 409 SUBMISSION_STATE_CONFLICT, the competitions' refusals
// by their code.
import { ErrorCode, type ErrorCodeValue } from '../../contract/error-codes.js';
import { CompetitionInputError } from '../competitions/index.js';
import type { z } from 'zod';
import { ApiError } from '../plugins/envelope.js';
import { failure } from '../plugins/responses.js';
import { SubmissionStateError } from '../submissions/index.js';
import { OperatorError } from './operator-accounts.js';

const COMPETITION_STATUS: Partial<Record<ErrorCodeValue, number>> = {
  [ErrorCode.NotFound]: 404,
  [ErrorCode.TopicTypeLocked]: 409,
  [ErrorCode.GroupStateConflict]: 409,
  [ErrorCode.CompetitionJobsBusy]: 409,
  [ErrorCode.SubmissionStateConflict]: 409,
};

export async function answered<T>(task: () => Promise<T>): Promise<T> {
  try {
    return await task();
  } catch (error) {
    if (error instanceof OperatorError) throw new ApiError(error.status, error.code, undefined, error.field);
    if (error instanceof SubmissionStateError) throw new ApiError(409, ErrorCode.SubmissionStateConflict);
    if (error instanceof CompetitionInputError) {
      throw new ApiError(COMPETITION_STATUS[error.code] ?? 400, error.code);
    }
    throw error;
  }
}

/** The answers every signed-in console route may give, for the OpenAPI document. */
export const consoleFailures = {
  400: failure('VALIDATION_FAILED or CONTROL_CHARACTERS: the request does not match the schema.'),
  403: failure(
    'SESSION_INVALID: no live operator session (a creator token never is one; 30 minutes idle or 8 hours ' +
      'end it); OPERATOR_ROLE_FORBIDDEN: the role may not use this part of the console.',
  ),
  500: failure('INTERNAL_ERROR'),
  503: failure(
    'SERVICE_UNAVAILABLE: the database is unreachable or too slow; Retry-After says when to try again.',
  ),
};

/** The text parts of a multipart form, checked by `schema`; 400 naming the first field at fault. */
export function checkedTexts<T extends z.ZodType>(schema: T, texts: Map<string, string>): z.infer<T> {
  const parsed = schema.safeParse(Object.fromEntries(texts));
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const code =
    issue.message === ErrorCode.ControlCharacters ? ErrorCode.ControlCharacters : ErrorCode.ValidationFailed;
  throw new ApiError(400, code, undefined, String(issue.path[0] ?? ''));
}
