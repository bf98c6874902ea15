import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { type TestServer, startServer } from '../../helpers/server.js';

// Discovery documents (oauth:discovery:*): exact issuer and resource, CORS for browser clients.
let server: TestServer;
before(async () => {
  // A browser client of this origin may call /mcp too (its Origin check, mcp:origin); the OAuth endpoints take any.
  server = await startServer({ env: { MCP_ALLOWED_ORIGINS: 'https://app.example' } });
});
after(async () => server.close());

test('authorization server metadata: issuer is exactly PUBLIC_URL, endpoints and capabilities (oauth:discovery:as)', async () => {
  const res = await server.fetch('/.well-known/oauth-authorization-server', { headers: { origin: 'https://app.example' } });
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('access-control-allow-origin'), '*');
  const m = (await res.json()) as Record<string, unknown>;
  assert.equal(m.issuer, server.url);
  assert.equal(m.authorization_endpoint, `${server.url}/oauth/authorize`);
  assert.equal(m.token_endpoint, `${server.url}/oauth/token`);
  assert.equal(m.registration_endpoint, `${server.url}/oauth/register`);
  assert.equal(m.revocation_endpoint, `${server.url}/oauth/revoke`);
  assert.equal(m.jwks_uri, `${server.url}/.well-known/jwks.json`);
  assert.deepEqual(m.scopes_supported, ['mcp:read']);
  assert.deepEqual(m.response_types_supported, ['code']);
  assert.deepEqual(m.grant_types_supported, ['authorization_code', 'refresh_token']);
  assert.deepEqual(m.code_challenge_methods_supported, ['S256']);
  assert.deepEqual(m.token_endpoint_auth_methods_supported, ['none']);
  assert.ok(Array.isArray(m.revocation_endpoint_auth_methods_supported));
  assert.equal(m.authorization_response_iss_parameter_supported, true);
  assert.equal(m.client_id_metadata_document_supported, true);
});

test('protected resource metadata at the root and at /mcp: resource byte-identical to the MCP URL (oauth:discovery:prm)', async () => {
  for (const path of ['/.well-known/oauth-protected-resource', '/.well-known/oauth-protected-resource/mcp']) {
    const res = await server.fetch(path);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('access-control-allow-origin'), '*');
    const text = await res.text();
    assert.ok(text.includes(`"resource":"${server.url}/mcp"`), text);
    const m = JSON.parse(text) as { resource: string; authorization_servers: string[]; scopes_supported: string[] };
    assert.equal(m.resource, `${server.url}/mcp`);
    assert.deepEqual(m.authorization_servers, [server.url]);
    assert.deepEqual(m.scopes_supported, ['mcp:read']);
  }
});

test('protected resource metadata claims no response signing: /mcp answers plain JSON (RFC 9728 section 2) (oauth:discovery:prm)', async () => {
  const m = (await (await server.fetch('/.well-known/oauth-protected-resource/mcp')).json()) as Record<string, unknown>;
  // resource_signing_alg_values_supported lists the algorithms the resource signs its *responses* with; a client that
  // trusts it would expect signed answers that never come.
  assert.equal(m.resource_signing_alg_values_supported, undefined);
  assert.deepEqual(m.bearer_methods_supported, ['header']);
});

test('JWKS publishes the RS256 signing key with a kid and no private parts (oauth:keys:jwks)', async () => {
  const res = await server.fetch('/.well-known/jwks.json');
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('access-control-allow-origin'), '*');
  const { keys } = (await res.json()) as { keys: Array<Record<string, string>> };
  assert.equal(keys.length, 1);
  assert.equal(keys[0]!.kty, 'RSA');
  assert.equal(keys[0]!.alg, 'RS256');
  assert.ok(keys[0]!.kid);
  for (const secret of ['d', 'p', 'q', 'dp', 'dq', 'qi']) assert.equal(keys[0]![secret], undefined);
});

test('CORS preflight on the token and registration endpoints (oauth:cors)', async () => {
  for (const path of ['/oauth/token', '/oauth/register', '/.well-known/oauth-authorization-server', '/mcp']) {
    const res = await server.fetch(path, {
      method: 'OPTIONS',
      headers: { origin: 'https://app.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    assert.equal(res.status, 204, path);
    assert.equal(res.headers.get('access-control-allow-origin'), '*');
    assert.match(res.headers.get('access-control-allow-methods') ?? '', /OPTIONS/);
    // `*` for every origin, never an echoed one: nothing varies by Origin (Fetch standard, CORS protocol and HTTP caches).
    assert.doesNotMatch(res.headers.get('vary') ?? '', /origin/i, path);
  }
  // The OAuth endpoints and discovery documents answer any origin; /mcp only those it allows.
  for (const path of ['/oauth/token', '/oauth/register', '/.well-known/oauth-authorization-server']) {
    const res = await server.fetch(path, { method: 'OPTIONS', headers: { origin: 'https://other.example', 'access-control-request-method': 'POST' } });
    assert.equal(res.status, 204, path);
  }
  const mcp = await server.fetch('/mcp', { method: 'OPTIONS', headers: { origin: 'https://other.example', 'access-control-request-method': 'POST' } });
  assert.equal(mcp.status, 403);
  await mcp.arrayBuffer();
  for (const path of ['/.well-known/oauth-authorization-server', '/.well-known/oauth-protected-resource', '/.well-known/jwks.json']) {
    const res = await server.fetch(path, { headers: { origin: 'https://app.example' } });
    assert.equal(res.headers.get('access-control-allow-origin'), '*', path);
    assert.doesNotMatch(res.headers.get('vary') ?? '', /origin/i, path);
  }
});

test('the OAuth endpoints are in the OpenAPI document', async () => {
  const doc = (await (await server.fetch('/openapi.json')).json()) as { paths: Record<string, unknown> };
  for (const path of ['/oauth/token', '/oauth/register', '/oauth/revoke', '/oauth/authorize', '/mcp', '/portal/connections']) {
    assert.ok(doc.paths[path], path);
  }
});
