import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The session cookie: HttpOnly (no script can read it), SameSite=Lax (not sent with cross-site POSTs, yet sent
 * when the identity provider redirects back), Secure and `__Secure-` prefixed under https, scoped to /dashboard.
 * Max-Age is the absolute lifetime; the idle limit is enforced by the server.
 */
export function cookieName(secure: boolean): string {
  return secure ? '__Secure-lumen_dashboard' : 'lumen_dashboard';
}

const PATH = '/dashboard';

export function setSessionCookie(reply: FastifyReply, value: string, maxAgeS: number, secure: boolean): void {
  const attributes = [`${cookieName(secure)}=${value}`, `Path=${PATH}`, `Max-Age=${maxAgeS}`, 'HttpOnly', 'SameSite=Lax'];
  if (secure) attributes.push('Secure');
  reply.header('Set-Cookie', attributes.join('; '));
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  const attributes = [`${cookieName(secure)}=`, `Path=${PATH}`, 'Max-Age=0', 'HttpOnly', 'SameSite=Lax'];
  if (secure) attributes.push('Secure');
  reply.header('Set-Cookie', attributes.join('; '));
}

/** The session cookie's value (the id is base64url: no decoding needed; anything else is not ours). */
export function readSessionCookie(request: FastifyRequest, secure: boolean): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  const name = cookieName(secure);
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      const value = part.slice(eq + 1).trim();
      return /^[A-Za-z0-9_-]{1,100}$/.test(value) ? value : undefined;
    }
  }
  return undefined;
}
