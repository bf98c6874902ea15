import type { SqliteDatabase as KyselySqliteDatabase, SqliteStatement } from 'kysely';
import { Lru } from '../lru.js';
import type { SqliteHandle } from './sqlite-driver.js';

/**
 * Kysely's SQLite driver prepares every query anew (`db.prepare(sql)` per execution): parsing and planning the SQL
 * again each time, measured at a tenth of a token exchange's main-thread time. This hands Kysely the same
 * better-sqlite3 statement for the same SQL text (Kysely's compiled SQL carries the values as parameters, so the
 * texts repeat), up to `capacity` texts, least recently used dropped first. A statement still being iterated
 * (`busy`: a streamed select not finished) is not shared: that query gets a statement of its own. SQLite
 * re-prepares a cached statement by itself after a schema change (sqlite3_prepare_v2).
 */
export function cachingStatements(database: SqliteHandle, capacity = 256): KyselySqliteDatabase {
  const statements = new Lru<string, SqliteStatement & { busy: boolean }>(capacity);
  return {
    prepare(sql: string): SqliteStatement {
      const cached = statements.get(sql);
      if (cached && !cached.busy) return cached;
      const fresh = database.prepare(sql);
      if (!cached) statements.set(sql, fresh);
      return fresh;
    },
    close: () => database.close(),
  };
}
