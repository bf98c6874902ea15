import type { SqliteHandle } from '../../platform/storage/sqlite-driver.js';
import { foldText } from '../../platform/text/fold-text.js';
import type { SiteRecord } from './site-record.js';

/** Every name of a site, folded, for the full-text index (names in all languages, the diocese as tagged). */
export function searchNames(site: SiteRecord): string {
  // The default name is usually one of `names` too: fold each distinct spelling once.
  const raw = new Set(Object.values(site.names));
  if (site.name) raw.add(site.name);
  const all = new Set<string>();
  for (const n of raw) all.add(foldText(n));
  return [...all].join(' ; ');
}

/**
 * Statements that write sites; used by the builder, region imports and the synthetic generator alike. The spatial
 * index (`site_grid`) is derived: `rebuildGrid` makes it after the writes (reconcile does).
 */
export function siteWriter(db: SqliteHandle) {
  const columns = 'insert into sites (id, region, country, type, denomination, diocese_id, wikidata, lat, lon, doc) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)';
  const ins = db.prepare(columns);
  const insType = db.prepare('insert or ignore into site_types (type, site, country) values (?, ?, ?)');
  const insFts = db.prepare('insert into sites_fts (rowid, names) values (?, ?)');
  const regionRows = db.prepare<[string], { rowid: number }>('select rowid from sites where region = ?');
  const delSite = db.prepare('delete from sites where rowid = ?');
  const delTypes = db.prepare('delete from site_types where type = ? and site = ?');
  const typesOf = db.prepare<[number], { doc: string }>('select doc from sites where rowid = ?');
  const delFts = db.prepare('delete from sites_fts where rowid = ?');
  const upd = db.prepare('update sites set type = ?, country = ?, diocese_id = ?, wikidata = ?, doc = ? where rowid = ?');
  // json_set replaces the member in place (the record's key order stays), without parsing the record in JS.
  const updDiocese = db.prepare("update sites set diocese_id = ?, doc = json_set(doc, '$.diocese', json(?)) where rowid = ?");
  let insNew: ReturnType<typeof db.prepare<unknown[]>> | null = null;
  return {
    /**
     * Inserts a site whose id is known to be free (the caller checked: a Set during a region's bulk load, while
     * the id index is dropped); a taken id throws when the index is there.
     */
    insert(site: SiteRecord): number {
      const { lat, lon } = site.location;
      const r = ins.run(site.id, site.region, site.country, site.type, site.denomination, site.diocese?.id ?? null, site.wikidata, lat, lon, JSON.stringify(site));
      const rowid = Number(r.lastInsertRowid);
      for (const t of site.types) insType.run(t, rowid, site.country);
      insFts.run(rowid, searchNames(site));
      return rowid;
    },
    /** Inserts a site unless its id is taken (then null, and nothing is written); needs the id index. */
    insertNew(site: SiteRecord): number | null {
      insNew ??= db.prepare<unknown[]>(`${columns} on conflict (id) do nothing`);
      const { lat, lon } = site.location;
      const r = insNew.run(site.id, site.region, site.country, site.type, site.denomination, site.diocese?.id ?? null, site.wikidata, lat, lon, JSON.stringify(site));
      if (r.changes === 0) return null;
      const rowid = Number(r.lastInsertRowid);
      for (const t of site.types) insType.run(t, rowid, site.country);
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
      delFts.run(rowid);
      delSite.run(rowid);
    },
    /** Sets a site's diocese (its JSON), nothing else: its kinds and names (and so its index rows) are the same. */
    relink(rowid: number, dioceseId: string | null, dioceseJson: string): void {
      updDiocese.run(dioceseId, dioceseJson, rowid);
    },
    /** Rewrites a site in place (same id and point): kinds, names, diocese and credits may change. */
    replace(rowid: number, before: SiteRecord, after: SiteRecord): void {
      for (const t of before.types) delTypes.run(t, rowid);
      for (const t of after.types) insType.run(t, rowid, after.country);
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
      select coalesce(country, '??'), type, count(*) from site_types group by 1, 2;
    insert into country_types (country, type, n) select coalesce(country, '??'), '*', count(*) from sites group by 1;`);
}
