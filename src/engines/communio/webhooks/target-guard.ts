import { lookup as dnsLookup } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { problem } from '../../../platform/errors/index.js';

/**
 * SSRF defence for webhook targets (OWASP SSRF Prevention Cheat Sheet): https only; never private, loopback,
 * link-local, shared, multicast or reserved addresses. Plain http and loopback are allowed only on loopback in
 * development and test, or for hosts named in COMMUNIO_WEBHOOK_UNSAFE_ALLOW_HOSTS. The address is checked again
 * at connect time through the socket's DNS lookup, so a name that later resolves inward (DNS rebinding) is
 * refused too.
 */
export interface TargetPolicy {
  env: 'development' | 'test' | 'production';
  allowHosts: readonly string[];
}

const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24],
  ['203.0.113.0', 24], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) blocked.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128], ['::1', 128], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8], ['64:ff9b::', 96], ['2001:db8::', 32], ['100::', 64],
] as const) blocked.addSubnet(net, prefix, 'ipv6');

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** An IPv4-mapped IPv6 address (`::ffff:10.0.0.1`) is judged as the IPv4 address it carries. */
function normalise(ip: string): { ip: string; family: 'ipv4' | 'ipv6' } {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return { ip: mapped[1]!, family: 'ipv4' };
  return { ip, family: isIP(ip) === 6 ? 'ipv6' : 'ipv4' };
}

export function isLoopbackAddress(ip: string): boolean {
  const n = normalise(ip);
  return loopback.check(n.ip, n.family);
}

export function isBlockedAddress(ip: string): boolean {
  const n = normalise(ip);
  return blocked.check(n.ip, n.family);
}

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

/** A socket `lookup` that resolves normally and then refuses any address the policy does not allow. */
export function guardedLookup(url: URL, policy: TargetPolicy): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, '', 4);
      const list = addresses as Array<{ address: string; family: number }>;
      const allowed = list.filter((a) => addressAllowed(a.address, url, policy));
      if (allowed.length === 0) {
        const refused = Object.assign(new Error(`target address refused (${list.map((a) => a.address).join(', ')})`), {
          code: 'ETARGETREFUSED',
        });
        return callback(refused, '', 4);
      }
      if ((options as { all?: boolean }).all) return (callback as unknown as (e: null, a: typeof allowed) => void)(null, allowed);
      return callback(null, allowed[0]!.address, allowed[0]!.family);
    });
  };
}
