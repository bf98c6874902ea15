import type { SqliteHandle } from '../../platform/storage/sqlite-driver.js';
import { linkDioceses } from './link-dioceses.js';
import { rebuildGrid } from './site-grid.js';
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

/** Everything derived from more than one region: merges, the spatial grid, diocese links, counts. */
export function reconcile(db: SqliteHandle): Record<string, number> {
  let out: Record<string, number> = {};
  db.transaction(() => {
    const w = reconcileWikidata(db);
    rebuildGrid(db);
    const d = linkDioceses(db);
    recountCountries(db);
    out = {
      wikidata_merged: w.merged,
      wikidata_alone: w.alone,
      sites_linked_to_dioceses: d.linkedSites,
      ...Object.fromEntries(Object.entries(d.byBasis).map(([basis, n]) => [`sites_linked_by_${basis}`, n])),
      dioceses_with_cathedral: d.cathedrals,
      countries_linked_by_nearest_see: d.nearestSeeCountries.length,
    };
  })();
  return out;
}
