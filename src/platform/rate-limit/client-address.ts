import { isIP } from 'node:net';

/** The budget of requests refused for their credential (401), per client address (operations/gate.ts). */
export const UNAUTHENTICATED_BUCKET = 'unauthenticated';

/**
 * The key under which requests from one network address share a budget (the `unauthenticated` bucket, and the
 * per-address bucket of OAuth client registration): an IPv4 address as it is; an IPv6 address by its network
 * prefix (`/64` by default: one host is routinely given a whole /64, and could otherwise take a fresh budget with
 * every address it holds; a site is commonly given a /48); an IPv4 address written as IPv6 (`::ffff:192.0.2.1`,
 * `::ffff:c000:201`, how a dual-stack socket reports it) as IPv4, so that the spellings of one client share one
 * budget. Anything that is not an address (what a misconfigured proxy might pass on) shares the one key `unknown`,
 * so that no header a client writes can mint budgets.
 */
export function addressBucketKey(ip: string, ipv6PrefixGroups: 3 | 4 = 4): string {
  const family = isIP(ip);
  if (family === 4) return ip;
  if (family !== 6) return 'unknown';
  const groups = expandIPv6(ip);
  if (groups.slice(0, 6).join(':') === '0:0:0:0:0:ffff') {
    const [hi, lo] = [Number.parseInt(groups[6] as string, 16), Number.parseInt(groups[7] as string, 16)];
    return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  }
  return `${groups.slice(0, ipv6PrefixGroups).join(':')}::/${ipv6PrefixGroups * 16}`;
}

/** The eight groups of a valid IPv6 address, `::` expanded and leading zeros dropped (a zone index is ignored). */
function expandIPv6(ip: string): string[] {
  const bare = ip.split('%')[0] as string;
  const [head, tail] = bare.includes('::') ? (bare.split('::') as [string, string]) : [bare, undefined];
  const groupsOf = (part: string) => (part === '' ? [] : part.split(':'));
  const left = groupsOf(head);
  const right = tail === undefined ? [] : groupsOf(tail);
  // An embedded IPv4 tail (`::ffff:192.0.2.1`, `64:ff9b::192.0.2.1`) is two groups.
  const last = right.length > 0 ? right : left;
  const v4 = last.length > 0 && (last[last.length - 1] as string).includes('.') ? (last.pop() as string) : undefined;
  if (v4) {
    const [a, b, c, d] = v4.split('.').map(Number) as [number, number, number, number];
    last.push(((a << 8) | b).toString(16), ((c << 8) | d).toString(16));
  }
  const fill = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...fill, ...right].map((g) => Number.parseInt(g, 16).toString(16));
}
