// Builds the Fastify application. main.ts runs it on a port; tests call it with app.inject().
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from './db/client.js';
import { createSessionHook } from './plugins/auth.js';
import { registerEnvelope } from './plugins/envelope.js';
import { loggerOptions, type LoggingOptions } from './plugins/logging.js';
import { registerOpenApi } from './plugins/openapi.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerStaticSpa } from './plugins/static-spa.js';
import {
  DEFAULT_LOGIN_RATE_LIMIT,
  publicUserRoutes,
  sessionUserRoutes,
  type RateLimitSetting,
} from './routes/users.js';
import { createTokenService } from './services/tokens.js';

export interface BuildAppOptions {
  db: Database;
  jwtSecret: string;
  isProduction?: boolean;
  /** A folder holding the built SPA (index.html); null or absent serves the API only. */
  staticDir?: string | null;
  /** false: no logging at all (for scripts). */
  logging?: LoggingOptions | false;
  loginRateLimit?: RateLimitSetting;
  /** Take the client address from X-Forwarded-For (behind a load balancer); see config.ts. */
  trustProxy?: boolean | number | string;
}

// Fastify accepts a hop count at run time but its types do not; a function says the same thing.
function toTrustProxy(value: BuildAppOptions['trustProxy']) {
  if (typeof value === 'number') return (_address: string, hop: number) => hop < value;
  return value ?? false;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logging === false ? false : loggerOptions(options.logging ?? { level: 'info' }),
    trustProxy: toTrustProxy(options.trustProxy),
    // Uploads (later slices) stream as multipart; JSON bodies are small.
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('session', null);

  await registerSecurityHeaders(app, { isProduction: options.isProduction ?? false });
  await registerOpenApi(app);
  // Opt-in per route (login now; signup, codes and password reset later).
  await app.register(rateLimit, { global: false });

  const spa = options.staticDir ? await registerStaticSpa(app, options.staticDir) : null;
  registerEnvelope(app, { notFoundFallback: spa ? spa.fallback : undefined });

  const tokens = createTokenService(options.jwtSecret);
  const db = options.db;

  // /p/api/...: no login needed.
  await app.register(publicUserRoutes, {
    db,
    tokens,
    loginRateLimit: options.loginRateLimit ?? DEFAULT_LOGIN_RATE_LIMIT,
  });

  // /api/... and /v1/api/...: every route registered in this scope requires a valid session.
  await app.register(async (sessionScope) => {
    sessionScope.addHook('onRequest', createSessionHook({ db, tokens }));
    await sessionScope.register(sessionUserRoutes, { db });
  });

  return app.withTypeProvider<ZodTypeProvider>();
}
