// GET /p/api/deployment (a documented addition to spec §7, CONTRACT.md "Money"): the deployment's
// currency and country and the §9 figures that follow them, so that the portal formats every
// amount in the currency it is in, whatever the UI language, and the zone its business days are
// counted in. Configuration only (CURRENCY, BUSINESS_COUNTRY, BUSINESS_TIME_ZONE): the answer never
// changes while the server runs.
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
import { commonFailures } from '../plugins/responses.js';

/** Shared caches may keep it for an hour: it changes only with a redeployment. */
export const DEPLOYMENT_CACHE_CONTROL = 'public, max-age=3600';

export interface DeploymentRouteOptions {
  currency: Currency;
  country: Country;
  /** BUSINESS_TIME_ZONE: the zone the server counts business days in. */
  timeZone: string;
  /** Whether /api/uploads/ takes resumable uploads (issue 22). */
  resumableUploads?: boolean;
}

export const deploymentRoutes: FastifyPluginAsyncZod<DeploymentRouteOptions> = async (
  app,
  { currency, country, timeZone, resumableUploads = false },
) => {
  const answer = ok({ ...deploymentAnswer(currency, country, timeZone), resumableUploads });
  app.get(
    apiPaths.deployment,
    {
      schema: {
        summary: 'The deployment’s currency, country and payout figures',
        description:
          'Every amount of this API is in `currency` (KRW: whole won; USD: dollars with at most two ' +
          'decimals), whatever Accept-Language says. `minimumWithdrawal` is in that currency’s major ' +
          'unit; `payoutBusinessDays` and `adultAge` follow `country` (spec §9). `timeZone` (IANA) is ' +
          'the zone of the business days, in which the entries’ expected dates are calendar dates. ' +
          '`resumableUploads`: whether /api/uploads/ takes resumable (tus 1.0) uploads. ' +
          'Set by the server’s CURRENCY, BUSINESS_COUNTRY and BUSINESS_TIME_ZONE; cacheable ' +
          '(Cache-Control: public, max-age=3600).',
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
