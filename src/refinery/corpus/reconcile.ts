import type { SqliteHandle } from '../../platform/storage/sqlite-driver.js';
import { foldText } from '../../platform/text/fold-text.js';
import type { DioceseRecord } from './dioceses/diocese-record.js';
import { GRID_BOX_SQL, bandsJson, rebuildGrid } from './site-grid.js';
import type { SiteRecord } from './site-record.js';
import type { WikidataItem } from './wikidata/parse-sparql.js';
import { mergeWikidata, wikidataSite } from './wikidata/wikidata-site.js';
import { recountCountries, siteWriter } from './write-sites.js';

interface Row {
  rowid: number;
  doc: string;
}

/**
 * Wikidata items become one record with the OSM site that carries their id (merged on the Wikidata id), or a
 * site of their own when no OSM object does. Run after every write, so either side can be re-imported alone.
 */
function reconcileWikidata(db: SqliteHandle): { merged: number; alone: number } {
  const writer = siteWriter(db);
  const bySite = db.prepare<[string], Row>("select rowid, doc from sites where wikidata = ? and id not like 'wd-%'");
  const own = db.prepare<[string], Row>('select rowid, doc from sites where id = ?');
  let merged = 0;
  let alone = 0;
  for (const item of db.prepare<[], { region: string; doc: string }>('select region, doc from wikidata_items').all()) {
    const wd = JSON.parse(item.doc) as WikidataItem;
    const carriers = bySite.all(wd.qid);
    const mine = own.get(`wd-${wd.qid}`);
    if (carriers.length > 0) {
      for (const c of carriers) {
        const before = JSON.parse(c.doc) as SiteRecord;
        writer.replace(c.rowid, before, mergeWikidata(before, wd));
      }
      if (mine) writer.remove(mine.rowid);
      merged += 1;
    } else {
      if (!mine) writer.insert(wikidataSite(wd, item.region));
      alone += 1;
    }
  }
  return { merged, alone };
}

const CATHEDRAL_RADIUS_DEG = 0.05; // about 5 km: a cathedral this close to the see city, in the same country

/**
 * Links sites and dioceses (docs/corpus.md, "Dioceses"): a site whose `diocese` tag names a diocese of its country;
 * every site of a country that has a single diocese; and each diocese's cathedral, a cathedral (not a co-cathedral,
 * when there is a choice) tagged with the diocese or, failing that, the nearest one to the see city within ~5 km.
 */
function reconcileDioceses(db: SqliteHandle): { linkedSites: number; cathedrals: number } {
  const writer = siteWriter(db);
  const dioceses = db.prepare<[], { doc: string }>('select doc from dioceses').all().map((r) => JSON.parse(r.doc) as DioceseRecord);
  const byCountry = new Map<string, DioceseRecord[]>();
  for (const d of dioceses) byCountry.set(d.country, [...(byCountry.get(d.country) ?? []), d]);
  let linkedSites = 0;
  // instr, not LIKE '%…%': the key is written by JSON.stringify in one case, and a plain substring search is the
  // cheaper pass over every record of a million-site file.
  const candidates = db
    .prepare<[], Row>(
      `select rowid, doc from sites where diocese_id is null and (instr(doc, '"diocese":{') > 0 or country in (${[...byCountry].filter(([, l]) => l.length === 1).map(([c]) => `'${c.replace(/'/g, '')}'`).join(',') || "''"}))`,
    )
    .all();
  for (const row of candidates) {
    const site = JSON.parse(row.doc) as SiteRecord;
    const list = byCountry.get(site.country ?? '') ?? [];
    let match: DioceseRecord | undefined;
    if (site.diocese?.name) {
      const tag = foldText(site.diocese.name);
      match = list.find((d) => foldText(d.name) === tag) ?? list.find((d) => tag.includes(foldText(d.see.city)));
    }
    match ??= list.length === 1 ? list[0] : undefined;
    if (!match) continue;
    writer.replace(row.rowid, site, { ...site, diocese: { id: match.id, name: site.diocese?.name ?? match.name } });
    linkedSites += 1;
  }
  const cathedralsOf = db.prepare<[string], Row>(
    "select s.rowid, s.doc from site_types t join sites s on s.rowid = t.site where t.type = 'cathedral' and s.diocese_id = ?",
  );
  const near = db.prepare<[string, number, number, number, number, string], Row>(
    `select s.rowid, s.doc from (${GRID_BOX_SQL}) g join sites s on s.rowid = g.site join site_types t on t.site = s.rowid and t.type = 'cathedral'
     where s.country = ?`,
  );
  const updDiocese = db.prepare('update dioceses set doc = ? where id = ?');
  let cathedrals = 0;
  for (const d of dioceses) {
    let found = cathedralsOf.all(d.id).map((r) => ({ ...r, site: JSON.parse(r.doc) as SiteRecord }));
    const at = d.see.location;
    if (found.length === 0 && at) {
      const r = CATHEDRAL_RADIUS_DEG;
      found = near.all(bandsJson(at.lat - r, at.lat + r), at.lon - r, at.lon + r, at.lat - r, at.lat + r, d.country).map((x) => ({ ...x, site: JSON.parse(x.doc) as SiteRecord }));
      found.sort((a, b) => (a.site.location.lat - at.lat) ** 2 + (a.site.location.lon - at.lon) ** 2 - ((b.site.location.lat - at.lat) ** 2 + (b.site.location.lon - at.lon) ** 2));
    }
    const chosen = found.find((f) => !f.site.types.includes('co-cathedral')) ?? found[0];
    const cathedral = chosen ? { id: chosen.site.id, name: chosen.site.name } : null;
    if (JSON.stringify(cathedral) !== JSON.stringify(d.cathedral)) updDiocese.run(JSON.stringify({ ...d, cathedral }), d.id);
    if (!chosen) continue;
    cathedrals += 1;
    if (!chosen.site.diocese?.id) writer.replace(chosen.rowid, chosen.site, { ...chosen.site, diocese: { id: d.id, name: chosen.site.diocese?.name ?? d.name } });
  }
  return { linkedSites, cathedrals };
}

/** Everything derived from more than one region: merges, the spatial grid, diocese links, counts. */
export function reconcile(db: SqliteHandle): Record<string, number> {
  let out: Record<string, number> = {};
  db.transaction(() => {
    const w = reconcileWikidata(db);
    rebuildGrid(db);
    const d = reconcileDioceses(db);
    recountCountries(db);
    out = { wikidata_merged: w.merged, wikidata_alone: w.alone, sites_linked_to_dioceses: d.linkedSites, dioceses_with_cathedral: d.cathedrals };
  })();
  return out;
}
