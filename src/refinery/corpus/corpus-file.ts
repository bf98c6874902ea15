import { copyFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { SqliteDatabase, type SqliteHandle } from '../../platform/storage/sqlite-driver.js';
import { CORPUS_FILE, CORPUS_SCHEMA } from './schema.js';

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
  // The load touches the R*Tree, the id index and FTS5 pages all over the file: a 64 MB page cache keeps them in
  // memory instead of re-reading them from the OS (the default is 2 MB).
  db.pragma('cache_size = -65536');
  db.exec(CORPUS_SCHEMA);
  return db;
}

/**
 * Leaves the finished file ready for read-only use: the full-text index merged, statistics for the planner, and
 * the file compacted when rows were deleted (a fresh file written in one go has nothing to reclaim).
 */
export function finishCorpus(db: SqliteHandle, options: { compact?: boolean } = {}): void {
  db.exec("insert into sites_fts (sites_fts) values ('optimize')");
  db.exec('analyze');
  if (options.compact ?? true) db.exec('vacuum');
  db.close();
}
