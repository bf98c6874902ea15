import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { SqliteDatabase } from './sqlite-driver.js';
import { cachingStatements } from './statement-cache.js';

test('the same SQL text gets the same prepared statement, up to the capacity, least recently used dropped first', () => {
  const db = new SqliteDatabase(':memory:');
  const cache = cachingStatements(db, 2);
  const a = cache.prepare('select 1');
  assert.equal(cache.prepare('select 1'), a);
  const b = cache.prepare('select 2');
  assert.notEqual(b, a);
  cache.prepare('select 1');
  cache.prepare('select 3'); // evicts `select 2`, the least recently used
  assert.equal(cache.prepare('select 1'), a);
  assert.notEqual(cache.prepare('select 2'), b);
  db.close();
});

test('a statement still being iterated is not shared: the second query gets its own', () => {
  const db = new SqliteDatabase(':memory:');
  db.exec('create table t (x integer)');
  db.exec('insert into t values (1), (2), (3)');
  const cache = cachingStatements(db);
  const first = cache.prepare('select x from t where x >= ?');
  const rows = first.iterate([1]);
  rows.next();
  const second = cache.prepare('select x from t where x >= ?');
  assert.notEqual(second, first);
  assert.deepEqual(second.all([2]), [{ x: 2 }, { x: 3 }]);
  assert.deepEqual([...rows], [{ x: 2 }, { x: 3 }]);
  assert.equal(cache.prepare('select x from t where x >= ?'), first);
  db.close();
});

test('through Kysely: repeated queries with other values answer right, also after the table changes shape', async () => {
  const database = new SqliteDatabase(':memory:');
  const db = new Kysely<{ t: { x: number; y?: string } }>({ dialect: new SqliteDialect({ database: cachingStatements(database) }) });
  await sql`create table t (x integer)`.execute(db);
  for (let i = 0; i < 3; i++) await db.insertInto('t').values({ x: i }).execute();
  for (let i = 0; i < 3; i++) {
    const row = await db.selectFrom('t').selectAll().where('x', '=', i).executeTakeFirst();
    assert.deepEqual(row, { x: i });
  }
  await sql`alter table t add column y text`.execute(db);
  assert.deepEqual(await db.selectFrom('t').selectAll().where('x', '=', 1).executeTakeFirst(), { x: 1, y: null });
  await db.destroy();
});
