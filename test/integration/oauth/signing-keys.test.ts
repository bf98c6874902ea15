import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { decodeProtectedHeader } from 'jose';
import { startServer } from '../../helpers/server.js';
import { needPostgres } from '../../helpers/services.js';
import { connect, mcp, token } from './oauth-driver.js';

// Signing keys: generated on first start, persisted, rotated by the CLI (oauth:keys:*).
function lumen(args: string[], env: Record<string, string>) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/run.ts', ...args], {
    env: { ...process.env, ...env, NODE_ENV: 'test' },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

async function jwksKids(url: string): Promise<string[]> {
  const { keys } = (await (await fetch(`${url}/.well-known/jwks.json`)).json()) as { keys: Array<{ kid: string }> };
  return keys.map((k) => k.kid);
}

test('the key survives a restart; `lumen signing-keys rotate` keeps the old key published (oauth:keys:rotate)', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'lumen-keys-'));
  try {
    let server = await startServer({ dir });
    const before = await jwksKids(server.url);
    assert.equal(before.length, 1);
    const c = await connect(server);
    assert.equal(decodeProtectedHeader(c.access).kid, before[0]);
    const env = server.env;
    await server.close();

    const rotated = lumen(['signing-keys', 'rotate', '--json'], env);
    assert.equal(rotated.status, 0, rotated.stderr);
    const out = JSON.parse(rotated.stdout) as { kid: string; retired: string[] };
    assert.deepEqual(out.retired, before);
    assert.notEqual(out.kid, before[0]);

    server = await startServer({ dir, env: { PORT: env.PORT!, PUBLIC_URL: env.PUBLIC_URL! } });
    try {
      // The first request after a restart on the same port may meet a pooled socket of the old server.
      await fetch(`${server.url}/healthz`).catch(() => undefined);
      assert.deepEqual((await jwksKids(server.url)).sort(), [before[0]!, out.kid].sort());
      // A token signed by the old key still works until it expires; new tokens are signed by the new key.
      assert.equal((await mcp(server, c.access, 'tools/list')).status, 200);
      const t = await token(server, { grant_type: 'refresh_token', refresh_token: c.refresh, client_id: c.clientId });
      assert.equal(t.status, 200);
      assert.equal(decodeProtectedHeader(t.body.access_token as string).kid, out.kid);
    } finally {
      await server.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the whole flow on PostgreSQL: code, refresh rotation, reuse, MCP (oauth:storage:postgres, oauth:refresh:reuse-revokes-chain)', async (t) => {
  if (!(await needPostgres(t))) return;
  const server = await startServer({ database: 'postgres' });
  try {
    const c = await connect(server);
    assert.equal((await mcp(server, c.access, 'tools/list')).status, 200);
    const r1 = await token(server, { grant_type: 'refresh_token', refresh_token: c.refresh, client_id: c.clientId });
    assert.equal(r1.status, 200);
    const reuse = await token(server, { grant_type: 'refresh_token', refresh_token: c.refresh, client_id: c.clientId });
    assert.equal(reuse.body.error, 'invalid_grant');
    const newest = await token(server, { grant_type: 'refresh_token', refresh_token: r1.body.refresh_token as string, client_id: c.clientId });
    assert.equal(newest.body.error, 'invalid_grant');
  } finally {
    await server.close();
  }
});
