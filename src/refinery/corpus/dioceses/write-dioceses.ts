import type { SqliteHandle } from '../../../platform/storage/sqlite-driver.js';
import { foldText } from '../../../platform/text/fold-text.js';
import type { DioceseRecord } from './diocese-record.js';
import { seesOf, withoutKind } from './see-city.js';

/** The search columns of a diocese row (docs/corpus.md, "Finding a diocese"). */
export function dioceseSearchColumns(d: Pick<DioceseRecord, 'name' | 'country' | 'see'> & { other_countries?: string[] }) {
  // Every name people use for it, folded: the name as listed, that name without its kind, each see it unites, the
  // see city and the see's other names (GeoNames's, English).
  const keys = [...new Set([d.name, withoutKind(d.name), ...seesOf(d.name), d.see.city, ...(d.see.other_names ?? [])].map(foldText).filter(Boolean))];
  return {
    names: keys.join(' '),
    keys: `|${keys.join('|')}|`,
    countries: `,${[d.country, ...(d.other_countries ?? [])].join(',')},`,
  };
}

/** Replaces the whole diocese list (it comes from one file; there is no region to keep). */
export function writeDioceses(db: SqliteHandle, dioceses: readonly DioceseRecord[]): void {
  const ins = db.prepare('insert into dioceses (id, country, countries, names, keys, sort_key, doc) values (?, ?, ?, ?, ?, ?, ?)');
  db.transaction(() => {
    db.exec('delete from dioceses');
    for (const d of dioceses) {
      const c = dioceseSearchColumns(d);
      ins.run(d.id, d.country, c.countries, c.names, c.keys, foldText(d.name), JSON.stringify(d));
    }
  })();
}
