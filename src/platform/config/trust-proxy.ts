import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * `TRUST_PROXY`: whose `X-Forwarded-*` to believe, in the forms Fastify's `trustProxy` takes. `false` (the
 * default) believes none; a hop count (`1`: the one proxy in front of Lumen) takes the client address that many
 * hops from the socket, so an `X-Forwarded-For` the client wrote itself is never read as its address; a list of
 * addresses or CIDR ranges (`10.0.0.0/8, 192.0.2.7`) believes the proxies in it; `true` believes every hop,
 * which is right only behind a proxy that replaces the header rather than appending to it (documented in the
 * README). Per-address budgets (docs/rate-limits.md) are only as good as this setting.
 */
export type TrustProxy = boolean | number | string;

const TRUE = new Set(['true', 'yes', 'on']);
const FALSE = new Set(['false', 'no', 'off', '0', '']);

function isRange(entry: string): boolean {
  const [address, bits, ...rest] = entry.split('/');
  if (rest.length > 0 || address === undefined) return false;
  const family = isIP(address);
  if (family === 0) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

export const trustProxySchema = z
  .string()
  .default('false')
  .transform((raw, ctx): TrustProxy => {
    const value = raw.trim().toLowerCase();
    if (TRUE.has(value)) return true;
    if (FALSE.has(value)) return false;
    if (/^\d{1,3}$/.test(value)) return Number(value);
    const entries = value.split(',').map((e) => e.trim());
    const wrong = entries.filter((e) => !isRange(e));
    if (wrong.length === 0) return entries.join(',');
    ctx.addIssue({
      code: 'custom',
      message: `expected true, false, a hop count (1 for the one proxy in front) or a comma-separated list of addresses or CIDR ranges; not ${wrong.map((w) => JSON.stringify(w)).join(', ')}`,
    });
    return z.NEVER;
  });

/** As Fastify's option: a hop count is a trust function over hops (what Fastify itself makes of a number). */
export function fastifyTrustProxy(trust: TrustProxy): boolean | string | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}
