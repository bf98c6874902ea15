import { distanceM } from '../../../engines/corpus/domain/geo.js';
import type { SitePlace } from '../site-record.js';

/**
 * The populated places of an extract (`place=city|town|village|suburb|quarter|neighbourhood|hamlet` nodes), each
 * with the distance within which a site counts as being in it: a city's centre node stands for kilometres of
 * streets, a hamlet's for a few hundred metres. Not areas: a node is what every place has, boundaries often not.
 */
export const LOCALITY_REACH_M = { city: 10_000, town: 5_000, village: 3_000, suburb: 2_000, quarter: 1_500, neighbourhood: 1_000, hamlet: 1_000 } as const;
export type LocalityKind = keyof typeof LOCALITY_REACH_M;

export interface Locality {
  kind: LocalityKind;
  name: string;
  /** Names by language (`name:en` → `en`), as site names are kept. */
  names: Record<string, string>;
  lat: number;
  lon: number;
}

const isKind = (k: string | undefined): k is LocalityKind => k !== undefined && Object.hasOwn(LOCALITY_REACH_M, k);

/** A locality from a node's tags, or null when the node is not a named populated place. */
export function localityOf(tags: Readonly<Record<string, string>>, lat: number, lon: number): Locality | null {
  const kind = tags.place;
  if (!isKind(kind) || !tags.name) return null;
  const names: Record<string, string> = {};
  for (const [k, v] of Object.entries(tags)) {
    const m = /^name:([a-z]{2,3}(?:-[A-Za-z]{2,8})?)$/.exec(k);
    if (m && v !== tags.name) names[m[1]!] = v;
  }
  return { kind, name: tags.name, names, lat, lon };
}

/** The address keys that name the place a building is in, in the order they are tried (the first present wins). */
const ADDRESS_PLACE_KEYS = ['city', 'town', 'village', 'hamlet', 'place', 'suburb', 'municipality'];

const CELL_DEG = 0.1;
const TOWN_KINDS: ReadonlySet<LocalityKind> = new Set(['city', 'town']);
/** The parts of a town: a site in one is in the town around it too (a village near a town is not). */
const PART_KINDS: ReadonlySet<LocalityKind> = new Set(['suburb', 'quarter', 'neighbourhood']);

/**
 * Finds the place a site is in: its address's city (town, village …) when tagged, else the locality whose node is
 * nearest relative to its reach (a site 800 m from a hamlet and 2 km from a town's centre is in the hamlet), with
 * the town or city around it (`in`) when the place is a suburb, quarter or neighbourhood of it. Held in a grid of 0.1° cells.
 */
export function localityIndex(localities: readonly Locality[]) {
  const cells = new Map<string, Locality[]>();
  const key = (a: number, b: number) => `${a},${b}`;
  for (const l of localities) {
    const k = key(Math.floor(l.lat / CELL_DEG), Math.floor(l.lon / CELL_DEG));
    const list = cells.get(k);
    if (list) list.push(l);
    else cells.set(k, [l]);
  }
  // 10 km (a city's reach) is at most one cell of latitude; a cell of longitude shrinks with cos(lat).
  const near = (lat: number, lon: number): Array<{ l: Locality; d: number }> => {
    const cy = Math.floor(lat / CELL_DEG);
    const cx = Math.floor(lon / CELL_DEG);
    const span = Math.min(36, Math.ceil(1 / Math.max(0.03, Math.cos((lat * Math.PI) / 180))));
    const out: Array<{ l: Locality; d: number }> = [];
    for (let y = cy - 1; y <= cy + 1; y += 1) {
      for (let x = cx - span; x <= cx + span; x += 1) {
        for (const l of cells.get(key(y, x)) ?? []) {
          const d = distanceM(lat, lon, l.lat, l.lon);
          if (d <= LOCALITY_REACH_M[l.kind]) out.push({ l, d });
        }
      }
    }
    return out;
  };
  const best = (found: Array<{ l: Locality; d: number }>) => {
    let pick: { l: Locality; d: number } | null = null;
    for (const f of found) if (!pick || f.d / LOCALITY_REACH_M[f.l.kind] < pick.d / LOCALITY_REACH_M[pick.l.kind]) pick = f;
    return pick?.l ?? null;
  };
  return {
    /**
     * `languages`: those of the site's own names; the place keeps its names in these and English only (a capital's
     * node has two hundred, which every church in it would otherwise repeat).
     */
    placeOf(lat: number, lon: number, address: Readonly<Record<string, string>> | null, languages: readonly string[] = []): SitePlace | null {
      const tagged = ADDRESS_PLACE_KEYS.map((k) => address?.[k]).find((v) => v !== undefined && v.trim() !== '');
      if (tagged) return { name: tagged, names: {}, kind: null, basis: 'address', in: null };
      const found = localities.length > 0 ? near(lat, lon) : [];
      const l = best(found);
      if (!l) return null;
      const town = PART_KINDS.has(l.kind) ? best(found.filter((f) => TOWN_KINDS.has(f.l.kind))) : null;
      const names: Record<string, string> = {};
      for (const lang of ['en', ...languages]) if (l.names[lang] !== undefined) names[lang] = l.names[lang];
      return { name: l.name, names, kind: l.kind, basis: 'nearest_place', in: town?.name ?? null };
    },
  };
}
