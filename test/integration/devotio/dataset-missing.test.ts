import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createApiKey } from '../../helpers/identity.js';
import { type TestServer, startServer } from '../../helpers/server.js';

let server: TestServer;
let key: string;
before(async () => {
  server = await startServer();
  key = await createApiKey(server, 'no-data');
});
after(async () => server.close());

test('without an imported dataset, data endpoints answer 503 dataset_missing saying how to import (devotio:dataset:missing-503)', async () => {
  const res = await server.fetch('/v1/devotio/saints', { headers: { 'x-api-key': key } });
  assert.equal(res.status, 503);
  const body = (await res.json()) as { code: string; detail: string };
  assert.equal(body.code, 'dataset_missing');
  assert.match(body.detail, /lumen data import/);
  const rosary = await server.fetch('/v1/devotio/rosary?date=2026-06-18', { headers: { 'x-api-key': key } });
  assert.equal(rosary.status, 200, 'the Rosary needs no dataset');
});

test('/readyz says which dataset is missing', async () => {
  const res = await server.fetch('/readyz');
  assert.equal(res.status, 503);
  const body = (await res.json()) as { detail: string };
  assert.match(body.detail, /dataset:devotio \(not imported; run `lumen data import --only devotio`\)/);
});
