import { Lru } from '../../platform/lru.js';
import { randomBytes } from 'node:crypto';
import { verifierMatches } from '../../platform/security/pkce.js';

interface Pending {
  subject: string;
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  nonce: string | undefined;
  expiresAt: number;
}

/**
 * Authorization codes of the development IdP: in memory (it is a single development process), single use,
 * 60 seconds, bound to client, redirect URI and PKCE challenge (RFC 6749 §4.1.3, RFC 7636 §4.6).
 */
export class DevCodes {
  private readonly codes = new Lru<string, Pending>(10_000);

  issue(p: Omit<Pending, 'expiresAt'>): string {
    const code = randomBytes(24).toString('base64url');
    this.codes.set(code, { ...p, expiresAt: Date.now() + 60_000 });
    return code;
  }

  /** The sign-in behind a code, once; null when unknown, expired, replayed or not matching. */
  redeem(code: string, clientId: string, redirectUri: string, verifier: string): { subject: string; nonce: string | undefined } | null {
    const p = this.codes.get(code);
    this.codes.delete(code);
    if (!p || p.expiresAt < Date.now()) return null;
    if (p.clientId !== clientId || p.redirectUri !== redirectUri) return null;
    if (!verifierMatches(verifier, p.codeChallenge)) return null;
    return { subject: p.subject, nonce: p.nonce };
  }
}
