// Session tokens: JWT signed with HS256 (jose). A token names the user (`sub`) and the user's
// token_version at signing (`ver`); bumping the version in the database revokes older tokens.
import { jwtVerify, SignJWT } from 'jose';

export const TOKEN_LIFETIME = '7d';

export interface SessionClaims {
  userUuid: string;
  tokenVersion: number;
}

export interface TokenService {
  sign(claims: SessionClaims): Promise<string>;
  /** The claims of a valid token, or null for anything else (never throws on a bad token). */
  verify(token: string): Promise<SessionClaims | null>;
}

export function createTokenService(secret: string): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    sign: ({ userUuid, tokenVersion }) =>
      new SignJWT({ ver: tokenVersion })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userUuid)
        .setIssuedAt()
        .setExpirationTime(TOKEN_LIFETIME)
        .sign(key),

    async verify(token) {
      try {
        // Pinning the algorithm refuses `alg: none` and any other algorithm, even one that the
        // same secret could verify (HS384, HS512).
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          requiredClaims: ['sub', 'iat', 'exp'],
        });
        const version = payload['ver'];
        if (typeof payload.sub !== 'string' || typeof version !== 'number' || !Number.isInteger(version)) {
          return null;
        }
        return { userUuid: payload.sub, tokenVersion: version };
      } catch {
        return null;
      }
    },
  };
}
