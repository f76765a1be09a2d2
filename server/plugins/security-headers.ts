// Security headers on every response (QUALITY.md "HTML"): a strict CSP with no inline script,
// nosniff, a referrer policy, and HSTS in production only (HSTS on http://localhost would make
// browsers refuse plain http for that host for a year).
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'media-src': ["'self'", 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
};

function helmetOptions(isProduction: boolean) {
  return {
    global: true,
    contentSecurityPolicy: {
      // Exactly the directives above; helmet's defaults would add others (upgrade-insecure-requests
      // breaks plain-http access from another machine on the LAN).
      useDefaults: false,
      directives: CONTENT_SECURITY_POLICY,
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
    // Matches frame-ancestors 'none' for browsers that only know X-Frame-Options.
    frameguard: { action: 'deny' as const },
    hsts: isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : (false as const),
  };
}

/**
 * The headers helmet adds to every answer, for the answers written without a route (framework and
 * client errors, plugins/framework-errors.ts). Asked of helmet itself, on a throwaway instance, so
 * that the two can never disagree.
 */
async function securityHeaderValues(isProduction: boolean): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, helmetOptions(isProduction));
  probe.get('/', async () => '');
  try {
    const response = await probe.inject({ method: 'GET', url: '/' });
    const values: Record<string, string> = {};
    for (const [name, value] of Object.entries(response.headers)) {
      if (HEADERS_NOT_FROM_HELMET.has(name) || value === undefined) continue;
      values[name] = Array.isArray(value) ? value.join(', ') : String(value);
    }
    return values;
  } finally {
    await probe.close();
  }
}

const HEADERS_NOT_FROM_HELMET = new Set([
  'content-type',
  'content-length',
  'date',
  'connection',
  'keep-alive',
]);

/** Registers helmet on every answer; returns its headers for answers written without a route. */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { isProduction: boolean },
): Promise<Record<string, string>> {
  await app.register(helmet, helmetOptions(options.isProduction));
  return securityHeaderValues(options.isProduction);
}
