import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { lectionaryDataset } from '../../../src/refinery/lectionary/builder.js';
import { BUILTIN_MANIFEST } from '../../../src/refinery/manifest.js';
import { runImport } from '../../../src/refinery/run-import.js';
import { openSources } from '../../../src/refinery/source-reader.js';
import { veritasDataset } from '../../../src/refinery/veritas/builder.js';
import { createApiKey } from '../../helpers/identity.js';
import { type TestServer, startServer } from '../../helpers/server.js';
import { REDIS_URL, needPostgres, needRedis } from '../../helpers/services.js';
import { connect } from '../oauth/oauth-driver.js';
import { SHARED_DATA, manifestOf } from '../refinery/fixture-sources.js';
import { VERITAS_FIXTURES } from './veritas-server.js';

// The same datasets served by the default deployment (SQLite, in-memory limits) and by two instances on
// PostgreSQL + Redis: Veritas and the Mass readings answer the same bodies and ETags, the read budget and the
// MCP budget are one across the instances (also for answers repeated from the response and tool-result caches).
const SAMPLE = [
  '/v1/veritas/bible/passage?ref=John%203:16-18',
  '/v1/veritas/bible/passage?ref=1%20Kings%2017:1',
  '/v1/veritas/bible/passage?ref=John%2022:1',
  '/v1/veritas/bible/drb/John/3',
  '/v1/veritas/bible/drb/John/3/16',
  '/v1/veritas/summa/I/2/3',
  '/v1/veritas/summa/I/2',
  '/v1/veritas/summa/I/200/1',
  '/v1/veritas/catena/john/1/1',
  '/v1/veritas/catena/john/1?limit=2',
  '/v1/veritas/catena/genesis/1/1',
  '/v1/veritas/search?q=caelum',
  '/v1/veritas/search?q=god&sort=canonical&limit=3',
  '/v1/veritas/search?q=zzzzqq',
  '/v1/veritas/search?q=Jn%203:16',
  '/v1/veritas/resolve?ref=1%20Kings%2017:1',
  '/v1/veritas/resolve?ref=ST%20I%20q.2%20a.3%20ad%203',
  '/v1/ordo/days/2026-04-05/readings?translation=drb,vulgate',
  '/v1/ordo/days/2026-12-25/readings?translation=none',
];

/** A problem's type carries the public URL and its request id is its own; the rest must be the same. */
function comparable(body: string): unknown {
  const value = JSON.parse(body) as Record<string, unknown>;
  if (typeof value.request_id === 'string') value.request_id = '…';
  if (typeof value.type === 'string') value.type = value.type.replace(/^https?:\/\/[^/]+/, '');
  return value;
}

/** Where an instance listens (its public URL may be the deployment's, not its own). */
const at = (server: TestServer) => `http://127.0.0.1:${server.env.PORT}`;

async function answer(server: TestServer, key: string, path: string, init: RequestInit = {}) {
  const res = await fetch(`${at(server)}${path}`, { ...init, headers: { 'x-api-key': key, ...(init.headers as Record<string, string>) } });
  return { status: res.status, etag: res.headers.get('etag'), remaining: res.headers.get('x-ratelimit-remaining'), body: comparable(await res.text()) };
}

async function mcpClient(server: TestServer, access: string): Promise<Client> {
  const client = new Client({ name: 'parity', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${at(server)}/mcp`), { requestInit: { headers: { authorization: `Bearer ${access}` } } }));
  await client.listTools();
  return client;
}

test('Veritas and the readings answer alike on SQLite and on two PostgreSQL + Redis instances, which share the read and MCP budgets', async (t) => {
  if (!(await needPostgres(t)) || !(await needRedis(t))) return;
  if (!existsSync(join(SHARED_DATA, 'lectionary'))) {
    if (process.env.CI === 'true') throw new Error(`shared data not found at ${SHARED_DATA} (required in CI)`);
    return t.skip(`shared data not found at ${SHARED_DATA}`);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'lumen-parity-'));
  await runImport({ sources: openSources(VERITAS_FIXTURES), dataDir, builders: [veritasDataset], manifest: manifestOf(VERITAS_FIXTURES) });
  await runImport({ sources: openSources(SHARED_DATA), dataDir, builders: [lectionaryDataset], manifest: BUILTIN_MANIFEST });
  const limits = { RATE_LIMIT_READ_MAX: '60', RATE_LIMIT_READ_WINDOW_S: '60', MCP_RATE_LIMIT_MAX: '6', MCP_RATE_LIMIT_WINDOW_S: '60' };
  const lite = await startServer({ env: { LUMEN_DATA_DIR: dataDir, ...limits } });
  const a = await startServer({ database: 'postgres', env: { LUMEN_DATA_DIR: dataDir, REDIS_URL, ...limits } });
  // The second instance serves the same public URL (one deployment behind a balancer): tokens of one are good at the other.
  const b = await startServer({ database: 'postgres', pgSchema: a.env.DATABASE_SCHEMA, env: { LUMEN_DATA_DIR: dataDir, REDIS_URL, PUBLIC_URL: a.url, ...limits } });
  const clients: Client[] = [];
  try {
    const liteKey = await createApiKey(lite, 'alice');
    const pgKey = await createApiKey(a, 'alice');
    for (const path of SAMPLE) {
      const expected = await answer(lite, liteKey, path);
      assert.ok([200, 400, 404].includes(expected.status), `${path}: ${expected.status} ${JSON.stringify(expected.body)}`);
      for (const instance of [a, b]) {
        const got = await answer(instance, pgKey, path);
        assert.deepEqual({ ...got, remaining: null }, { ...expected, remaining: null }, `${path} on ${instance.url}`);
      }
    }
    const text = 'As it is written (Jn 3:16-18; Mt 5:3) and in ST I q.2 a.3, not in Hezekiah 4:4';
    for (const [body, type] of [[JSON.stringify({ text }), 'application/json'], [text, 'text/plain']] as const) {
      const init = { method: 'POST', body, headers: { 'content-type': type } };
      const expected = await answer(lite, liteKey, '/v1/veritas/resolve', init);
      assert.equal(expected.status, 200);
      assert.deepEqual({ ...(await answer(b, pgKey, '/v1/veritas/resolve', init)), remaining: null }, { ...expected, remaining: null });
    }

    // One read budget per key across the instances, also for a URL repeated from each one's response cache.
    const key = await createApiKey(a, 'bob');
    const seen: Array<[number, string | null]> = [];
    for (let i = 0; i < 62; i++) {
      const r = await answer(i % 2 ? b : a, key, '/v1/veritas/summa/I/2/3');
      seen.push([r.status, r.remaining]);
    }
    assert.deepEqual(seen.slice(0, 3), [[200, '59'], [200, '58'], [200, '57']]);
    assert.deepEqual(seen.slice(59), [[200, '0'], [429, '0'], [429, '0']]);

    // MCP: the tool's structured content is the REST body of the default deployment; one budget per user.
    const { access } = await connect(a, 'carol');
    clients.push(await mcpClient(a, access), await mcpClient(b, access));
    const rest = await answer(lite, liteKey, '/v1/veritas/bible/passage?ref=John%203:16');
    const outcomes: string[] = [];
    for (let i = 0; i < 8; i++) {
      const r = await clients[i % 2]!.callTool({ name: 'bible_passage', arguments: { ref: 'John 3:16' } });
      if (r.isError) outcomes.push(JSON.parse((r.content as Array<{ text: string }>)[0]!.text).code as string);
      else {
        assert.deepEqual(r.structuredContent, rest.body);
        outcomes.push('ok');
      }
    }
    assert.deepEqual(outcomes, ['ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'rate_limited', 'rate_limited']);
  } finally {
    for (const c of clients) await c.close();
    await b.close();
    await a.close();
    await lite.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
