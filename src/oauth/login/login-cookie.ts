import type { FastifyReply, FastifyRequest } from 'fastify';
import { readCookie } from '../consent/cookies.js';
import { safeEqual } from '../../platform/security/constant-time.js';
import { newSecret, sha256Hex } from '../secrets.js';

/**
 * Binds a sign-in to the browser that started it (login CSRF, RFC 6749 §10.12; OIDC Core §3.1.2.1 `state`):
 * without it, anyone could send a victim a callback URL carrying the attacker's code and state, and the victim's
 * browser would be signed in as the attacker. The cookie is random; only its SHA-256 is kept with the login state.
 */
export const LOGIN_COOKIE = 'lumen_oauth_login';
const LOGIN_COOKIE_PATH = '/oauth/login';
const LOGIN_COOKIE_MAX_AGE_S = 600;

/** Sets a fresh login cookie and returns the digest to store with the login state. */
export function setLoginCookie(reply: FastifyReply, secure: boolean): string {
  const value = newSecret('');
  const attributes = [`${LOGIN_COOKIE}=${value}`, `Path=${LOGIN_COOKIE_PATH}`, `Max-Age=${LOGIN_COOKIE_MAX_AGE_S}`, 'HttpOnly', 'SameSite=Lax'];
  if (secure) attributes.push('Secure');
  reply.header('Set-Cookie', attributes.join('; '));
  return sha256Hex(value);
}

/** True when this browser presents the cookie whose digest was stored (constant-time comparison). */
export function loginCookieMatches(request: FastifyRequest, storedDigest: string | undefined): boolean {
  const value = readCookie(request, LOGIN_COOKIE);
  if (!value || !storedDigest) return false;
  return safeEqual(sha256Hex(value), storedDigest);
}

export function clearLoginCookie(reply: FastifyReply, secure: boolean): void {
  const attributes = [`${LOGIN_COOKIE}=`, `Path=${LOGIN_COOKIE_PATH}`, 'Max-Age=0', 'HttpOnly', 'SameSite=Lax'];
  if (secure) attributes.push('Secure');
  reply.header('Set-Cookie', attributes.join('; '));
}
