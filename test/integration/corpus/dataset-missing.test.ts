import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createApiKey } from '../../helpers/identity.js';
import { type TestServer, startServer } from '../../helpers/server.js';

let server: TestServer;
let key: string;
before(async () => {
  server = await startServer();
  key = await createApiKey(server, 'no-corpus');
});
after(async () => server.close());

test('without the corpus dataset every data route answers 503 dataset_missing, saying how to import it', async () => {
  for (const path of ['/v1/corpus/sites?near=35.9,14.5', '/v1/corpus/sites/osm-w23352829', '/v1/corpus/dioceses', '/v1/corpus/dioceses/monaco_mc', '/v1/corpus/countries', '/v1/corpus/coverage']) {
    const res = await server.fetch(path, { headers: { 'x-api-key': key } });
    assert.equal(res.status, 503, path);
    const body = (await res.json()) as { code: string; detail: string };
    assert.equal(body.code, 'dataset_missing');
    assert.match(body.detail, /lumen data import corpus/);
  }
  const ready = (await (await server.fetch('/readyz')).json()) as { detail: string };
  assert.match(ready.detail, /dataset:corpus \(not imported/);
});
