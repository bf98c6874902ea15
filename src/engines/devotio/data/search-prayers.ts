import type { DevotioDb } from './devotio-db.js';
import { ftsQuery } from './fts-query.js';

/**
 * Prayers by search text (titles weigh more than texts, then the order of importance) and category; without text,
 * in the order of importance (the essential prayers first: refinery prayer-order.ts), then by title.
 */
export function searchPrayers(db: DevotioDb, f: { q?: string; category?: string }, offset: number, limit: number): { docs: string[]; total: number } {
  const where: string[] = [];
  const args: unknown[] = [];
  const match = f.q ? ftsQuery(f.q) : null;
  if (f.q && !match) return { docs: [], total: 0 }; // no letter or digit to search for: nothing matches
  let from = 'prayers p';
  let order = 'p.importance, p.sort_key';
  if (match) {
    from = 'prayers_fts join prayers p on p.slug = prayers_fts.slug';
    where.push('prayers_fts match ?');
    args.push(match);
    order = 'bm25(prayers_fts, 0, 10.0, 1.0), p.importance, p.sort_key';
  }
  if (f.category) {
    where.push('p.category = ?');
    args.push(f.category);
  }
  const clause = where.length ? ` where ${where.join(' and ')}` : '';
  const rows = db.db.prepare(`select p.doc as doc from ${from}${clause} order by ${order} limit ? offset ?`).all(...args, limit, offset) as Array<{ doc: string }>;
  const total = (db.db.prepare(`select count(*) as n from ${from}${clause}`).get(...args) as { n: number }).n;
  return { docs: rows.map((r) => r.doc), total };
}

/** The categories of prayers with how many each holds, in the order of their most important prayer. */
export function prayerCategories(db: DevotioDb): Array<{ category: string; prayers: number }> {
  return db.db
    .prepare('select category, count(*) as prayers from prayers group by category order by min(importance), category')
    .all() as Array<{ category: string; prayers: number }>;
}
