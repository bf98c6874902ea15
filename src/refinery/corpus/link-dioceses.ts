import type { SqliteHandle } from '../../platform/storage/sqlite-driver.js';
import { foldText } from '../../platform/text/fold-text.js';
import { PERSONAL } from './dioceses/diocese-facts.js';
import type { DioceseRecord } from './dioceses/diocese-record.js';
import { isMilitary, withoutKind } from './dioceses/see-city.js';
import { dioceseSearchColumns } from './dioceses/write-dioceses.js';
import { GRID_BOX_SQL, bandsJson } from './site-grid.js';
import type { DioceseBasis, SiteDiocese, SiteRecord } from './site-record.js';
import { siteWriter } from './write-sites.js';

const CATHEDRAL_RADIUS_DEG = 0.05; // about 5 km: a cathedral this close to the see city, in the same country
const CHUNK = 20_000; // sites read per query: memory stays bounded on a million-site file

interface Located {
  d: DioceseRecord;
  lat: number;
  lon: number;
}

interface Link {
  id: string;
  name: string;
  basis: DioceseBasis;
}

/** A diocese that has territory: not a military or personal ordinariate. */
const territorial = (d: DioceseRecord) => !PERSONAL.has(d.id) && !isMilitary(d.name);

/** The countries each diocese serves: its own and any wholly inside it (Andorra in Urgell). */
function byCountry(dioceses: readonly DioceseRecord[]): Map<string, DioceseRecord[]> {
  const out = new Map<string, DioceseRecord[]>();
  for (const d of dioceses) {
    if (!territorial(d)) continue;
    for (const c of [d.country, ...(d.other_countries ?? [])]) out.set(c, [...(out.get(c) ?? []), d]);
  }
  return out;
}

/**
 * The tag a record carries. Records written before links had a basis (builder version 2) kept the tag's text in
 * `name` when tagged, and the diocese's name when linked another way.
 */
function tagOf(diocese: SiteDiocese | null, names: ReadonlyMap<string, string>): string | null {
  if (!diocese) return null;
  if (diocese.tag !== undefined) return diocese.tag;
  if (diocese.id && names.get(diocese.id) === diocese.name) return null;
  return diocese.name;
}

/**
 * The diocese a tag names among a country's: `Diocese of Gozo`, `Roman Catholic Archdiocese of Malta`, `Gozo`. A tag
 * that is one of a diocese's names (without its kind) first; else the diocese with the longest name found in the
 * tag as whole words.
 */
function byTag(tag: string, list: readonly DioceseRecord[], keysOf: ReadonlyMap<string, string[]>): DioceseRecord | undefined {
  const core = foldText(withoutKind(tag));
  const words = ` ${foldText(tag)} `;
  let best: { d: DioceseRecord; length: number } | undefined;
  for (const d of list) {
    const keys = keysOf.get(d.id) ?? [];
    if (keys.includes(core)) return d;
    for (const k of keys) if (words.includes(` ${k} `) && k.length > (best?.length ?? 0)) best = { d, length: k.length };
  }
  return best?.d;
}

/** Dioceses in a country above which the nearest see is not taken for a site's diocese. */
export const NEAREST_SEE_MAX = 3;

function nearestSee(lat: number, lon: number, sees: readonly Located[]): Located {
  const k = Math.cos((lat * Math.PI) / 180) ** 2;
  let best = sees[0]!;
  let bestD = Infinity;
  for (const s of sees) {
    const d = (s.lat - lat) ** 2 + k * (s.lon - lon) ** 2;
    if (d < bestD) (bestD = d), (best = s);
  }
  return best;
}

/**
 * Links every site to its diocese (docs/corpus.md, "Dioceses"), most certain basis first:
 * 1. `tag`: its diocese tag names a diocese of its country (by name, or by see city);
 * 2. `only_diocese`: its country has one diocese (Monaco; Andorra, wholly in Urgell);
 * 3. `cathedral`: it is the diocese's cathedral: a cathedral tagged with the diocese, else the one nearest the see
 *    city within ~5 km in the same country (a cathedral rather than a co-cathedral when both are there);
 * 4. `nearest_see`: the diocese of its country whose see is nearest, only in a small country (at most
 *    NEAREST_SEE_MAX dioceses) where every diocese with a territory has a located see (so no diocese's territory is
 *    handed to its neighbours): Malta and Gozo. In a large country the nearest see is often another diocese's near
 *    the borders, which the data does not give: no link is better than a wrong one there.
 * Links are recomputed on every import (the diocese list or a region may have changed); a record is written only
 * when its link changes.
 */
export function linkDioceses(db: SqliteHandle): { linkedSites: number; byBasis: Record<DioceseBasis, number>; cathedrals: number; nearestSeeCountries: string[] } {
  const writer = siteWriter(db);
  const dioceses = db.prepare<[], { doc: string }>('select doc from dioceses').all().map((r) => JSON.parse(r.doc) as DioceseRecord);
  const names = new Map(dioceses.map((d) => [d.id, d.name]));
  const keysOf = new Map(dioceses.map((d) => [d.id, dioceseSearchColumns(d).keys.split('|').filter(Boolean)]));
  const countries = byCountry(dioceses);
  const sees = new Map<string, Located[]>();
  for (const [country, list] of countries) {
    if (list.length < 2 || list.length > NEAREST_SEE_MAX || list.some((d) => !d.see.location)) continue;
    sees.set(country, list.map((d) => ({ d, lat: d.see.location!.lat, lon: d.see.location!.lon })));
  }

  const linkFor = (site: { country: string | null; lat: number; lon: number }, tag: string | null): Link | null => {
    const list = countries.get(site.country ?? '') ?? [];
    const tagged = tag ? byTag(tag, list, keysOf) : undefined;
    if (tagged) return { id: tagged.id, name: tagged.name, basis: 'tag' };
    if (list.length === 1) return { id: list[0]!.id, name: list[0]!.name, basis: 'only_diocese' };
    const candidates = sees.get(site.country ?? '');
    if (!candidates) return null;
    const near = nearestSee(site.lat, site.lon, candidates).d;
    return { id: near.id, name: near.name, basis: 'nearest_see' };
  };

  // The cathedrals first (a few per diocese): which diocese each one is the cathedral of.
  const cathedralOf = new Map<number, Link>();
  type Row = { rowid: number; country: string | null; lat: number; lon: number; doc: string };
  const cathedralRows = db.prepare<[], Row>("select s.rowid, s.country, s.lat, s.lon, s.doc from site_types t join sites s on s.rowid = t.site where t.type = 'cathedral'").all();
  const cathedralSites = new Map(cathedralRows.map((r) => [r.rowid, { ...r, site: JSON.parse(r.doc) as SiteRecord }]));
  const near = db.prepare<[string, number, number, number, number], { site: number }>(`select site from (${GRID_BOX_SQL})`);
  const updDiocese = db.prepare('update dioceses set doc = ? where id = ?');
  // A cathedral's own link, when it is certain (a tag, the country's only diocese), names its diocese.
  const certain = new Map<string, Array<NonNullable<ReturnType<typeof cathedralSites.get>>>>();
  for (const c of cathedralSites.values()) {
    const link = linkFor(c, tagOf(c.site.diocese, names));
    if (link && link.basis !== 'nearest_see') certain.set(link.id, [...(certain.get(link.id) ?? []), c]);
  }
  let cathedrals = 0;
  for (const d of dioceses) {
    let found = certain.get(d.id) ?? [];
    const at = d.see.location;
    if (found.length === 0 && at) {
      const r = CATHEDRAL_RADIUS_DEG;
      const served = new Set([d.country, ...(d.other_countries ?? [])]);
      found = near
        .all(bandsJson(at.lat - r, at.lat + r), at.lon - r, at.lon + r, at.lat - r, at.lat + r)
        .map((g) => cathedralSites.get(g.site))
        .filter((c): c is NonNullable<typeof c> => c !== undefined && served.has(c.country ?? ''));
      found.sort((a, b) => (a.lat - at.lat) ** 2 + (a.lon - at.lon) ** 2 - ((b.lat - at.lat) ** 2 + (b.lon - at.lon) ** 2));
    }
    const chosen = found.find((f) => !f.site.types.includes('co-cathedral')) ?? found[0];
    const cathedral = chosen ? { id: chosen.site.id, name: chosen.site.name } : null;
    if (JSON.stringify(cathedral) !== JSON.stringify(d.cathedral)) updDiocese.run(JSON.stringify({ ...d, cathedral }), d.id);
    if (!chosen) continue;
    cathedrals += 1;
    cathedralOf.set(chosen.rowid, { id: d.id, name: d.name, basis: 'cathedral' });
  }

  // Then every site that has, or may get, a diocese (linked, tagged, or in a country where place alone decides):
  // in chunks of rowids, its record rewritten only when its link changes.
  const byPlace = [...countries].filter(([c, list]) => list.length === 1 || sees.has(c)).map(([c]) => `'${c.replace(/'/g, '')}'`);
  const read = db.prepare<[number, number], { rowid: number; country: string | null; lat: number; lon: number; diocese: string | null }>(
    // instr, not LIKE '%…%': the key is written by JSON.stringify in one case, and a plain substring search is the
    // cheaper pass over every record of a million-site file. Only the diocese member is read out of each record.
    `select rowid, country, lat, lon, json_extract(doc, '$.diocese') as diocese from sites
     where rowid > ? and (diocese_id is not null or country in (${byPlace.join(',') || "''"}) or instr(doc, '"diocese":{') > 0) order by rowid limit ?`,
  );
  const byBasis: Record<DioceseBasis, number> = { tag: 0, only_diocese: 0, cathedral: 0, nearest_see: 0 };
  let linkedSites = 0;
  for (let after = 0; ; ) {
    const rows = read.all(after, CHUNK);
    if (rows.length === 0) break;
    after = rows.at(-1)!.rowid;
    for (const row of rows) {
      const current = row.diocese === null ? null : (JSON.parse(row.diocese) as SiteDiocese);
      const tag = tagOf(current, names);
      let link = linkFor(row, tag);
      const asCathedral = cathedralOf.get(row.rowid);
      if (asCathedral && (!link || link.basis === 'nearest_see')) link = asCathedral;
      const diocese: SiteDiocese | null = link ? { id: link.id, name: link.name, tag, basis: link.basis } : tag ? { id: null, name: tag, tag, basis: null } : null;
      if (link) (linkedSites += 1), (byBasis[link.basis] += 1);
      const json = JSON.stringify(diocese);
      if (json !== row.diocese) writer.relink(row.rowid, diocese?.id ?? null, json);
    }
  }
  return { linkedSites, byBasis, cathedrals, nearestSeeCountries: [...sees.keys()].sort() };
}
