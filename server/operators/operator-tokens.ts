// The operator console's tokens: JWT (HS256, jose) like a creator's, but signed with another key
// (derived from JWT_SECRET for this purpose) and for another audience, so that neither kind of
// token is ever accepted where the other is expected: a creator token fails the signature check on
// /operator/api, an operator token fails it on /api (plugins/auth.ts).
import { hkdfSync } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { OPERATOR_SESSION_HOURS } from '../../contract/operator-rules.js';

export const OPERATOR_AUDIENCE = 'operator-console';

export interface OperatorClaims {
  operatorUuid: string;
  sessionId: string;
}

export interface OperatorTokenService {
  sign(claims: OperatorClaims): Promise<string>;
  /** The claims of a valid operator token, or null for anything else. */
  verify(token: string): Promise<OperatorClaims | null>;
}

export function createOperatorTokenService(serverSecret: string): OperatorTokenService {
  const key = new Uint8Array(hkdfSync('sha256', serverSecret, 'creator-portal', 'operator-token', 32));
  return {
    sign: ({ operatorUuid, sessionId }) =>
      new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(operatorUuid)
        .setAudience(OPERATOR_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${OPERATOR_SESSION_HOURS}h`)
        .sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          audience: OPERATOR_AUDIENCE,
          requiredClaims: ['sub', 'iat', 'exp', 'aud'],
        });
        const sessionId = payload['sid'];
        if (typeof payload.sub !== 'string' || typeof sessionId !== 'string') return null;
        return { operatorUuid: payload.sub, sessionId };
      } catch {
        return null;
      }
    },
  };
}
