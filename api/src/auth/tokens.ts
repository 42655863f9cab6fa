import { randomUUID } from 'node:crypto';
import { isRecordId } from '@shop/shared/routing';
import { errors, type JWTPayload, jwtVerify, SignJWT } from 'jose';

/** What a token is for; an access token is never accepted as a refresh token, nor the reverse. */
export type TokenType = 'access' | 'refresh';

// The type travels in the protected header, so it is covered by the signature.
const HEADER_TYPES: Record<TokenType, string> = { access: 'at+jwt', refresh: 'rt+jwt' };
// Pinned: a token naming any other algorithm (including 'none') is refused before its signature is read.
const ALGORITHM = 'HS256';

/** Why a token was refused: only an expired access token is worth a refresh. */
export class TokenError extends Error {
  constructor(readonly reason: 'expired' | 'invalid') {
    super(reason === 'expired' ? 'The token has expired.' : 'The token is not valid.');
    this.name = 'TokenError';
  }
}

export interface RefreshClaims {
  userId: string;
  /** The account's session version when the token was issued; a later one ends the token. */
  sessionVersion: number;
  /** The refreshTokens row this token stands for. */
  tokenId: string;
  familyId: string;
}

export interface TokenServiceOptions {
  secret: string;
  accessTokenTtlSeconds: number;
}

const nowInSeconds = () => Math.floor(Date.now() / 1000);

// Tokens issued before session versions existed carry none and stand for the first version, 0.
function sessionVersionOf(payload: JWTPayload): number {
  const { ver } = payload;
  if (ver === undefined) return 0;
  if (typeof ver !== 'number' || !Number.isSafeInteger(ver) || ver < 0) throw new TokenError('invalid');
  return ver;
}

/** Signs and checks the session's JWTs with one HS256 key. */
export function createTokenService({ secret, accessTokenTtlSeconds }: TokenServiceOptions) {
  const key = new TextEncoder().encode(secret);

  function sign(type: TokenType, userId: string, claims: JWTPayload, issuedAt: number, expiresAt: number): Promise<string> {
    return new SignJWT(claims)
      .setProtectedHeader({ alg: ALGORITHM, typ: HEADER_TYPES[type] })
      .setSubject(userId)
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAt)
      .sign(key);
  }

  async function verify(type: TokenType, token: string): Promise<JWTPayload & { sub: string }> {
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM], typ: HEADER_TYPES[type] });
      if (typeof payload.sub !== 'string' || !isRecordId(payload.sub)) throw new TokenError('invalid');
      return payload as JWTPayload & { sub: string };
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw new TokenError('expired');
      throw new TokenError('invalid');
    }
  }

  return {
    accessTokenTtlSeconds,

    /** A short-lived access token for a user, valid while the account keeps this session version. */
    signAccess(userId: string, sessionVersion: number): Promise<string> {
      const now = nowInSeconds();
      // A random id keeps two tokens issued in the same second apart.
      return sign('access', userId, { jti: randomUUID(), ver: sessionVersion }, now, now + accessTokenTtlSeconds);
    },

    /** A correctly signed access token that expired a minute ago (development endpoint). */
    signExpiredAccess(userId: string, sessionVersion: number): Promise<string> {
      const now = nowInSeconds();
      return sign('access', userId, { jti: randomUUID(), ver: sessionVersion }, now - accessTokenTtlSeconds - 60, now - 60);
    },

    /** A refresh token standing for one refreshTokens row. */
    signRefresh(claims: RefreshClaims, expiresAt: Date): Promise<string> {
      const payload = { jti: claims.tokenId, fam: claims.familyId, ver: claims.sessionVersion };
      return sign('refresh', claims.userId, payload, nowInSeconds(), Math.floor(expiresAt.getTime() / 1000));
    },

    /** The user and session version of a valid access token; throws TokenError otherwise. */
    async verifyAccess(token: string): Promise<{ userId: string; sessionVersion: number }> {
      const payload = await verify('access', token);
      return { userId: payload.sub, sessionVersion: sessionVersionOf(payload) };
    },

    /** The claims of a valid refresh token; throws TokenError otherwise. */
    async verifyRefresh(token: string): Promise<RefreshClaims> {
      const payload = await verify('refresh', token);
      const { jti, fam } = payload;
      if (typeof jti !== 'string' || !isRecordId(jti) || typeof fam !== 'string' || !isRecordId(fam)) throw new TokenError('invalid');
      return { userId: payload.sub, sessionVersion: sessionVersionOf(payload), tokenId: jti, familyId: fam };
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
