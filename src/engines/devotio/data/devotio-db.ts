import { openDatasetFile } from '../../../platform/datasets/open-dataset-file.js';

/** The file the refinery's Devotio builder writes (src/refinery/devotio/write-database.ts). */
const FILE = 'devotio.sqlite';

/** The dataset opened read-only, with every statement the engine runs prepared once. */
export function openDevotioDb(dir: string) {
  const db = openDatasetFile(dir, FILE);
  return {
    db,
    saintBySlug: db.prepare<[string], { doc: string }>('select doc from saints where slug = ?'),
    currentSlug: db.prepare<[string], { current: string }>('select current from saint_former_slugs where slug = ?'),
    slugsByCelebration: db.prepare<[string], { slug: string }>('select distinct slug from celebration_keys where key = ?'),
    martyrologyDay: db.prepare<[string], { doc: string }>('select doc from martyrology_days where date = ?'),
    prayerBySlug: db.prepare<[string], { doc: string }>('select doc from prayers where slug = ?'),
    calendars: db.prepare<[], { calendar: string }>('select distinct calendar from saint_feasts order by calendar'),
  };
}

export type DevotioDb = ReturnType<typeof openDevotioDb>;
