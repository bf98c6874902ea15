import { SqliteDatabase as Database } from '../../../platform/storage/sqlite-driver.js';
import { join } from 'node:path';

/** The file the refinery's Devotio builder writes (src/refinery/devotio/write-database.ts). */
const FILE = 'devotio.sqlite';

/** The dataset opened read-only, with every statement the engine runs prepared once. */
export function openDevotioDb(dir: string) {
  const db = new Database(join(dir, FILE), { readonly: true, fileMustExist: true });
  db.pragma('query_only = ON');
  // A version's file never changes once published (writers make a new version): the connection keeps its shared
  // lock instead of taking and releasing it, and re-checking the file, around every statement (about 15-40 µs of
  // system calls each on this machine, more than an indexed lookup; a search runs dozens of statements).
  db.pragma('locking_mode = EXCLUSIVE');
  return {
    db,
    saintBySlug: db.prepare<[string], { doc: string }>('select doc from saints where slug = ?'),
    slugsByCelebration: db.prepare<[string], { slug: string }>('select distinct slug from celebration_keys where key = ?'),
    martyrologyDay: db.prepare<[string], { doc: string }>('select doc from martyrology_days where date = ?'),
    prayerBySlug: db.prepare<[string], { doc: string }>('select doc from prayers where slug = ?'),
    calendars: db.prepare<[], { calendar: string }>('select distinct calendar from saint_feasts order by calendar'),
  };
}

export type DevotioDb = ReturnType<typeof openDevotioDb>;
