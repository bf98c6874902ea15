import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Validator } from '@seriousme/openapi-schema-validator';
import { type TestServer, startServer } from '../../helpers/server.js';

let server: TestServer;
before(async () => {
  server = await startServer(); // every real module, as `npm start` composes them
});
after(async () => server.close());

test('GET /openapi.json is a valid OpenAPI 3.1 document of every module (platform:openapi)', async () => {
  const res = await server.fetch('/openapi.json');
  assert.equal(res.status, 200);
  const doc = (await res.json()) as { openapi: string; paths: Record<string, Record<string, { operationId?: string }>> };
  assert.equal(doc.openapi, '3.1.0');
  const validator = new Validator();
  const result = await validator.validate(doc as never);
  assert.equal(result.valid, true, JSON.stringify(result.errors, null, 2)?.slice(0, 2000));
  for (const path of ['/healthz', '/readyz', '/metrics']) assert.ok(doc.paths[path]?.get, `${path} documented`);
  const ids = Object.values(doc.paths).flatMap((item) => Object.values(item).map((op) => op.operationId).filter(Boolean));
  assert.equal(new Set(ids).size, ids.length, 'operation ids are unique');
  // OpenAPI 3.1 §4.8.12.1: every {name} in a path is a declared, required path parameter (stricter parsers refuse
  // the document otherwise, although the schema validator above does not check it).
  for (const [path, item] of Object.entries(doc.paths)) {
    const names = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
    for (const [method, op] of Object.entries(item as Record<string, { parameters?: Array<{ name: string; in: string; required?: boolean }> }>)) {
      for (const name of names) {
        const p = op.parameters?.find((x) => x.in === 'path' && x.name === name);
        assert.ok(p?.required === true, `${method.toUpperCase()} ${path} declares its path parameter ${name}`);
      }
    }
  }
});
