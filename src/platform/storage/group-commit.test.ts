import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { Kysely, SqliteDialect } from 'kysely';
import { GroupCommit } from './group-commit.js';
import { SqliteDatabase } from './sqlite-driver.js';
import { WalSync } from './wal-sync.js';

/** A real WalSync that records when each flush completes (order of events in `log`). */
class RecordingWal extends WalSync {
  flushes = 0;
  constructor(file: string, private readonly log: string[]) {
    super(file);
  }
  override async durable(): Promise<void> {
    await super.durable();
    this.flushes++;
    this.log.push('flushed');
  }
}

function open(t: import('node:test').TestContext) {
  const dir = mkdtempSync(join(tmpdir(), 'lumen-gc-'));
  const file = join(dir, 'db.sqlite');
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.exec('create table t (id integer primary key, v text unique)');
  const db = new Kysely<object>({ dialect: new SqliteDialect({ database: sqlite }) });
  const log: string[] = [];
  const wal = new RecordingWal(file, log);
  t.after(async () => {
    await wal.close();
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });
  return { sqlite, db, wal, log, gc: new GroupCommit(db, sqlite, wal) };
}

test('writes queued in one turn share one transaction and one WAL flush, and each resolves after it', async (t) => {
  const { sqlite, gc, wal, log } = open(t);
  const writes = Array.from({ length: 50 }, (_, i) =>
    gc.run((s) => s.prepare('insert into t (v) values (?)').run(`v${i}`).lastInsertRowid).then((id) => {
      log.push(`resolved ${id}`);
      return id;
    }),
  );
  const ids = await Promise.all(writes);
  assert.equal(new Set(ids).size, 50);
  assert.equal(wal.flushes, 1, 'one flush for the whole batch');
  assert.equal(log[0], 'flushed', 'no write was answered before the flush');
  assert.equal(log.filter((l) => l.startsWith('resolved')).length, 50);
  assert.equal((sqlite.prepare('select count(*) as n from t').get() as { n: number }).n, 50);
});

test('a unit that throws rolls back only its own writes and rejects only its caller', async (t) => {
  const { sqlite, gc } = open(t);
  const results = await Promise.allSettled([
    gc.run((s) => s.prepare('insert into t (v) values (?)').run('a')),
    gc.run((s) => {
      s.prepare('insert into t (v) values (?)').run('half-done');
      s.prepare('insert into t (v) values (?)').run('a'); // unique violation
    }),
    gc.run((s) => s.prepare('insert into t (v) values (?)').run('b')),
  ]);
  assert.deepEqual(results.map((r) => r.status), ['fulfilled', 'rejected', 'fulfilled']);
  assert.match(String((results[1] as PromiseRejectedResult).reason), /UNIQUE/);
  const values = (sqlite.prepare('select v from t order by v').all() as Array<{ v: string }>).map((r) => r.v);
  assert.deepEqual(values, ['a', 'b'], 'the failed unit left nothing behind');
});

test('Kysely transactions and group commits never interleave on the one connection', async (t) => {
  const { db, gc, sqlite } = open(t);
  const kdb = db as unknown as Kysely<{ t: { id: number; v: string } }>;
  const slow = kdb.transaction().execute(async (trx) => {
    await trx.insertInto('t').values({ v: 'kysely-1' } as never).execute();
    await new Promise((r) => setTimeout(r, 30));
    await trx.insertInto('t').values({ v: 'kysely-2' } as never).execute();
  });
  const grouped = gc.run((s) => s.prepare('insert into t (v) values (?)').run('grouped'));
  await Promise.all([slow, grouped]);
  assert.equal((sqlite.prepare('select count(*) as n from t').get() as { n: number }).n, 3);
});

test('flushes requested during a flush share the next one', async (t) => {
  const { wal, gc } = open(t);
  await gc.run((s) => s.prepare('insert into t (v) values (?)').run('x'));
  const before = wal.rounds;
  await Promise.all(Array.from({ length: 20 }, () => wal.durable()));
  // The first call starts a flush at once; the nineteen that follow may be later than its start, so they share
  // one more (never one each).
  assert.equal(wal.rounds - before, 2, 'twenty callers, two fdatasync rounds');
});
