import type { SqliteHandle } from '../../../platform/storage/sqlite-driver.js';
import { foldText } from '../../../platform/text/fold-text.js';
import type { DioceseRecord } from './diocese-record.js';

/** Replaces the whole diocese list (it comes from one file; there is no region to keep). */
export function writeDioceses(db: SqliteHandle, dioceses: readonly DioceseRecord[]): void {
  const ins = db.prepare('insert into dioceses (id, country, names, sort_key, doc) values (?, ?, ?, ?, ?)');
  db.transaction(() => {
    db.exec('delete from dioceses');
    for (const d of dioceses) ins.run(d.id, d.country, foldText(`${d.name} ${d.see.city}`), foldText(d.name), JSON.stringify(d));
  })();
}
