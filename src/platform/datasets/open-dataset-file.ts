import { join } from 'node:path';
import { SqliteDatabase, type SqliteHandle } from '../storage/sqlite-driver.js';

export interface DatasetFileOptions {
  /** Map the file into memory (bytes); for files whose reads are scattered over more than SQLite's page cache. */
  mmapBytes?: number;
}

/**
 * A published dataset file opened for reading. Each version is a new file that never changes after it is published,
 * so the connection takes its shared lock once and keeps it (`locking_mode = EXCLUSIVE` on a read-only connection):
 * without it every statement re-acquires the lock and stats the file for a hot journal, about eight system calls
 * that cost more than reading a few rows (measured: 5 random verses, 55 µs against 20 µs).
 */
export function openDatasetFile(dir: string, file: string, options: DatasetFileOptions = {}): SqliteHandle {
  const db = new SqliteDatabase(join(dir, file), { readonly: true, fileMustExist: true });
  db.pragma('query_only = ON');
  db.pragma('locking_mode = EXCLUSIVE');
  if (options.mmapBytes) db.pragma(`mmap_size = ${Math.floor(options.mmapBytes)}`);
  return db;
}
