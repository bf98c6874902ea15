import { lookup as dnsLookup } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * The one SSRF policy of Lumen (OWASP SSRF Prevention Cheat Sheet), for every URL a client can make Lumen fetch
 * or call (OAuth client metadata documents, communio webhook targets): never loopback, private (RFC 1918,
 * RFC 4193), link-local (cloud metadata at 169.254.169.254), carrier-grade NAT, documentation, multicast,
 * unspecified or reserved addresses, nor an IPv6 address that embeds an IPv4 one for a translator or relay (NAT64,
 * 6to4, Teredo, IPv4-compatible). An IPv4-mapped IPv6 address (`::ffff:10.0.0.1`) is judged as the IPv4
 * address it carries; anything that is not an IP address is refused.
 */
const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24],
  ['203.0.113.0', 24], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) blocked.addSubnet(net, prefix, 'ipv4');
// IPv6: unspecified, loopback and the deprecated IPv4-compatible form (all in ::/96), IPv4-translated
// (::ffff:0:0:0/96), unique-local, link-local, site-local (fec0::/10, deprecated but still routed as private where
// configured), multicast, documentation, discard-only, and every prefix that carries an IPv4 address a translator
// or relay may forward to, private ones included: NAT64 well-known and local-use (RFC 6052, RFC 8215), Teredo
// (2001::/32) and 6to4 (2002::/16).
for (const [net, prefix] of [
  ['::', 96], ['::ffff:0:0:0', 96], ['fc00::', 7], ['fe80::', 10], ['fec0::', 10], ['ff00::', 8], ['64:ff9b::', 96],
  ['64:ff9b:1::', 48], ['2001::', 32], ['2002::', 16], ['2001:db8::', 32], ['100::', 64],
] as const) blocked.addSubnet(net, prefix, 'ipv6');

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

function normalise(ip: string): { ip: string; family: 'ipv4' | 'ipv6' } | null {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return { ip: mapped[1]!, family: 'ipv4' };
  const family = isIP(ip);
  return family === 0 ? null : { ip, family: family === 6 ? 'ipv6' : 'ipv4' };
}

export function isLoopbackAddress(ip: string): boolean {
  const n = normalise(ip);
  return n !== null && loopback.check(n.ip, n.family);
}

export function isBlockedAddress(ip: string): boolean {
  const n = normalise(ip);
  return n === null || blocked.check(n.ip, n.family);
}

/** True when a URL's hostname is an IP address (IPv6 comes bracketed from the URL parser). */
export function isIpLiteralHost(hostname: string): boolean {
  return isIP(hostname.replace(/^\[|\]$/g, '')) !== 0;
}

/**
 * A socket `lookup` that resolves normally and keeps only the addresses `allowed` accepts, so the check holds at
 * connect time and a name that later resolves inward (DNS rebinding) is refused too. Node skips `lookup` for
 * IP-literal hosts: callers check those themselves.
 */
export function guardedLookup(allowed: (address: string) => boolean = (a) => !isBlockedAddress(a)): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, '', 4);
      const list = addresses as Array<{ address: string; family: number }>;
      const kept = list.filter((a) => allowed(a.address));
      if (kept.length === 0) {
        const refused = Object.assign(new Error(`${hostname}: target address refused (${list.map((a) => a.address).join(', ')})`), { code: 'ETARGETREFUSED' });
        return callback(refused, '', 4);
      }
      if ((options as { all?: boolean }).all) return (callback as unknown as (e: null, a: typeof kept) => void)(null, kept);
      return callback(null, kept[0]!.address, kept[0]!.family);
    });
  };
}
