import { withoutKind } from '../../../refinery/corpus/dioceses/see-city.js';
import { foldText } from '../../../platform/text/fold-text.js';
import { otherSaintSpellings } from '../../../platform/text/saint-spellings.js';
import type { CorpusDb } from './corpus-db.js';

export interface DioceseQuery {
  country: string | null;
  q: string | null;
  offset: number;
  limit: number;
}

const like = (word: string) => `% ${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Dioceses by country (their own, or one wholly inside them: Andorra → Urgell) and by name. `q` is read as people
 * write a diocese: `Rome`, `Roma`, `Diocese of Rome`, `Archdiocese of Milan`, `Rome (Diocese)`: the kind of
 * jurisdiction and words in brackets are set aside (when something is left), and every remaining word must begin a
 * word of one of its names (the listed name, each see it unites, the see city, the see's other names), accent- and
 * case-insensitive. Ranked: a name equal to the query, then a name that begins with it, then the rest; then by
 * country and name.
 */
export function queryDioceses(db: CorpusDb, query: DioceseQuery): { docs: string[]; total: number } {
  const where: string[] = [];
  const args: unknown[] = [];
  if (query.country) where.push("(country = ? or instr(countries, ',' || ? || ',') > 0)"), args.push(query.country, query.country);
  let core = '';
  if (query.q) {
    core = foldText(withoutKind(query.q)) || foldText(query.q);
    const words = core.split(' ').filter(Boolean).slice(0, 8);
    if (words.length === 0) return { docs: [], total: 0 };
    for (const word of words) {
      // An honorific matches its other spellings too, as whole words: `Saint Louis` finds "St. Louis" (saint-spellings.ts).
      const others = otherSaintSpellings(word);
      where.push(`((' ' || names) like ? escape '\\'${others.map(() => " or (' ' || names || ' ') like ?").join('')})`);
      args.push(like(word), ...others.map((x) => `% ${x} %`));
    }
  }
  const w = where.length > 0 ? ` where ${where.join(' and ')}` : '';
  const total = (db.statement(`select count(*) as n from dioceses${w}`).get(...args) as { n: number }).n;
  const rank = core ? "case when instr(keys, '|' || ? || '|') > 0 then 0 when instr(keys, '|' || ?) > 0 then 1 else 2 end, " : '';
  const rankArgs = core ? [core, core] : [];
  const rows = db.statement(`select doc from dioceses${w} order by ${rank}country, sort_key, id limit ? offset ?`).all(...args, ...rankArgs, query.limit, query.offset) as Array<{ doc: string }>;
  return { docs: rows.map((r) => r.doc), total };
}
