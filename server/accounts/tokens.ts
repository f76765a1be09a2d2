// Session tokens: JWT signed with HS256 (jose). A token names the user (`sub`), the user's
// token_version at signing (`ver`; bumping it in the database revokes older tokens) and the
// server-side session it belongs to (`sid`, a row of user_sessions: deleting it ends the token).
import { jwtVerify, SignJWT } from 'jose';

export const TOKEN_LIFETIME = '7d';
/** How many verified tokens are remembered (a few hundred bytes each). */
export const VERIFIED_TOKENS_MAX = 20_000;

export interface SessionClaims {
  userUuid: string;
  tokenVersion: number;
  /** The user_sessions row (issue 19). Tokens signed before sessions existed have none: refused. */
  sessionId: string;
}

export interface TokenService {
  sign(claims: SessionClaims): Promise<string>;
  /** The claims of a valid token, or null for anything else (never throws on a bad token). */
  verify(token: string): Promise<SessionClaims | null>;
}

export function createTokenService(secret: string): TokenService {
  // Imported once: given the raw bytes, jose imports the key again on every sign and verify, which
  // was a tenth of a signed-in read's time under load (issue 20 item 6).
  const keyReady = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  // Never an unhandled rejection before the first use (an empty secret); sign and verify see it.
  keyReady.catch(() => {});

  // Tokens that verified, until they expire: the same string always verifies the same way, so a
  // creator's next requests skip the signature check (an HMAC on the crypto thread pool, a tenth of
  // a signed-in read). Whether the token still counts (its version, the account) is the session
  // check's question, asked on every request (plugins/auth.ts). Failures are not kept.
  const verified = new Map<string, { claims: SessionClaims; expiresAt: number }>();
  const remember = (token: string, claims: SessionClaims, expiresAt: number) => {
    if (verified.size >= VERIFIED_TOKENS_MAX) {
      // The oldest first (a Map iterates in insertion order).
      const oldest = verified.keys().next().value;
      if (oldest !== undefined) verified.delete(oldest);
    }
    verified.set(token, { claims, expiresAt });
  };
  return {
    sign: async ({ userUuid, tokenVersion, sessionId }) =>
      new SignJWT({ ver: tokenVersion, sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userUuid)
        .setIssuedAt()
        .setExpirationTime(TOKEN_LIFETIME)
        .sign(await keyReady),

    async verify(token) {
      const known = verified.get(token);
      if (known) {
        if (known.expiresAt > Date.now()) return known.claims;
        verified.delete(token);
      }
      try {
        // Pinning the algorithm refuses `alg: none` and any other algorithm, even one that the
        // same secret could verify (HS384, HS512).
        const { payload } = await jwtVerify(token, await keyReady, {
          algorithms: ['HS256'],
          requiredClaims: ['sub', 'iat', 'exp'],
        });
        const version = payload['ver'];
        const sessionId = payload['sid'];
        if (
          typeof payload.sub !== 'string' ||
          typeof version !== 'number' ||
          !Number.isInteger(version) ||
          typeof sessionId !== 'string'
        ) {
          return null;
        }
        const claims = { userUuid: payload.sub, tokenVersion: version, sessionId };
        remember(token, claims, payload.exp! * 1000);
        return claims;
      } catch {
        return null;
      }
    },
  };
}
