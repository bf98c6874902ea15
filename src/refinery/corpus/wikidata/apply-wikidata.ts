import type { SqliteHandle } from '../../../platform/storage/sqlite-driver.js';
import { PROVENANCE } from '../sources.js';
import type { WikidataItem } from './parse-sparql.js';

/**
 * Stores a Wikidata result as one region: its items replace the items of that region, and its coverage row
 * is rewritten. The sites themselves are made by `reconcile` (merged into OSM sites on the Wikidata id, or alone).
 */
export function applyWikidata(
  db: SqliteHandle,
  region: string,
  items: readonly WikidataItem[],
  meta: { asOf: string | null; file: string; sha256: string; bytes: number },
  importedAt: string,
): number {
  const ins = db.prepare('insert or replace into wikidata_items (qid, region, doc) values (?, ?, ?)');
  const ownSites = db.prepare<[string], { rowid: number }>("select rowid from sites where region = ? and id like 'wd-%'");
  db.transaction(() => {
    db.prepare('delete from wikidata_items where region = ?').run(region);
    // Sites made from the region's previous items go too; reconcile makes them again from the new ones.
    const stale = ownSites.all(region).map((r) => r.rowid);
    for (const rowid of stale) {
      db.prepare('delete from site_types where site = ?').run(rowid);
      db.prepare('delete from sites_fts where rowid = ?').run(rowid);
      db.prepare('delete from sites where rowid = ?').run(rowid);
    }
    for (const item of items) ins.run(item.qid, region, JSON.stringify(item));
    const countries = [...new Set(items.map((i) => i.country).filter((c): c is string => Boolean(c)))].sort();
    db.prepare(
      `insert or replace into coverage (region, source, licence, countries, as_of, imported_at, records, file, sha256, bytes, note)
       values (?, 'Wikidata', ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(region, PROVENANCE.wikidata.licence, countries.join(','), meta.asOf, importedAt, items.length, meta.file, meta.sha256, meta.bytes, 'items are merged into the OpenStreetMap site carrying the same Wikidata id');
  })();
  return items.length;
}
