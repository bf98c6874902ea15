import type { FastifyReply, FastifyRequest } from 'fastify';

export const SESSION_COOKIE = 'lumen_oauth_session';

export function readCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return decodeOrUndefined(part.slice(eq + 1).trim());
  }
  return undefined;
}

/** HttpOnly (no script reads it), SameSite=Lax (not sent on cross-site POSTs), Secure on https, scoped to /oauth. */
export function setSessionCookie(reply: FastifyReply, value: string, maxAgeS: number, secure: boolean): void {
  const attributes = [`${SESSION_COOKIE}=${encodeURIComponent(value)}`, 'Path=/oauth', `Max-Age=${maxAgeS}`, 'HttpOnly', 'SameSite=Lax'];
  if (secure) attributes.push('Secure');
  reply.header('Set-Cookie', attributes.join('; '));
}

/** A malformed percent-encoding (`%E0%A4%A`) is a cookie we did not set: treated as absent, not a 500. */
function decodeOrUndefined(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}
