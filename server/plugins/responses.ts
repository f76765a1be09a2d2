// Response descriptions shared by the routes' schemas (they end up in the OpenAPI document).
import { envelopeSchema, errorEnvelopeSchema } from '../../contract/envelope.js';
import { sentDataSchema } from '../../contract/users.js';

export const failure = (description: string) => errorEnvelopeSchema.describe(description);

export const commonFailures = {
  400: failure('VALIDATION_FAILED: the request does not match the schema.'),
  500: failure('INTERNAL_ERROR'),
  503: failure(
    'SERVICE_UNAVAILABLE: the database is unreachable or too slow; Retry-After (header) and retryAfter ' +
      '(envelope) say when to try again.',
  ),
};

export const sessionFailures = {
  ...commonFailures,
  403: failure('SESSION_INVALID: missing, malformed, expired or revoked token. The SPA logs out.'),
};

export const rateLimited = failure(
  'RATE_LIMITED: too many calls; Retry-After (header) and retryAfter (envelope) say when to try again. Never 403.',
);

/**
 * A rate-limited request that may mail an account (resend a link, a temporary password): its
 * answer is the same whether or not the account exists.
 */
export const alwaysSentResponses = {
  200: envelopeSchema(sentDataSchema).describe('Always { sent: true }.'),
  ...commonFailures,
  429: rateLimited,
};
