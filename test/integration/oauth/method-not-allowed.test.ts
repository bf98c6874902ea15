import assert from 'node:assert/strict';
import { test } from 'node:test';
import { serverWithClient } from './oauth-driver.js';

// The OAuth endpoints a client calls answer every failure in RFC 6749 section 5.2's shape, a wrong method too: the
// generic 405 was a problem document with neither CORS nor no-store, which a browser client could not even read.
const shared = serverWithClient();

test('another method at the token, revocation and registration endpoints: 405 with Allow, an OAuth error body, CORS and no-store (oauth:token:form-only)', async () => {
  for (const path of ['/oauth/token', '/oauth/revoke', '/oauth/register']) {
    for (const method of ['GET', 'PUT', 'PATCH', 'DELETE']) {
      const res = await shared.server.fetch(path, { method, headers: { origin: 'https://app.example' } });
      const what = `${method} ${path}`;
      assert.equal(res.status, 405, what);
      assert.equal(res.headers.get('allow'), 'OPTIONS, POST', what);
      assert.equal(res.headers.get('access-control-allow-origin'), '*', what);
      assert.equal(res.headers.get('cache-control'), 'no-store', what);
      assert.match(res.headers.get('content-type') ?? '', /^application\/json/, what);
      const body = (await res.json()) as { error: string; error_description: string };
      assert.equal(body.error, 'invalid_request', what);
      assert.match(body.error_description, /use POST/, what);
    }
  }
});
