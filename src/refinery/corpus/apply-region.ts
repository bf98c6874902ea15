import type { SqliteHandle } from '../../platform/storage/sqlite-driver.js';
import type { SiteRecord } from './site-record.js';
import { CORPUS_INDEXES } from './schema.js';
import { siteWriter } from './write-sites.js';

const DROP_INDEXES = 'drop index if exists sites_region; drop index if exists sites_country; drop index if exists sites_diocese; drop index if exists sites_wikidata;';
const countSites = (db: SqliteHandle) => (db.prepare('select count(*) as n from sites').get() as { n: number }).n;

/** One region (or source) as imported: its sites and what the coverage endpoint says about it. */
export interface RegionBatch {
  region: string;
  source: 'OpenStreetMap' | 'Wikidata' | 'synthetic';
  licence: string;
  countries: string[];
  asOf: string | null;
  file: string | null;
  sha256: string | null;
  bytes: number | null;
  note: string | null;
  /** An array, or a generator (the synthetic bench streams a million without holding them). */
  sites: Iterable<SiteRecord>;
}

const SOURCE_ID_PREFIX = { OpenStreetMap: 'osm-', Wikidata: 'wd-', synthetic: 'syn-' } as const;

/**
 * Replaces one region: its previous sites go, the new ones come in, its coverage row is rewritten; every other
 * region is untouched. A site id already held by another region (two overlapping extracts, e.g. a country and its
 * continent) stays with the region that has it, and is counted as `shared`.
 */
export function applyRegion(db: SqliteHandle, batch: RegionBatch, importedAt: string): { removed: number; inserted: number; shared: number } {
  const writer = siteWriter(db);
  const cover = db.prepare(
    `insert or replace into coverage (region, source, licence, countries, as_of, imported_at, records, file, sha256, bytes, note)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  let inserted = 0;
  let shared = 0;
  let removed = 0;
  db.transaction(() => {
    removed = writer.removeRegion(batch.region);
    // Secondary indexes are rebuilt once after the load (a sorted build) rather than updated per row: a quarter
    // less work for a large extract, a few seconds more for a small region next to a large dataset. When no other
    // region holds sites, the id index goes too and a Set of this batch's ids says which are repeats.
    const alone = countSites(db) === 0;
    db.exec(alone ? `${DROP_INDEXES} drop index if exists sites_id;` : DROP_INDEXES);
    const ids = alone ? new Set<string>() : null;
    const seen = new Set<string>();
    for (const site of batch.sites) {
      if (site.country) seen.add(site.country);
      if (!site.id.startsWith(SOURCE_ID_PREFIX[batch.source])) throw new Error(`site ${site.id} does not belong to source ${batch.source}`);
      let fresh: boolean;
      if (ids) {
        fresh = !ids.has(site.id);
        if (fresh) {
          ids.add(site.id);
          writer.insert(site);
        }
      } else fresh = writer.insertNew(site) !== null;
      if (fresh) inserted += 1;
      else shared += 1;
    }
    db.exec(CORPUS_INDEXES);
    const countries = batch.countries.length > 0 ? batch.countries : [...seen].sort();
    cover.run(batch.region, batch.source, batch.licence, countries.join(','), batch.asOf, importedAt, inserted, batch.file, batch.sha256, batch.bytes, batch.note);
  })();
  return { removed, inserted, shared };
}
