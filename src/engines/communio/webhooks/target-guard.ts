import { type LookupFunction, isIP } from 'node:net';
import { problem } from '../../../platform/errors/index.js';
import { guardedLookup, isBlockedAddress, isLoopbackAddress } from '../../../platform/security/ssrf.js';

/**
 * SSRF defence for webhook targets: https only, and the platform's one address policy
 * (platform/security/ssrf.ts). Plain http and loopback are allowed only on loopback in
 * development and test, or for hosts named in COMMUNIO_WEBHOOK_UNSAFE_ALLOW_HOSTS. The address is checked again
 * at connect time through the socket's DNS lookup, so a name that later resolves inward (DNS rebinding) is
 * refused too.
 */
export interface TargetPolicy {
  env: 'development' | 'test' | 'production';
  allowHosts: readonly string[];
}

export { isBlockedAddress, isLoopbackAddress };

function allowListed(url: URL, policy: TargetPolicy): boolean {
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return policy.allowHosts.includes(host) || policy.allowHosts.includes(`${host}:${url.port}`);
}

const devLoopback = (policy: TargetPolicy) => policy.env !== 'production';

/** Whether a resolved address may be connected to for this URL. */
export function addressAllowed(ip: string, url: URL, policy: TargetPolicy): boolean {
  if (allowListed(url, policy)) return true;
  if (isLoopbackAddress(ip)) return devLoopback(policy);
  return !isBlockedAddress(ip);
}

/** Registration-time check of a webhook URL; throws a 422 problem saying what is wrong. */
export function checkTargetUrl(raw: string, policy: TargetPolicy): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw problem('webhook_target_refused', 'body.url: not an absolute URL.');
  }
  const refuse = (why: string) => problem('webhook_target_refused', `body.url: ${why}`);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw refuse('only https URLs are accepted.');
  if (url.username || url.password) throw refuse('credentials in the URL are not accepted; verify signatures instead.');
  if (url.hash) throw refuse('a URL fragment is never sent; remove it.');
  if (allowListed(url, policy)) return url;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const isLoopbackName = host === 'localhost' || (isIP(host) !== 0 && isLoopbackAddress(host));
  if (url.protocol === 'http:' && !(isLoopbackName && devLoopback(policy))) {
    throw refuse('only https URLs are accepted (plain http only for loopback in development).');
  }
  if (isLoopbackName && !devLoopback(policy)) throw refuse('loopback targets are not accepted.');
  if (isIP(host) !== 0 && !addressAllowed(host, url, policy)) {
    throw refuse('private, link-local and reserved addresses are not accepted.');
  }
  return url;
}

/** A socket `lookup` that refuses any address the policy does not allow (platform/security/ssrf.ts). */
export function targetLookup(url: URL, policy: TargetPolicy): LookupFunction {
  return guardedLookup((address) => addressAllowed(address, url, policy));
}
