import type { DevotioDb } from './devotio-db.js';
import { ftsQuery, searchWords } from './fts-query.js';

export interface SaintFilter {
  q?: string;
  feast?: string;
  title?: string;
  calendar?: string;
  patronage?: string;
}

type Statement = ReturnType<DevotioDb['db']['prepare']> & { all(...args: unknown[]): unknown[]; get(...args: unknown[]): unknown };
const statements = new WeakMap<object, Map<string, Statement>>();

function prepared(db: DevotioDb, sql: string) {
  let cache = statements.get(db);
  if (!cache) statements.set(db, (cache = new Map()));
  let stmt = cache.get(sql);
  if (!stmt) cache.set(sql, (stmt = db.db.prepare<unknown[]>(sql) as Statement));
  return stmt;
}

/** WHERE clauses for the filters: `slug in (…)` over an index table, so SQLite starts from the few matching rows. */
function filters(f: SaintFilter): { where: string[]; args: unknown[] } {
  const where: string[] = [];
  const args: unknown[] = [];
  if (f.feast || f.calendar) {
    const parts: string[] = [];
    if (f.feast) parts.push('sf.date = ?'), args.push(f.feast);
    if (f.calendar) parts.push('sf.calendar = ?'), args.push(f.calendar);
    where.push(`s.slug in (select sf.slug from saint_feasts sf where ${parts.join(' and ')})`);
  }
  if (f.title) {
    where.push('s.slug in (select t.slug from saint_titles t where t.title = ?)');
    args.push(f.title);
  }
  if (f.patronage) {
    where.push("s.slug in (select p.slug from saint_patronages p where p.patronage like ? escape '\\')");
    args.push(`%${f.patronage.replace(/[%_\\]/g, (c) => `\\${c}`)}%`);
  }
  return { where, args };
}

/**
 * How well the names of a row match the search words (docs/devotio.md "Ranking"): 0 when every word is a whole
 * word of a name, 1 when every word begins a word of a name, 2 when the match is in the titles, celebrations or
 * eulogy only. Words are folded to letters and digits (fts-query.ts), so they are safe inside a LIKE pattern.
 */
function matchQuality(words: readonly string[]): { sql: string; args: string[] } {
  const names = "(' ' || saints_fts.names || ' ')";
  const whole = words.map(() => `${names} like ?`).join(' and ');
  const prefix = words.map(() => `${names} like ?`).join(' and ');
  return {
    sql: `(case when ${whole} then 0 when ${prefix} then 1 else 2 end)`,
    args: [...words.map((w) => `% ${w} %`), ...words.map((w) => `% ${w}%`)],
  };
}

/**
 * Saints matching the filters. With search text: by match quality, then prominence (the rank of the saint's
 * feast in the General Roman Calendar, a Doctor or Apostle first, canonized before blessed; computed by the
 * refinery, prominence.ts), then relevance (names weigh ten times the rest). Without: in name order.
 */
export function searchSaints(db: DevotioDb, f: SaintFilter, offset: number, limit: number): { docs: string[]; total: number } {
  const { where, args } = filters(f);
  const match = f.q ? ftsQuery(f.q) : null;
  let from = 'saints s';
  let order = 's.sort_key, s.slug';
  let orderArgs: string[] = [];
  if (match) {
    from = 'saints_fts join saints s on s.slug = saints_fts.slug';
    where.unshift('saints_fts match ?');
    args.unshift(match);
    const quality = matchQuality(searchWords(f.q!));
    order = `${quality.sql}, s.prominence, bm25(saints_fts, 0, 10.0, 1.0), s.sort_key`;
    orderArgs = quality.args;
  }
  const clause = where.length ? ` where ${where.join(' and ')}` : '';
  const rows = prepared(db, `select s.doc as doc from ${from}${clause} order by ${order} limit ? offset ?`).all(...args, ...orderArgs, limit, offset) as Array<{ doc: string }>;
  const total = (prepared(db, `select count(*) as n from ${from}${clause}`).get(...args) as { n: number }).n;
  return { docs: rows.map((r) => r.doc), total };
}
