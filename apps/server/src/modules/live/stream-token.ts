import { jwtVerify, SignJWT } from 'jose';

/** Local mode's session token: it opens this session's event stream and nothing else. */
const key = (secret: string) => new TextEncoder().encode(`${secret}:live-session-events`);

export async function signStreamToken(secret: string, args: { sessionId: string; userId: string; ttlSeconds: number }): Promise<string> {
  return new SignJWT({ sid: args.sessionId, scope: 'live-events' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(args.userId)
    .setIssuedAt()
    .setExpirationTime(`${args.ttlSeconds}s`)
    .sign(key(secret));
}

/** The session id the token is for, or null when it is invalid, expired or for another session. */
export async function verifyStreamToken(secret: string, token: string, sessionId: string): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { algorithms: ['HS256'] });
    return payload.scope === 'live-events' && payload.sid === sessionId && typeof payload.sub === 'string' ? payload.sub : null;
  } catch {
    return null;
  }
}
