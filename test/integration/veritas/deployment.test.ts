import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createApiKey } from '../../helpers/identity.js';
import { startServer } from '../../helpers/server.js';
import { needPostgres } from '../../helpers/services.js';
import { json, startVeritas } from './veritas-server.js';

test('the read budget is shared across veritas: 429 with Retry-After once spent, another key untouched', async () => {
  const v = await startVeritas({ env: { RATE_LIMIT_READ_MAX: '3', RATE_LIMIT_READ_WINDOW_S: '60' } });
  try {
    for (const path of ['/v1/veritas/bible/drb/John/3', '/v1/veritas/resolve?ref=Jn%203:16', '/v1/veritas/search?q=god']) assert.equal((await v.get(path)).status, 200);
    const refused = await v.get('/v1/veritas/summa/I/2/3');
    assert.equal(refused.status, 429);
    assert.ok(Number(refused.headers.get('retry-after')) > 0);
    assert.equal(((await refused.json()) as { code: string }).code, 'rate_limited');
    const other = await createApiKey(v.server, 'someone-else');
    assert.equal((await v.server.fetch('/v1/veritas/summa/I/2/3', { headers: { 'x-api-key': other } })).status, 200);
  } finally {
    await v.close();
  }
});

test('without an imported dataset every veritas path answers 503 dataset_missing saying how to import', async () => {
  const server = await startServer();
  try {
    const key = await createApiKey(server, 'no-data');
    for (const path of ['/v1/veritas/bible/translations', '/v1/veritas/resolve?ref=Jn%203:16', '/v1/veritas/catena/john/1/1']) {
      const res = await server.fetch(path, { headers: { 'x-api-key': key } });
      assert.equal(res.status, 503, path);
      const body = (await res.json()) as { code: string; detail: string };
      assert.equal(body.code, 'dataset_missing');
      assert.match(body.detail, /lumen data import --only veritas/);
    }
    // The OpenAPI document says so for every veritas operation, and names the codes each one answers.
    const doc = (await (await server.fetch('/openapi.json')).json()) as { paths: Record<string, Record<string, { responses: Record<string, { description?: string }> }>> };
    const ops = Object.entries(doc.paths).filter(([p]) => p.startsWith('/v1/veritas/')).flatMap(([p, methods]) => Object.entries(methods).map(([m, op]) => [`${m} ${p}`, op] as const));
    assert.ok(ops.length >= 12, `${ops.length} veritas operations`);
    for (const [name, op] of ops) assert.ok(op.responses['503'], `${name} documents 503 dataset_missing`);
    const described = (path: string, status: string) => JSON.stringify(doc.paths[path]!.get!.responses[status]);
    assert.match(described('/v1/veritas/bible/{translation}/{book}/{chapter}/{verse}', '404'), /verse_not_found/);
    assert.match(described('/v1/veritas/catena/{gospel}/{chapter}/{verse}', '404'), /not_a_gospel/);
    assert.match(described('/v1/veritas/search', '400'), /invalid_cursor/);
  } finally {
    await server.close();
  }
});

test('on a PostgreSQL deployment: keys, limits and every kind of veritas answer', async (t) => {
  if (!(await needPostgres(t))) return;
  const v = await startVeritas({ database: 'postgres' });
  try {
    const passage = await json<{ verse_count: number }>(await v.get('/v1/veritas/bible/passage?ref=John%203:16-18'));
    assert.equal(passage.verse_count, 3);
    const article = await json<{ id: string }>(await v.get('/v1/veritas/summa/I/2/3'));
    assert.equal(article.id, 'I q.2 a.3');
    const found = await json<{ items: Array<{ osis?: string }> }>(await v.get('/v1/veritas/search?q=caelum'));
    assert.equal(found.items[0]!.osis, 'Gen.1.1');
    const res = await v.get('/v1/veritas/catena/john/1/1');
    assert.equal(res.status, 200);
    assert.ok(res.headers.get('x-ratelimit-remaining'));
    assert.equal((await v.server.fetch('/v1/veritas/catena/john/1/1')).status, 401);
  } finally {
    await v.close();
  }
});
