import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { knownRoutes } from '../../../src/platform/http/route-registry.js';
import { type TestServer, startServer } from '../../helpers/server.js';

// Issue 12: drift between the routes and the OpenAPI document happened (routes in no document). Every route
// Fastify knows is in /openapi.json, or declares why it is internal.
let server: TestServer;
before(async () => {
  server = await startServer();
});
after(async () => server.close());

test('platform:openapi:every-route-documented — every route is in the OpenAPI document or explicitly internal', async () => {
  const doc = (await (await server.fetch('/openapi.json')).json()) as { paths: Record<string, Record<string, unknown>> };
  const documented = new Set(
    Object.entries(doc.paths).flatMap(([path, item]) => Object.keys(item).map((m) => `${m.toUpperCase()} ${path.replace(/\{([^}]+)\}/g, ':$1')}`)),
  );
  const routes = knownRoutes(server.lumen.app);
  assert.ok(routes.length > 40, 'the registry saw the routes');
  const undocumented = routes.filter((r) => !r.internal && !documented.has(`${r.method} ${r.url}`)).map((r) => `${r.method} ${r.url}`);
  // Aliases (/v1/tempus/… for /v1/ordo/…) are REST endpoints too: documented like the rest.
  assert.deepEqual(undocumented, []);
});

test('platform:openapi:every-route-documented — an alias prefix is documented as its canonical twin, with an operationId of its own', async () => {
  const doc = (await (await server.fetch('/openapi.json')).json()) as { paths: Record<string, Record<string, Record<string, unknown>>> };
  const ordo = Object.keys(doc.paths).filter((p) => p === '/v1/ordo' || p.startsWith('/v1/ordo/'));
  assert.ok(ordo.length >= 8, ordo.join(' '));
  for (const path of ordo) {
    const twin = doc.paths[path.replace('/v1/ordo', '/v1/tempus')];
    assert.ok(twin?.get, `${path} has no /v1/tempus twin`);
    const { operationId, description, ...rest } = twin.get;
    const { operationId: canonicalId, description: _d, ...canonical } = doc.paths[path]!.get!;
    assert.equal(operationId, `${canonicalId}.alias`);
    assert.ok(String(description).startsWith(`Alias of \`GET ${path}\``), String(description));
    assert.deepEqual(rest, canonical);
  }
  const ids = Object.values(doc.paths).flatMap((item) => Object.values(item).map((op) => op.operationId)).filter((id) => id !== undefined);
  assert.equal(new Set(ids).size, ids.length, 'operationIds are unique');
});
