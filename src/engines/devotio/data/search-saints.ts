import type { DevotioDb } from './devotio-db.js';
import { ftsQuery } from './fts-query.js';

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
 * Saints matching the filters: with search text, saints of the General Roman Calendar first, then by relevance
 * (names weigh ten times the rest);
 * else in name order; `limit + 1` rows are read to know whether there is a next page.
 */
export function searchSaints(db: DevotioDb, f: SaintFilter, offset: number, limit: number): { docs: string[]; total: number } {
  const { where, args } = filters(f);
  const match = f.q ? ftsQuery(f.q) : null;
  let from = 'saints s';
  let order = 's.sort_key, s.slug';
  if (match) {
    from = 'saints_fts join saints s on s.slug = saints_fts.slug';
    where.unshift('saints_fts match ?');
    args.unshift(match);
    // Saints of the General Roman Calendar first (the ones people mostly look for: "thomas" should find Becket,
    // More, the Apostle and Aquinas before a blessed of the Martyrology), then by relevance.
    order =
      "(case when exists (select 1 from saint_feasts f where f.slug = s.slug and f.calendar = 'general-roman') then 0 else 1 end), " +
      'bm25(saints_fts, 0, 10.0, 1.0), s.sort_key';
  }
  const clause = where.length ? ` where ${where.join(' and ')}` : '';
  const rows = prepared(db, `select s.doc as doc from ${from}${clause} order by ${order} limit ? offset ?`).all(...args, limit, offset) as Array<{ doc: string }>;
  const total = (prepared(db, `select count(*) as n from ${from}${clause}`).get(...args) as { n: number }).n;
  return { docs: rows.map((r) => r.doc), total };
}
