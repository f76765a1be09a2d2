// Security headers on every response (QUALITY.md "HTML"): a strict CSP with no inline script,
// nosniff, a referrer policy, and HSTS in production only (HSTS on http://localhost would make
// browsers refuse plain http for that host for a year).
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

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

export async function registerSecurityHeaders(app: FastifyInstance, options: { isProduction: boolean }) {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      // Exactly the directives above; helmet's defaults would add others (upgrade-insecure-requests
      // breaks plain-http access from another machine on the LAN).
      useDefaults: false,
      directives: CONTENT_SECURITY_POLICY,
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Matches frame-ancestors 'none' for browsers that only know X-Frame-Options.
    frameguard: { action: 'deny' },
    hsts: options.isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
}
