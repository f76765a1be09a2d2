// GET /p/api/deployment (a documented addition to spec §7, CONTRACT.md "Money"): the deployment's
// currency and country and the §9 figures that follow them, so that the portal formats every
// amount in the currency it is in, whatever the UI language. Configuration only (CURRENCY,
// BUSINESS_COUNTRY): the answer never changes while the server runs.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  deploymentSchema,
  deploymentAnswer,
  type Country,
  type Currency,
} from '../../contract/deployment.js';
import { envelopeSchema } from '../../contract/envelope.js';
import { apiPaths } from '../../contract/paths.js';
import { ok } from '../plugins/envelope.js';
import { commonFailures } from './responses.js';

/** Shared caches may keep it for an hour: it changes only with a redeployment. */
export const DEPLOYMENT_CACHE_CONTROL = 'public, max-age=3600';

export const deploymentRoutes: FastifyPluginAsyncZod<{ currency: Currency; country: Country }> = async (
  app,
  { currency, country },
) => {
  const answer = ok(deploymentAnswer(currency, country));
  app.get(
    apiPaths.deployment,
    {
      schema: {
        summary: 'The deployment’s currency, country and payout figures',
        description:
          'Every amount of this API is in `currency` (KRW: whole won; USD: dollars with at most two ' +
          'decimals), whatever Accept-Language says. `minimumWithdrawal` is in that currency’s major ' +
          'unit; `payoutBusinessDays` and `adultAge` follow `country` (spec §9). Set by the server’s ' +
          'CURRENCY and BUSINESS_COUNTRY; cacheable (Cache-Control: public, max-age=3600).',
        tags: ['deployment'],
        response: { 200: envelopeSchema(deploymentSchema), ...commonFailures },
      },
    },
    (_request, reply) => {
      reply.header('cache-control', DEPLOYMENT_CACHE_CONTROL);
      return answer;
    },
  );
};
