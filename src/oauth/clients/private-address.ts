import { BlockList, isIP } from 'node:net';

/**
 * Addresses a metadata-document fetch must never reach (SSRF): loopback, private (RFC 1918, RFC 4193),
 * link-local (cloud metadata at 169.254.169.254), carrier-grade NAT, multicast, unspecified and reserved ranges,
 * and IPv4 mapped into IPv6.
 */
const blocked4 = new BlockList();
const blocked6 = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked4.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['::ffff:0:0', 96],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  blocked6.addSubnet(net, prefix, 'ipv6');
}

// One list per family: Node's BlockList matches IPv4 addresses against IPv4-mapped IPv6 subnets, so a single
// list holding ::ffff:0:0/96 would refuse every IPv4 address.
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  return family === 4 ? blocked4.check(address, 'ipv4') : blocked6.check(address, 'ipv6');
}
