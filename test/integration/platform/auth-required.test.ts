import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Module } from '../../../src/platform/module.js';
import { type TestServer, startServer } from '../../helpers/server.js';
import { probeEngine } from '../../helpers/test-engine.js';

let server: TestServer;
before(async () => {
  // No identity module: an API-key engine must refuse every call with a 401 problem.
  server = await startServer({
    modules: async (): Promise<Module[]> => [{ name: 'probe', engines: [probeEngine({ access: 'apiKey' })] }],
  });
});
after(async () => server.close());

test('401 problem when an engine needs a credential that is not given (platform:problems)', async () => {
  const res = await server.fetch('/v1/probe/items/abc');
  assert.equal(res.status, 401);
  assert.equal(res.headers.get('content-type'), 'application/problem+json; charset=utf-8');
  const body = (await res.json()) as { code: string; status: number };
  assert.equal(body.code, 'unauthorized');
  assert.equal(body.status, 401);
});
