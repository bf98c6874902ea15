import type { SqliteHandle } from '../../platform/storage/sqlite-driver.js';
import { foldText } from '../../platform/text/fold-text.js';
import type { SiteRecord } from './site-record.js';

/** Distinct spellings, folded, for the full-text index (each spelling once). */
function folded(raw: Iterable<string | null | undefined>): string {
  const all = new Set<string>();
  for (const n of raw) if (n) all.add(foldText(n));
  return [...all].join(' ; ');
}

/** Every name of a site, folded, for the full-text index's `names` column (names in all languages). */
export function searchNames(site: SiteRecord): string {
  // The default name is usually one of `names` too.
  return folded([site.name, ...Object.values(site.names)]);
}

/**
 * Where a site is, folded, for the index's `places` column: the place it is in (in every language), the town around
 * it, and its diocese (as linked and as tagged). `q` matches these after names (query-sites.ts).
 */
export function searchPlaces(site: SiteRecord): string {
  const p = site.place;
  return folded([p?.name, ...Object.values(p?.names ?? {}), p?.in, site.diocese?.name, site.diocese?.tag]);
}

/**
 * Statements that write sites; used by the builder, region imports and the synthetic generator alike. The spatial
 * index (`site_grid`) is derived: `rebuildGrid` makes it after the writes (reconcile does).
 */
export function siteWriter(db: SqliteHandle) {
  const columns = 'insert into sites (id, region, country, type, denomination, diocese_id, wikidata, lat, lon, doc) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)';
  const ins = db.prepare(columns);
  const insType = db.prepare('insert or ignore into site_types (type, site, country) values (?, ?, ?)');
  const insFts = db.prepare('insert into sites_fts (rowid, names, places) values (?, ?, ?)');
  const index = (rowid: number, site: SiteRecord) => insFts.run(rowid, searchNames(site), searchPlaces(site));
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
      index(rowid, site);
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
      index(rowid, site);
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
    /** Sets a site's diocese (its JSON) and its full-text row (the diocese is searched as a place); its kinds are the same. */
    relink(rowid: number, dioceseId: string | null, dioceseJson: string): void {
      updDiocese.run(dioceseId, dioceseJson, rowid);
      delFts.run(rowid);
      index(rowid, JSON.parse(typesOf.get(rowid)!.doc) as SiteRecord);
    },
    /** Rewrites a site in place (same id and point): kinds, names, diocese and credits may change. */
    replace(rowid: number, before: SiteRecord, after: SiteRecord): void {
      for (const t of before.types) delTypes.run(t, rowid);
      for (const t of after.types) insType.run(t, rowid, after.country);
      upd.run(after.type, after.country, after.diocese?.id ?? null, after.wikidata, JSON.stringify(after), rowid);
      delFts.run(rowid);
      index(rowid, after);
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
