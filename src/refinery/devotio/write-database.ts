import { SqliteDatabase as Database } from '../../platform/storage/sqlite-driver.js';
import { join } from 'node:path';
import { foldText } from '../../platform/text/fold-text.js';
import { prayerDoc, prayerSearch } from './prayer-doc.js';
import type { SaintDraft } from './saint-draft.js';
import { patronageWords, saintDoc, searchBody, searchNames } from './saint-doc.js';
import { DEVOTIO_SCHEMA } from './schema.js';
import { prominence } from './prominence.js';
import { prayerImportance } from './prayer-order.js';
import type { SourcePrayer } from './source-types.js';

export const DEVOTIO_FILE = 'devotio.sqlite';

export interface DatabaseContent {
  saints: SaintDraft[];
  prayers: SourcePrayer[];
  martyrologyDays: Array<{ date: string; doc: unknown }>;
  info: Record<string, string>;
}

/** Writes the dataset in one transaction, then compacts it and switches it to rollback-journal, read-only use. */
export function writeDevotioDatabase(outDir: string, content: DatabaseContent, progress: (done: number, total: number) => void): void {
  const db = new Database(join(outDir, DEVOTIO_FILE));
  try {
    db.pragma('journal_mode = OFF');
    db.pragma('synchronous = OFF');
    db.exec(DEVOTIO_SCHEMA);
    const insSaint = db.prepare('insert into saints (slug, sort_key, prominence, doc) values (?, ?, ?, ?)');
    const insFeast = db.prepare('insert into saint_feasts (slug, calendar, date, rank) values (?, ?, ?, ?)');
    const insTitle = db.prepare('insert into saint_titles (slug, title) values (?, ?)');
    const insPatron = db.prepare('insert into saint_patronages (slug, patronage) values (?, ?)');
    const insKey = db.prepare('insert into celebration_keys (key, slug) values (?, ?)');
    const insFts = db.prepare('insert into saints_fts (slug, names, body) values (?, ?, ?)');
    const insFormer = db.prepare('insert into saint_former_slugs (slug, current) values (?, ?)');
    const total = content.saints.length;
    db.transaction(() => {
      content.saints.forEach((s, i) => {
        insSaint.run(s.slug, `${foldText(s.name.en)} ${s.slug}`, prominence(s), JSON.stringify(saintDoc(s)));
        for (const f of s.feasts) {
          insFeast.run(s.slug, f.calendar, f.date, f.rank);
          for (const key of f.keys) insKey.run(key, s.slug);
        }
        for (const m of s.martyrology) insFeast.run(s.slug, 'roman-martyrology', m.date, 'commemoration');
        // romcal names most celebrations after the person (national calendars included), so Tempus's keys meet;
        // the catalogue's entries of a person's celebrations (Our Lady of Walsingham) lead to the person too.
        for (const id of new Set([s.romcalId, ...s.catalogueAliases])) if (id) insKey.run(id, s.slug);
        for (const former of s.formerSlugs) insFormer.run(former, s.slug);
        for (const t of s.titles) insTitle.run(s.slug, t);
        for (const words of patronageWords(s)) insPatron.run(s.slug, words);
        insFts.run(s.slug, searchNames(s), searchBody(s));
        if (i % 500 === 0 || i === total - 1) progress(i + 1, total);
      });
      const insPrayer = db.prepare('insert into prayers (slug, category, importance, sort_key, doc) values (?, ?, ?, ?, ?)');
      const insPrayerFts = db.prepare('insert into prayers_fts (slug, titles, body) values (?, ?, ?)');
      for (const p of content.prayers) {
        insPrayer.run(p.id, p.category, prayerImportance(p), foldText(p.title_en ?? p.title_la ?? p.id), JSON.stringify(prayerDoc(p)));
        const search = prayerSearch(p);
        insPrayerFts.run(p.id, search.titles, search.body);
      }
      const insDay = db.prepare('insert into martyrology_days (date, doc) values (?, ?)');
      for (const d of content.martyrologyDays) insDay.run(d.date, JSON.stringify(d.doc));
      const insInfo = db.prepare('insert into info (key, value) values (?, ?)');
      for (const [k, v] of Object.entries(content.info)) insInfo.run(k, v);
    })();
    db.exec("insert into saints_fts (saints_fts) values ('optimize'); insert into prayers_fts (prayers_fts) values ('optimize');");
    db.exec('analyze');
    db.exec('vacuum');
  } finally {
    db.close();
  }
}
