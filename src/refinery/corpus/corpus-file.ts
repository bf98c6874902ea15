import { copyFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { SqliteDatabase, type SqliteHandle } from '../../platform/storage/sqlite-driver.js';
import type { DioceseRecord } from './dioceses/diocese-record.js';
import { dioceseSearchColumns } from './dioceses/write-dioceses.js';
import { CORPUS_FILE, CORPUS_SCHEMA } from './schema.js';
import type { SiteRecord } from './site-record.js';
import { searchNames, searchPlaces } from './write-sites.js';

/**
 * Opens the corpus file being built in `outDir`: a copy of the served version's file when there is one (so
 * regions imported earlier are carried over and a re-import replaces only its own region), else a new file.
 */
export function openCorpusForWrite(outDir: string, previousDir: string | null): SqliteHandle {
  const target = join(outDir, CORPUS_FILE);
  const previous = previousDir ? join(previousDir, CORPUS_FILE) : null;
  if (previous && existsSync(previous)) copyFileSync(previous, target);
  const db = new SqliteDatabase(target);
  db.pragma('journal_mode = OFF');
  db.pragma('synchronous = OFF');
  // The load touches the id index and FTS5 pages all over the file: a 64 MB page cache keeps them in memory
  // instead of re-reading them from the OS (the default is 2 MB).
  db.pragma('cache_size = -65536');
  const refillFts = upgradeFormat(db);
  db.exec(CORPUS_SCHEMA);
  if (refillFts) {
    const ins = db.prepare('insert into sites_fts (rowid, names, places) values (?, ?, ?)');
    // In chunks of rowids: the connection cannot write while a statement is still reading.
    const read = db.prepare<[number], { rowid: number; doc: string }>('select rowid, doc from sites where rowid > ? order by rowid limit 10000');
    for (let rows = read.all(0); rows.length > 0; rows = read.all(rows.at(-1)!.rowid)) {
      for (const row of rows) {
        const site = JSON.parse(row.doc) as SiteRecord;
        ins.run(row.rowid, searchNames(site), searchPlaces(site));
      }
    }
  }
  // FTS5 merges its segments as it goes (automerge) and in a crisis when 16 pile up: during a load, leave the
  // merging to the single 'optimize' of finishCorpus (https://sqlite.org/fts5.html#the_automerge_configuration_option).
  db.exec("insert into sites_fts (sites_fts, rank) values ('automerge', 0); insert into sites_fts (sites_fts, rank) values ('crisismerge', 64);");
  return db;
}

/**
 * A file of an earlier format carried over from a served version: an R*Tree and no grid (builder version 1); a
 * diocese table without its search columns (version 2), refilled from the records (a staged import rewrites it);
 * a full-text index of names only (version 3), dropped: true when it must be filled again once the schema made it.
 */
function upgradeFormat(db: SqliteHandle): boolean {
  db.exec('drop table if exists sites_rtree');
  const ftsColumns = db.prepare<[], { name: string }>("select name from pragma_table_info('sites_fts')").all();
  const refillFts = ftsColumns.length > 0 && !ftsColumns.some((c) => c.name === 'places');
  if (refillFts) db.exec('drop table sites_fts');
  const dioceseColumns = db.prepare<[], { name: string }>("select name from pragma_table_info('dioceses')").all();
  if (dioceseColumns.length > 0 && !dioceseColumns.some((c) => c.name === 'keys')) {
    db.exec("alter table dioceses add column countries text not null default ''; alter table dioceses add column keys text not null default '';");
    const upd = db.prepare('update dioceses set countries = ?, names = ?, keys = ?, doc = ? where id = ?');
    for (const row of db.prepare<[], { id: string; doc: string }>('select id, doc from dioceses').all()) {
      const old = JSON.parse(row.doc) as DioceseRecord;
      const d: DioceseRecord = { ...old, other_countries: old.other_countries ?? [], see: { ...old.see, other_names: old.see.other_names ?? [] } };
      const c = dioceseSearchColumns(d);
      upd.run(c.countries, c.names, c.keys, JSON.stringify(d), row.id);
    }
  }
  const columns = db.prepare<[], { name: string }>("select name from pragma_table_info('site_types')").all();
  if (columns.length > 0 && !columns.some((c) => c.name === 'country')) {
    db.exec('alter table site_types add column country text; update site_types set country = (select country from sites where rowid = site_types.site);');
  }
  return refillFts;
}

/**
 * Leaves the finished file ready for read-only use: the full-text index merged, statistics for the planner, and
 * the file compacted when rows were deleted (a fresh file written in one go has nothing to reclaim).
 */
export function finishCorpus(db: SqliteHandle, options: { compact?: boolean } = {}): void {
  db.exec("insert into sites_fts (sites_fts) values ('optimize')");
  // Statistics from a sample of each index (enough for the planner's choices here), not a read of every row.
  db.pragma('analysis_limit = 1000');
  db.exec('analyze');
  if (options.compact ?? true) db.exec('vacuum');
  db.close();
}
