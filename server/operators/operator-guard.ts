// The operator console's session check (issue 21), an onRequest hook at the root like the
// creators' (plugins/auth.ts): every path under /operator/api but /operator/api/auth/… answers 403
// SESSION_INVALID without a live operator session, whether a route exists there or not. A creator
// token never passes (another signing key and audience: operator-tokens.ts), and an operator token
// never passes the creators' check. The role check is each route's: `requireOperator(request,
// area)` answers 403 OPERATOR_ROLE_FORBIDDEN to an operator whose role may not use the area.
import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import { ErrorCode } from '../../contract/error-codes.js';
import { roleMayUse, type OperatorArea, type OperatorRole } from '../../contract/operator-rules.js';
import type { Database } from '../db/client.js';
import { bearerToken } from '../plugins/auth.js';
import { ApiError, isOperatorPath, OPERATOR_PREFIX, OPERATOR_PUBLIC_PREFIX } from '../plugins/envelope.js';
import type { Actor } from './audit.js';
import type { OperatorTokenService } from './operator-tokens.js';
import { useOperatorSession } from './operator-sessions.js';

export interface OperatorSession {
  operatorUuid: string;
  email: string;
  name: string;
  role: OperatorRole;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    operator: OperatorSession | null;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function needsOperator(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  if (route && route.startsWith(OPERATOR_PREFIX) && !route.startsWith(OPERATOR_PUBLIC_PREFIX)) return true;
  return isOperatorPath(request.url);
}

export function createOperatorHook(deps: {
  db: Database;
  tokens: OperatorTokenService;
  now: () => Date;
}): onRequestHookHandler {
  return async (request) => {
    if (!needsOperator(request)) return;
    const token = bearerToken(request.headers.authorization);
    const claims = token ? await deps.tokens.verify(token) : null;
    if (!claims || !UUID.test(claims.operatorUuid) || !UUID.test(claims.sessionId)) {
      throw new ApiError(403, ErrorCode.SessionInvalid);
    }
    const live = await useOperatorSession(
      deps.db,
      claims.sessionId.toLowerCase(),
      claims.operatorUuid.toLowerCase(),
      deps.now(),
    );
    if (!live) throw new ApiError(403, ErrorCode.SessionInvalid);
    request.operator = {
      operatorUuid: live.operator.uuid,
      email: live.operator.email,
      name: live.operator.name,
      role: live.operator.role,
      sessionId: live.session.id,
    };
  };
}

/**
 * A route's onRequest hook: 403 OPERATOR_ROLE_FORBIDDEN for an operator whose role may not use
 * `area`, before the body is even read (so a wrong role learns nothing from a 400).
 */
export function allow(area: OperatorArea): onRequestHookHandler {
  return async (request) => {
    requireOperator(request, area);
  };
}

/** The operator of a request that passed the hook, if their role may use `area`. */
export function requireOperator(request: FastifyRequest, area: OperatorArea): OperatorSession {
  const operator = request.operator;
  if (!operator) throw new ApiError(403, ErrorCode.SessionInvalid);
  if (!roleMayUse(operator.role, area)) throw new ApiError(403, ErrorCode.OperatorRoleForbidden);
  return operator;
}

/** The audit log's actor for an operator. */
export const actorOf = (operator: OperatorSession): Actor => ({
  operatorUuid: operator.operatorUuid,
  label: operator.email,
});
