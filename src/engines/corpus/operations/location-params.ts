import { z } from 'zod';
import { SIGNED_DECIMAL } from '../../../platform/operations/plain-numbers.js';
import type { Box } from '../domain/geo.js';

/** Largest radius_km accepted (docs/corpus.md): wider circles are better asked as a bbox or a country. */
export const MAX_RADIUS_KM = 500;

// The platform's one rule for a decimal number in a URL (platform/operations/plain-numbers.ts).
const NUMBER = SIGNED_DECIMAL;

/** Comma-separated numbers; spaces around each are allowed, as people (and models) write `41.9, 12.5`. */
function numbers(text: string, count: number, ctx: z.RefinementCtx, what: string): number[] | null {
  const parts = text.split(',').map((p) => p.trim());
  if (parts.length !== count || parts.some((p) => !NUMBER.test(p))) {
    ctx.addIssue({ code: 'custom', message: `expected ${what} as ${count} comma-separated numbers` });
    return null;
  }
  return parts.map(Number);
}

/**
 * One coordinate in decimal degrees (`lat=`, `lon=`): a number (MCP) or a number written as people write
 * coordinates (a query string), within ±limit. Not z.coerce.number(), which reads an empty `lat=` as 0 (a point in
 * the Gulf of Guinea) and `0x10` as 16.
 */
export function coordinate(limit: 90 | 180, what: 'latitude' | 'longitude') {
  const range = `${what} must be within -${limit}..${limit}`;
  return decimal(what, limit === 90 ? '35.8989' : '14.5146', (n) => n.min(-limit, range).max(limit, range));
}

/** A decimal number from a query string (or JSON): empty is missing, anything but digits is refused by name. */
function decimal(what: string, example: string, bounds: (n: z.ZodNumber) => z.ZodNumber) {
  const typed = z.number({ error: (issue) => (issue.input === undefined ? `required: the ${what}` : `expected the ${what} as a decimal number, e.g. ${example}`) });
  return z.preprocess((v) => (typeof v === 'string' ? (NUMBER.test(v) ? Number(v) : v.trim() === '' ? undefined : v) : v), bounds(typed));
}

/** `near=LAT,LON` in degrees. */
export const Near = z
  .string()
  .max(64)
  .transform((text, ctx) => {
    const n = numbers(text, 2, ctx, 'LAT,LON');
    if (!n) return z.NEVER;
    const [lat, lon] = n as [number, number];
    if (Math.abs(lat) > 90) ctx.addIssue({ code: 'custom', message: `latitude ${lat} is outside -90..90` });
    if (Math.abs(lon) > 180) ctx.addIssue({ code: 'custom', message: `longitude ${lon} is outside -180..180` });
    return { lat, lon };
  })
  .describe('LAT,LON in decimal degrees (WGS 84), e.g. 35.8989,14.5146: nearest first, with distance_m');

/** `bbox=W,S,E,N` (RFC 7946 §5 order); west > east is a box across the antimeridian; south > north is refused. */
export const Bbox = z
  .string()
  .max(128)
  .transform((text, ctx): Box => {
    const n = numbers(text, 4, ctx, 'W,S,E,N');
    if (!n) return z.NEVER;
    const [west, south, east, north] = n as [number, number, number, number];
    if (Math.abs(west) > 180 || Math.abs(east) > 180) ctx.addIssue({ code: 'custom', message: 'west and east must be within -180..180' });
    if (Math.abs(south) > 90 || Math.abs(north) > 90) ctx.addIssue({ code: 'custom', message: 'south and north must be within -90..90' });
    if (south > north) ctx.addIssue({ code: 'custom', message: `inverted box: south ${south} is north of north ${north}` });
    return { west, south, east, north };
  })
  .describe('W,S,E,N in degrees; west greater than east means a box across the antimeridian (e.g. 170,-20,-170,0)');

export const RadiusKm = decimal('radius in kilometres', '5', (n) => n.positive('radius_km must be greater than 0').max(MAX_RADIUS_KM, `radius_km is at most ${MAX_RADIUS_KM}`)).describe(`only sites within this many kilometres of the point (at most ${MAX_RADIUS_KM})`);
