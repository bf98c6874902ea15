import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import { SqliteDatabase } from './sqlite-driver.js';

const require = createRequire(import.meta.url);
const major = Number(process.versions.node.split('.')[0]);

test('the driver is better-sqlite3 13 (Node-API) on Node 22+, and 12 on Node 20', () => {
  const expected = major >= 22 ? 'better-sqlite3-napi' : 'better-sqlite3';
  assert.equal(SqliteDatabase, require(expected));
  const version = (require(`${expected}/package.json`) as { version: string }).version;
  assert.equal(Number(version.split('.')[0]), major >= 22 ? 13 : 12);
});

test('regression: a process that drops thousands of prepared statements exits cleanly (Node 24 ObjectWrap abort) (platform:node24-sqlite)', () => {
  const script = `
    import { SqliteDatabase } from './src/platform/storage/sqlite-driver.ts';
    const db = new SqliteDatabase(':memory:');
    db.exec('create table t (x integer)');
    for (let i = 0; i < 5000; i++) db.prepare('select ? + x from t').all(i);
    globalThis.gc?.();
    await new Promise((r) => setTimeout(r, 50));
    process.stdout.write('done');
  `;
  const result = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', '--input-type=module', '-e', script], {
    encoding: 'utf8',
    timeout: 60_000,
  });
  assert.equal(result.stdout, 'done');
  assert.equal(result.status, 0, `exit ${result.status} signal ${result.signal}: ${result.stderr.slice(0, 500)}`);
});
