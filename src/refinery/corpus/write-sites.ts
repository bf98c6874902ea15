import type { SqliteHandle } from '../../platform/storage/sqlite-driver.js';
import { foldText } from '../fold-text.js';
import type { SiteRecord } from './site-record.js';

/** Every name of a site, folded, for the full-text index (names in all languages, the diocese as tagged). */
export function searchNames(site: SiteRecord): string {
  const all = new Set<string>();
  for (const n of Object.values(site.names)) all.add(foldText(n));
  if (site.name) all.add(foldText(site.name));
  return [...all].join(' ; ');
}

/** Statements that write sites; used by the builder, region imports and the synthetic generator alike. */
export function siteWriter(db: SqliteHandle) {
  const ins = db.prepare(
    'insert into sites (id, region, country, type, denomination, diocese_id, wikidata, lat, lon, doc) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const insType = db.prepare('insert or ignore into site_types (type, site) values (?, ?)');
  const insTree = db.prepare('insert into sites_rtree (id, min_lon, max_lon, min_lat, max_lat) values (?, ?, ?, ?, ?)');
  const insFts = db.prepare('insert into sites_fts (rowid, names) values (?, ?)');
  const regionRows = db.prepare<[string], { rowid: number }>('select rowid from sites where region = ?');
  const delSite = db.prepare('delete from sites where rowid = ?');
  const delTypes = db.prepare('delete from site_types where type = ? and site = ?');
  const typesOf = db.prepare<[number], { doc: string }>('select doc from sites where rowid = ?');
  const delTree = db.prepare('delete from sites_rtree where id = ?');
  const delFts = db.prepare('delete from sites_fts where rowid = ?');
  const upd = db.prepare('update sites set type = ?, country = ?, diocese_id = ?, wikidata = ?, doc = ? where rowid = ?');
  return {
    insert(site: SiteRecord): number {
      const { lat, lon } = site.location;
      const r = ins.run(site.id, site.region, site.country, site.type, site.denomination, site.diocese?.id ?? null, site.wikidata, lat, lon, JSON.stringify(site));
      const rowid = Number(r.lastInsertRowid);
      for (const t of site.types) insType.run(t, rowid);
      insTree.run(rowid, lon, lon, lat, lat);
      insFts.run(rowid, searchNames(site));
      return rowid;
    },
    /** Removes every site of a region (a re-import replaces that region only). */
    removeRegion(region: string): number {
      const rows = regionRows.all(region);
      for (const { rowid } of rows) this.remove(rowid);
      return rows.length;
    },
    remove(rowid: number): void {
      const doc = typesOf.get(rowid);
      if (doc) for (const t of (JSON.parse(doc.doc) as SiteRecord).types) delTypes.run(t, rowid);
      delTree.run(rowid);
      delFts.run(rowid);
      delSite.run(rowid);
    },
    /** Rewrites a site in place (same id and point): kinds, names, diocese and credits may change. */
    replace(rowid: number, before: SiteRecord, after: SiteRecord): void {
      for (const t of before.types) delTypes.run(t, rowid);
      for (const t of after.types) insType.run(t, rowid);
      upd.run(after.type, after.country, after.diocese?.id ?? null, after.wikidata, JSON.stringify(after), rowid);
      delFts.run(rowid);
      insFts.run(rowid, searchNames(after));
    },
  };
}

/** Counts per country and type (and `*`: the sites of the country), kept in a table so /countries answers without scanning every site. */
export function recountCountries(db: SqliteHandle): void {
  db.exec(`delete from country_types;
    insert into country_types (country, type, n)
      select coalesce(s.country, '??'), t.type, count(*) from site_types t join sites s on s.rowid = t.site group by 1, 2;
    insert into country_types (country, type, n) select coalesce(country, '??'), '*', count(*) from sites group by 1;`);
}
