import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { SqliteDatabase } from './sqlite-driver.js';
import { WalSync, committedChanges } from './wal-sync.js';

test('durable() flushes only when rows changed since the last flush began (storage:wal-sync:changes)', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'lumen-wal-'));
  const file = join(dir, 'db.sqlite');
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.exec('create table t (v text)');
  const wal = new WalSync(file, committedChanges(sqlite));
  t.after(async () => {
    await wal.close();
    sqlite.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const insert = sqlite.prepare('insert into t (v) values (?)');

  insert.run('a');
  await wal.durable();
  assert.equal(wal.rounds, 1);
  // Nothing changed since that flush began: answered at once, no flush.
  await wal.durable();
  await wal.durable();
  assert.equal(wal.rounds, 1);
  // A commit after it needs a new one; calls with no change since that one began share it.
  insert.run('b');
  await Promise.all([wal.durable(), wal.durable(), wal.durable()]);
  assert.equal(wal.rounds, 2);
  await wal.durable();
  assert.equal(wal.rounds, 2);
  // A change made while a flush runs is not covered by it: the next call flushes again.
  insert.run('c');
  const running = wal.durable();
  insert.run('d');
  await running;
  const before = wal.rounds;
  await wal.durable();
  assert.equal(wal.rounds, before + 1);

  // A transaction open while a flush starts: its rows are counted before they are committed, so that flush must
  // not count as covering them. Once committed, the next call flushes again.
  await wal.durable();
  sqlite.exec('begin');
  insert.run('e');
  const during = wal.durable(); // starts a flush while the transaction is open
  sqlite.exec('commit');
  await during;
  const afterCommit = wal.rounds;
  await wal.durable();
  assert.equal(wal.rounds, afterCommit + 1, 'the commit after the flush began is flushed');
});
