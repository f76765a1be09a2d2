// The session check for protected paths (/api/..., /v1/api/...). app.ts adds it as an onRequest
// hook at the root, so it runs before routing is of any consequence: every path under those
// prefixes, including the ones no route answers (yet), answers 403 without a valid token. An
// anonymous caller therefore cannot map the protected API by telling 404 from 403; a valid session
// on an unknown path gets the ordinary 404.
//
// Every way a token can be wrong answers 403 SESSION_INVALID, which the SPA treats as "log out".
// A database outage while checking is NOT such a case: it propagates and answers 503, so that users
// are not logged out by an infrastructure problem.
import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import { ErrorCode } from '../../contract/error-codes.js';
import type { Database } from '../db/client.js';
import { sessionCacheFor, loadLiveSession, touchSession } from '../accounts/index.js';
import type { TokenService } from '../accounts/index.js';
import { ApiError, isProtectedPath, PROTECTED_PREFIXES } from './envelope.js';

export interface Session {
  userUuid: string;
  userId: string;
  /** The user_sessions row the token names (accounts/user-sessions.ts). */
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    session: Session | null;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The token of an `Authorization: Bearer …` header, or null. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer +([\w.~+/=-]+) *$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

/**
 * Whether a request needs a session: its path, in any spelling, is under a protected prefix, or the
 * route that matched it is (whatever the router made of the spelling).
 */
function needsSession(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  if (route && PROTECTED_PREFIXES.some((prefix) => route.startsWith(prefix))) return true;
  return isProtectedPath(request.url);
}

export function createSessionHook(deps: { db: Database; tokens: TokenService }): onRequestHookHandler {
  const sessions = sessionCacheFor(deps.db);
  return async (request) => {
    if (!needsSession(request)) return;
    const token = bearerToken(request.headers.authorization);
    const claims = token ? await deps.tokens.verify(token) : null;
    // A well-signed token always carries a uuid; checking anyway keeps a malformed `sub` away from
    // Postgres, which would reject it with an error (500) instead of a 403.
    if (!claims || !UUID.test(claims.userUuid) || !UUID.test(claims.sessionId)) {
      throw new ApiError(403, ErrorCode.SessionInvalid);
    }

    const uuid = claims.userUuid.toLowerCase();
    const sessionId = claims.sessionId.toLowerCase();
    // From memory for a few seconds (accounts/session-cache.ts: revocations reach it at once).
    const user = await sessions.get(sessionId, () => loadLiveSession(deps.db, sessionId, uuid));
    if (!user || user.uuid !== uuid || user.tokenVersion !== claims.tokenVersion) {
      throw new ApiError(403, ErrorCode.SessionInvalid);
    }
    // "Last used" for the owner's list of sessions: written once per few minutes, not per request.
    await touchSession(deps.db, sessionId, user, request.ip);
    request.session = { userUuid: user.uuid, userId: user.userId, sessionId };
  };
}

/** The session of a request that passed the hook (only call it from protected routes). */
export function requireSession(request: FastifyRequest): Session {
  if (!request.session) throw new ApiError(403, ErrorCode.SessionInvalid);
  return request.session;
}
