import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { SqliteDatabase } from './sqlite-driver.js';
import { WalCheckpointer } from './wal-checkpointer.js';

function open(t: import('node:test').TestContext) {
  const dir = mkdtempSync(join(tmpdir(), 'lumen-ckpt-'));
  const file = join(dir, 'db.sqlite');
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.exec('create table t (id integer primary key, v text)');
  t.after(() => {
    if (sqlite.open) sqlite.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return { sqlite, file };
}

const insert = (sqlite: InstanceType<typeof SqliteDatabase>, n: number) => {
  const stmt = sqlite.prepare('insert into t (v) values (?)');
  for (let i = 0; i < n; i++) stmt.run('x'.repeat(900)); // one commit each: a WAL frame or more per row
};

test('the writer no longer checkpoints in its COMMITs; the worker copies the WAL into the database file', async (t) => {
  const { sqlite, file } = open(t);
  const checkpointer = new WalCheckpointer(file, sqlite, 60_000); // no timed pass during the test
  t.after(() => checkpointer.close());
  assert.equal(sqlite.pragma('wal_autocheckpoint', { simple: true }), 20_000);
  insert(sqlite, 1_500); // past SQLite's default of 1,000 frames, which would have checkpointed inside a COMMIT
  const dbBefore = statSync(file).size;
  assert.ok(dbBefore < 100_000, `the database file was not written by the writer (${dbBefore} bytes)`);
  const result = await checkpointer.checkpoint();
  assert.ok(result, 'the worker answered');
  assert.ok(result.log >= 1_500, `the WAL held every commit (${result.log} frames)`);
  assert.equal(result.checkpointed, result.log, 'every frame was copied');
  assert.ok(statSync(file).size > 1_000_000, 'the rows are in the database file now');
  // The next write restarts the WAL from its beginning: it does not keep growing.
  const walSize = statSync(`${file}-wal`).size;
  insert(sqlite, 100);
  assert.equal(statSync(`${file}-wal`).size, walSize);
  assert.equal((sqlite.prepare('select count(*) as n from t').get() as { n: number }).n, 1_600);
});

test('timed passes run without being asked, and close ends the worker so the process can exit', async (t) => {
  const { sqlite, file } = open(t);
  const checkpointer = new WalCheckpointer(file, sqlite, 20);
  insert(sqlite, 300);
  const until = Date.now() + 5_000;
  while (statSync(file).size < 200_000 && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
  assert.ok(statSync(file).size >= 200_000, 'a timed checkpoint copied the WAL');
  await checkpointer.close();
  assert.equal(await checkpointer.checkpoint(), null, 'no worker after close');
});

test('if the worker cannot open the database, the writer checkpoints itself again', async (t) => {
  const { sqlite } = open(t);
  const checkpointer = new WalCheckpointer(join(tmpdir(), 'no-such-dir-lumen', 'x', 'db.sqlite'), sqlite, 60_000);
  t.after(() => checkpointer.close());
  const until = Date.now() + 5_000;
  while (sqlite.pragma('wal_autocheckpoint', { simple: true }) !== 1_000 && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
  assert.equal(sqlite.pragma('wal_autocheckpoint', { simple: true }), 1_000);
  assert.equal(await checkpointer.checkpoint(), null);
});
