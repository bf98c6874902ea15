import { isIPv4, isIPv6 } from 'node:net';

/** The budget of requests refused for their credential (401), per client address (operations/gate.ts). */
export const UNAUTHENTICATED_BUCKET = 'unauthenticated';

/**
 * The key under which requests from one network address share a budget (the `unauthenticated` bucket, and the
 * per-address buckets of OAuth client registration): an IPv4 address as it is; an IPv6 address by its /64 prefix,
 * since one host is routinely given a whole /64 and could otherwise take a fresh budget with every address it
 * holds; an IPv4 address written as IPv6 (`::ffff:192.0.2.1`, how a dual-stack socket reports it) as IPv4, so
 * that the two spellings of one client share one budget.
 */
export function addressBucketKey(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1] as string;
  if (isIPv4(ip) || !isIPv6(ip)) return ip;
  return `${expandIPv6(ip).slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, `::` expanded and leading zeros dropped (a zone index is ignored). */
function expandIPv6(ip: string): string[] {
  const bare = ip.split('%')[0] as string;
  const [head, tail] = bare.includes('::') ? (bare.split('::') as [string, string]) : [bare, undefined];
  const groupsOf = (part: string) => (part === '' ? [] : part.split(':'));
  const left = groupsOf(head);
  const right = tail === undefined ? [] : groupsOf(tail);
  // An embedded IPv4 tail (`64:ff9b::192.0.2.1`) is two groups.
  const last = right.length > 0 ? right : left;
  const v4 = last.length > 0 && (last[last.length - 1] as string).includes('.') ? (last.pop() as string) : undefined;
  if (v4) {
    const [a, b, c, d] = v4.split('.').map(Number) as [number, number, number, number];
    last.push(((a << 8) | b).toString(16), ((c << 8) | d).toString(16));
  }
  const fill = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...fill, ...right].map((g) => Number.parseInt(g, 16).toString(16));
}
