import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { test } from 'node:test';
import { ConfigError, loadConfig } from '../../../src/platform/config/load-config.js';

test('defaults follow the contract', () => {
  const config = loadConfig({});
  assert.equal(config.server.port, 8080);
  assert.equal(config.server.host, '127.0.0.1');
  assert.equal(config.server.publicUrl, 'http://localhost:8080');
  assert.equal(config.storage.kind, 'sqlite');
  assert.equal(config.storage.sqlitePath, './var/lumen.sqlite');
  assert.equal(config.data.dir, './var/data');
  assert.equal(config.data.sources, '../shared/data');
  assert.deepEqual(config.rateLimit.read, { max: 200, windowS: 900 });
  assert.deepEqual(config.rateLimit.communio, { max: 50, windowS: 3600 });
  assert.equal(config.server.bodyLimit, 64 * 1024);
  assert.ok(Object.isFrozen(config) && Object.isFrozen(config.server), 'config is frozen');
});

test('postgres:// selects PostgreSQL; empty strings count as unset', () => {
  const config = loadConfig({ DATABASE_URL: 'postgres://u@h:5432/db', PORT: '', REDIS_URL: 'redis://127.0.0.1:6379' });
  assert.equal(config.storage.kind, 'postgres');
  assert.equal(config.server.port, 8080);
  assert.equal(config.redis.url, 'redis://127.0.0.1:6379');
});

test('every invalid variable is reported at once, naming it and what is expected (platform:config)', () => {
  assert.throws(
    () => loadConfig({ PORT: 'eighty', PUBLIC_URL: 'ftp://x', RATE_LIMIT_READ_MAX: '0', NODE_ENV: 'staging' }),
    (err: unknown) => {
      assert.ok(err instanceof ConfigError);
      const names = err.issues.map((i) => i.split(':')[0]).sort();
      assert.deepEqual(names, ['NODE_ENV', 'PORT', 'PUBLIC_URL', 'RATE_LIMIT_READ_MAX']);
      assert.match(err.issues.find((i) => i.startsWith('PORT'))!, /number.*\(got "eighty"\)/);
      return true;
    },
  );
});

test('secrets are not echoed in configuration errors', () => {
  assert.throws(
    () => loadConfig({ OIDC_ISSUER: 'not a url', OIDC_CLIENT_SECRET: '' }),
    (err: unknown) => err instanceof ConfigError && err.issues.length === 1,
  );
});

test('`lumen serve` with a bad variable stops with one clear line per variable and exit code 2', () => {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/run.ts', 'serve'], {
    env: { ...process.env, PORT: '70000', NODE_ENV: 'test' },
    encoding: 'utf8',
    timeout: 60_000,
  });
  assert.equal(result.status, 2);
  assert.match(result.stderr, /lumen: invalid configuration:\n\s+PORT: .*65535.*\(got "70000"\)/);
  assert.doesNotMatch(result.stderr, /at .*\.ts:\d+/, 'no stack trace');
});
