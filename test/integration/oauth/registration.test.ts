import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { discoverAuthorizationServerMetadata, registerClient } from '@modelcontextprotocol/sdk/client/auth.js';
import { TooManyRequestsError } from '@modelcontextprotocol/sdk/server/auth/errors.js';
import { type TestServer, startServer } from '../../helpers/server.js';

// RFC 7591 registration (oauth:register:*).
let server: TestServer;
before(async () => {
  server = await startServer({ env: { OAUTH_REGISTER_MAX: '40', OAUTH_REGISTER_WINDOW_S: '60' } });
});
after(async () => server.close());

const register = (body: unknown) =>
  server.fetch('/oauth/register', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

test('a public client registers with defaults (oauth:register:public)', async () => {
  const res = await register({ redirect_uris: ['http://127.0.0.1:33418/cb'], client_name: 'Claude' });
  assert.equal(res.status, 201);
  assert.equal(res.headers.get('cache-control'), 'no-store');
  const c = (await res.json()) as Record<string, unknown>;
  assert.match(c.client_id as string, /^cli_/);
  assert.deepEqual(c.redirect_uris, ['http://127.0.0.1:33418/cb']);
  assert.equal(c.token_endpoint_auth_method, 'none');
  assert.deepEqual(c.grant_types, ['authorization_code', 'refresh_token']);
  assert.equal(c.client_name, 'Claude');
});

test('redirect URIs: https, loopback http on any port, private-use schemes (oauth:register:redirect-rules)', async () => {
  const ok = ['https://app.example/cb', 'http://localhost:1234/x', 'http://[::1]:9/cb', 'com.example.app:/oauth', 'cursor://anysphere/cb'];
  for (const uri of ok) assert.equal((await register({ redirect_uris: [uri] })).status, 201, uri);
  const bad = ['http://app.example/cb', 'javascript:alert(1)', 'https://app.example/cb#frag', 'not a url', 'data:text/html,x', 'https://user:pw@app.example/'];
  for (const uri of bad) {
    const res = await register({ redirect_uris: [uri] });
    assert.equal(res.status, 400, uri);
    assert.equal(((await res.json()) as { error: string }).error, 'invalid_redirect_uri', uri);
  }
  const none = await register({ client_name: 'x' });
  assert.equal(((await none.json()) as { error: string }).error, 'invalid_redirect_uri');
});

test('a client asking for a secret is registered public, and the answer says so (RFC 7591 §3.2.1) (oauth:register:public)', async () => {
  // The MCP SDK's example clients ask for client_secret_post; refusing them ended their sign-in at registration.
  for (const method of ['client_secret_post', 'client_secret_basic', 'private_key_jwt']) {
    const res = await register({ redirect_uris: ['http://localhost:8090/callback'], client_name: 'SDK example', token_endpoint_auth_method: method });
    assert.equal(res.status, 201, method);
    const c = (await res.json()) as Record<string, unknown>;
    assert.equal(c.token_endpoint_auth_method, 'none', method);
    assert.equal(c.client_secret, undefined, `${method}: no secret is issued`);
  }
  const scoped = await register({ redirect_uris: ['http://localhost:8090/callback'], scope: 'mcp:tools' });
  assert.equal(scoped.status, 201, 'another scope is replaced');
  assert.equal(((await scoped.json()) as { scope: string }).scope, 'mcp:read');
});

test('an unknown authentication method and unknown grants are invalid_client_metadata (oauth:register:metadata)', async () => {
  for (const extra of [{ token_endpoint_auth_method: 'magic_word' }, { token_endpoint_auth_method: 42 }, { grant_types: ['client_credentials'] }, { grant_types: ['refresh_token'] }, { client_name: 42 }, { scope: 42 }, { client_name: 'Good\u202egnp.evil' }, { client_name: 'Bell\u0007' }, { client_name: 'Zero\u200bwidth' }, { client_name: '\u3164' }]) {
    const res = await register({ redirect_uris: ['https://app.example/cb'], ...extra });
    assert.equal(res.status, 400);
    assert.equal(((await res.json()) as { error: string }).error, 'invalid_client_metadata', JSON.stringify(extra));
  }
  const notJson = await server.fetch('/oauth/register', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' });
  assert.equal(notJson.status, 400);
  assert.equal(((await notJson.json()) as { error: string }).error, 'invalid_client_metadata');
});

test('metadata sent form-encoded is invalid_client_metadata that asks for JSON, not a complaint about one field (oauth:register:metadata)', async () => {
  // RFC 7591 §3.1: the request is a JSON document. A form body was read as metadata of strings and answered
  // invalid_redirect_uri "must be a non-empty array", which sends a client looking in the wrong place.
  const res = await server.fetch('/oauth/register', { method: 'POST', body: new URLSearchParams({ redirect_uris: 'https://app.example/cb' }) });
  assert.equal(res.status, 400);
  const body = (await res.json()) as { error: string; error_description: string };
  assert.equal(body.error, 'invalid_client_metadata');
  assert.match(body.error_description, /application\/json/);
  // A type the platform's parsers refuse outright gets the same answer, not their generic text.
  for (const type of ['text/plain', 'application/xml']) {
    const other = await server.fetch('/oauth/register', { method: 'POST', body: 'redirect_uris=https://app.example/cb', headers: { 'content-type': type } });
    assert.equal(other.status, 400, type);
    const answer = (await other.json()) as { error: string; error_description: string };
    assert.equal(answer.error, 'invalid_client_metadata', type);
    assert.match(answer.error_description, /send the client metadata as application\/json/, type);
  }
});

test('registration is rate limited per IP with 429 and Retry-After (oauth:register:rate-limit)', async () => {
  let last: Response | undefined;
  for (let i = 0; i < 60; i++) {
    last = await register({ redirect_uris: ['https://app.example/cb'] });
    if (last.status === 429) break;
  }
  assert.equal(last?.status, 429);
  assert.ok(Number(last?.headers.get('retry-after')) >= 1);
  assert.match(last?.headers.get('access-control-expose-headers') ?? '', /Retry-After/i, 'a browser client may read it');
  // Not slow_down (the device flow's polling signal, RFC 8628): the code the MCP SDK's client knows as a rate limit.
  assert.equal(((await last!.json()) as { error: string }).error, 'too_many_requests');
  const metadata = await discoverAuthorizationServerMetadata(server.url);
  const refused = await registerClient(server.url, { metadata, clientMetadata: { redirect_uris: ['https://app.example/cb'] } }).catch((err: unknown) => err);
  assert.ok(refused instanceof TooManyRequestsError, String(refused));
  assert.match(refused.message, /too many registrations from this address; retry in \d+ s/);
});
