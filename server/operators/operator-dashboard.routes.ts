// The console's dashboard (issue 21, dashboard.ts): every role sees the queues.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema } from '../../contract/envelope.js';
import { dashboardSchema, operatorPaths } from '../../contract/operator.js';
import { ok } from '../plugins/envelope.js';
import { loadDashboard } from './dashboard.js';
import { allow } from './operator-guard.js';
import type { OperatorRouteDeps } from './operator-deps.js';
import { consoleFailures } from './refusals.js';

export const operatorDashboardRoutes: FastifyPluginAsyncZod<OperatorRouteDeps> = async (app, deps) => {
  app.get(
    operatorPaths.dashboard,
    {
      onRequest: [allow('dashboard')],
      schema: {
        summary: "The queues of the company's work, aged in business days against the portal's promises",
        tags: ['operator'],
        response: {
          200: envelopeSchema(dashboardSchema).describe('The queues, overdue items first.'),
          ...consoleFailures,
        },
      },
    },
    async () => ok(await loadDashboard(deps.db, deps.calendar, deps.now())),
  );
};
