import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { createLumen } from '../../../src/main.js';
import { loadConfig } from '../../../src/platform/config/load-config.js';
import { createLogger } from '../../../src/platform/log/logger.js';
import { identityWithProbes } from '../../helpers/identity.js';
import { freePort } from '../../helpers/services.js';

// Contract, logging: keys and tokens are never logged; security-relevant moments are named events (api_key.revoked).
test('identity:log:no-secrets — keys and tokens never reach the log, at trace level; revocation is a named event', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'lumen-log-'));
  const port = await freePort();
  const lines: string[] = [];
  const config = loadConfig({ NODE_ENV: 'test', PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, DATABASE_URL: join(dir, 'l.sqlite'), LOG_LEVEL: 'trace' });
  const lumen = await createLumen({ config, log: createLogger('trace', { write: (s: string) => void lines.push(s) }), modules: identityWithProbes() });
  await lumen.listen();
  const url = config.server.publicUrl;
  try {
    const identity = lumen.modules.find((m) => m.name === 'identity') as unknown as { devIdp: { token(s: string): Promise<string> } };
    const token = await identity.devIdp.token('alice');
    const auth = { authorization: `Bearer ${token}` };
    const created = (await (await fetch(`${url}/portal/keys`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: '{"name":"k"}' })).json()) as { id: string; key: string };
    assert.equal((await fetch(`${url}/v1/readprobe/whoami`, { headers: { 'x-api-key': created.key } })).status, 200);
    assert.equal((await fetch(`${url}/portal/keys/${created.id}`, { method: 'DELETE', headers: auth })).status, 204);
    assert.equal((await fetch(`${url}/v1/readprobe/whoami`, { headers: { 'x-api-key': created.key } })).status, 401);
    assert.equal((await fetch(`${url}/portal/me`, { headers: { authorization: `Bearer ${token}x` } })).status, 401);
  } finally {
    await lumen.close();
    rmSync(dir, { recursive: true, force: true });
  }
  const log = lines.join('');
  assert.ok(lines.length > 5, 'the log was captured');
  for (const secret of secretsIn(lines)) assert.fail(`secret in log: ${secret.slice(0, 12)}…`);
  assert.match(log, /"event":"api_key.revoked"/);
});

/** Anything in the log that looks like a Lumen key or a JWT. */
function secretsIn(lines: string[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    for (const m of line.matchAll(/lum_(live|tnt)_[0-9A-Za-z]{20,}|eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}/g)) out.push(m[0]);
  }
  return out;
}
