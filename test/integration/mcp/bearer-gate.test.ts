import assert from 'node:assert/strict';
import { createSecretKey } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { type CryptoKey, SignJWT, generateKeyPair, importJWK } from 'jose';
import type { Kysely } from 'kysely';
import type { OAuthTables } from '../../../src/oauth/index.js';
import { type TestServer, startServer } from '../../helpers/server.js';
import { connect, mcp } from '../oauth/oauth-driver.js';
import { mcpTestModules } from './mcp-modules.js';

// The token checks at /mcp (requirement ids mcp:gate:* in docs/conformance.md).
let server: TestServer;
let signingKey: CryptoKey;
let kid: string;
let valid: string;

before(async () => {
  // The CORS tests below call as a browser page of another origin would: one the operator allows (mcp:origin).
  server = await startServer({ modules: mcpTestModules, env: { MCP_ALLOWED_ORIGINS: 'https://client.example' } });
  const db = server.lumen.platform.storage.db as unknown as Kysely<OAuthTables>;
  const row = await db.selectFrom('oauth_signing_key').selectAll().where('retired_at', 'is', null).executeTakeFirstOrThrow();
  kid = row.kid;
  signingKey = (await importJWK(JSON.parse(row.private_jwk), 'RS256')) as CryptoKey;
  valid = (await connect(server)).access;
});
after(async () => server.close());

function forge(overrides: { header?: Record<string, unknown>; claims?: Record<string, unknown>; exp?: number } = {}) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ client_id: 'cli_x', scope: 'mcp:read', ...overrides.claims })
    .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid, ...overrides.header } as { alg: string })
    .setIssuer(server.url)
    .setAudience(`${server.url}/mcp`)
    .setSubject('usr_test')
    .setIssuedAt(now)
    .setExpirationTime(overrides.exp ?? now + 600);
}

async function expect401(token: string | undefined, error: string | undefined) {
  const res = await mcp(server, token, 'tools/list');
  assert.equal(res.status, 401);
  const header = res.headers.get('www-authenticate') ?? '';
  assert.match(header, new RegExp(`^Bearer resource_metadata="${server.url}/\\.well-known/oauth-protected-resource", scope="mcp:read"`));
  if (error) assert.match(header, new RegExp(`error="${error}"`));
  else assert.doesNotMatch(header, /error=/);
  assert.equal(res.headers.get('access-control-expose-headers')?.includes('WWW-Authenticate'), true);
  // The body says what the challenge says: no error code when no token was sent (RFC 6750 section 3).
  const body = (await res.json()) as { error?: string; error_description: string };
  assert.equal(body.error, error);
  assert.ok(body.error_description.length > 0);
}

describe('the bearer gate (mcp:gate:*)', () => {
  test('a valid token passes', async () => {
    const res = await mcp(server, valid, 'tools/list');
    assert.equal(res.status, 200);
    const forged = await forge().sign(signingKey);
    assert.equal((await mcp(server, forged, 'tools/list')).status, 200);
  });

  test('no token: 401 with resource_metadata and scope, no error (mcp:gate:challenge)', async () => {
    await expect401(undefined, undefined);
  });

  test('garbage and malformed headers: 401', async () => {
    await expect401('not-a-jwt', 'invalid_token');
    const res = await server.fetch('/mcp', { method: 'POST', headers: { authorization: 'Basic abc', 'content-type': 'application/json' }, body: '{}' });
    assert.equal(res.status, 401);
  });

  test('a Bearer header outside RFC 6750 section 2.1 grammar is 400 invalid_request, with the challenge (mcp:gate:malformed)', async () => {
    // RFC 6750 section 3.1: invalid_request is a malformed request, answered 400; no token was checked, so it is not a
    // 401 (which sends a client to sign in again for a header it must fix).
    for (const authorization of ['Bearer', 'Bearer ', `Bearer ${valid} ${valid}`, 'Bearer ab=c', 'Bearer a,b', `Bearer\t${valid}`]) {
      const res = await server.fetch('/mcp', { method: 'POST', headers: { authorization, 'content-type': 'application/json', origin: 'https://client.example' }, body: '{}' });
      assert.equal(res.status, 400, JSON.stringify(authorization));
      assert.match(res.headers.get('www-authenticate') ?? '', /^Bearer resource_metadata="[^"]+", scope="mcp:read", error="invalid_request"/, authorization);
      assert.equal(res.headers.get('access-control-expose-headers')?.includes('WWW-Authenticate'), true);
      assert.equal(((await res.json()) as { error: string }).error, 'invalid_request');
    }
    // Well formed: 1*SP between the scheme and the token, the scheme in any case; a bad token is still 401 invalid_token.
    for (const authorization of [`Bearer  ${valid}`, `bearer ${valid}`, `BEARER ${valid}`]) {
      const res = await server.fetch('/mcp', { method: 'POST', headers: { authorization, 'content-type': 'application/json', accept: 'application/json, text/event-stream' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }) });
      assert.equal(res.status, 200, authorization);
      await res.arrayBuffer();
    }
    await expect401('abc.def.ghi', 'invalid_token');
  });

  test('a token in the query string is refused, 400 invalid_request, with or without the header (mcp:gate:query-token)', async () => {
    // MCP authorization, "Token Requirements": access tokens must not be in the URI query string; RFC 6750 section 3.1:
    // more than one method is invalid_request too.
    for (const [query, header] of [[`access_token=${valid}`, valid], [`access_token=${valid}`, undefined], ['x=1&access_token=', valid]] as const) {
      const res = await server.fetch(`/mcp?${query}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...(header ? { authorization: `Bearer ${header}` } : {}) },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
      });
      assert.equal(res.status, 400, query);
      assert.match(res.headers.get('www-authenticate') ?? '', /error="invalid_request"/);
      const body = (await res.json()) as { error: string; error_description: string };
      assert.equal(body.error, 'invalid_request');
      assert.match(body.error_description, /query string/);
    }
    // Another query parameter is not a token: the header alone decides.
    const other = await server.fetch('/mcp?x=1', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', authorization: `Bearer ${valid}` },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    assert.equal(other.status, 200);
    await other.arrayBuffer();
  });

  test('another authentication scheme is no token: 401 with the challenge and no error code (RFC 6750 section 3) (mcp:gate:challenge)', async () => {
    for (const authorization of ['Basic YTpi', 'DPoP abc', 'Token abc']) {
      const res = await server.fetch('/mcp', { method: 'POST', headers: { authorization, 'content-type': 'application/json' }, body: '{}' });
      assert.equal(res.status, 401, authorization);
      const header = res.headers.get('www-authenticate') ?? '';
      assert.match(header, /^Bearer resource_metadata="/, authorization);
      assert.doesNotMatch(header, /error=/, authorization);
    }
  });

  test('expired token: 401 invalid_token, never 403 (mcp:gate:expired)', async () => {
    const now = Math.floor(Date.now() / 1000);
    await expect401(await forge({ exp: now - 120 }).setIssuedAt(now - 4000).sign(signingKey), 'invalid_token');
  });

  test('wrong audience, including a path that only shares a prefix (mcp:gate:audience)', async () => {
    for (const aud of [`${server.url}/mcpx`, `${server.url}/`, `${server.url}`, 'https://elsewhere.example/mcp']) {
      await expect401(await forge().setAudience(aud).sign(signingKey), 'invalid_token');
    }
    assert.equal((await mcp(server, await forge().setAudience(`${server.url}/mcp/`).sign(signingKey), 'tools/list')).status, 200);
  });

  test('wrong issuer (mcp:gate:issuer)', async () => {
    await expect401(await forge().setIssuer('https://evil.example').sign(signingKey), 'invalid_token');
    await expect401(await forge().setIssuer(`${server.url}/`).sign(signingKey), 'invalid_token');
  });

  test('unknown kid (mcp:gate:kid)', async () => {
    const other = await generateKeyPair('RS256');
    await expect401(await forge({ header: { kid: 'unknown-kid' } }).sign(other.privateKey), 'invalid_token');
    // Right kid, wrong key: the signature fails.
    await expect401(await forge().sign(other.privateKey), 'invalid_token');
  });

  test('alg none (mcp:gate:alg-none)', async () => {
    const enc = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    const claims = { iss: server.url, aud: `${server.url}/mcp`, sub: 'usr_x', scope: 'mcp:read', iat: now, exp: now + 600 };
    await expect401(`${enc({ alg: 'none', typ: 'at+jwt', kid })}.${enc(claims)}.`, 'invalid_token');
  });

  test('HS256 signed with the public key (mcp:gate:alg-confusion)', async () => {
    const jwks = (await (await server.fetch('/.well-known/jwks.json')).json()) as { keys: Array<Record<string, string>> };
    const pub = jwks.keys.find((k) => k.kid === kid)!;
    for (const secret of [JSON.stringify(pub), pub.n!]) {
      const token = await forge({ header: { alg: 'HS256' } }).sign(createSecretKey(Buffer.from(secret)));
      await expect401(token, 'invalid_token');
    }
  });

  test('wrong typ: an ID token or plain JWT is not an access token (mcp:gate:typ)', async () => {
    await expect401(await forge({ header: { typ: 'JWT' } }).sign(signingKey), 'invalid_token');
  });

  test('missing scope: 403 insufficient_scope (mcp:gate:scope)', async () => {
    const res = await mcp(server, await forge({ claims: { scope: 'profile' } }).sign(signingKey), 'tools/list');
    assert.equal(res.status, 403);
    assert.match(res.headers.get('www-authenticate') ?? '', /error="insufficient_scope"/);
  });

  test('OPTIONS /mcp needs no token and allows MCP-Protocol-Version (mcp:cors)', async () => {
    const res = await server.fetch('/mcp', {
      method: 'OPTIONS',
      headers: { origin: 'https://client.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, mcp-protocol-version' },
    });
    assert.equal(res.status, 204);
    assert.equal(res.headers.get('access-control-allow-origin'), '*');
    assert.match(res.headers.get('access-control-allow-headers') ?? '', /MCP-Protocol-Version/);
    assert.match(res.headers.get('access-control-allow-headers') ?? '', /Authorization/);
  });

  test('the discovery documents\' preflight allows MCP-Protocol-Version, which the SDK sends on every discovery request (mcp:cors)', async () => {
    for (const path of ['/.well-known/oauth-protected-resource/mcp', '/.well-known/oauth-protected-resource', '/.well-known/oauth-authorization-server']) {
      const res = await server.fetch(path, {
        method: 'OPTIONS',
        headers: { origin: 'https://client.example', 'access-control-request-method': 'GET', 'access-control-request-headers': 'mcp-protocol-version' },
      });
      assert.equal(res.status, 204, path);
      assert.equal(res.headers.get('access-control-allow-origin'), '*', path);
      assert.match(res.headers.get('access-control-allow-headers') ?? '', /MCP-Protocol-Version/, path);
    }
  });

  test('GET and DELETE /mcp are 405 readable across origins, so the SDK in a browser takes them as "no stream" (mcp:cors)', async () => {
    // The SDK client opens a GET stream after initialize and tolerates 405; in a browser its fetch failed instead
    // ("Failed to fetch": the preflight allowed POST only and the 405 had no CORS headers), reported on every connect.
    const preflight = await server.fetch('/mcp', {
      method: 'OPTIONS',
      headers: { origin: 'https://client.example', 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization, mcp-protocol-version' },
    });
    assert.equal(preflight.status, 204);
    assert.deepEqual((preflight.headers.get('access-control-allow-methods') ?? '').split(', ').sort(), ['DELETE', 'GET', 'OPTIONS', 'POST']);
    // Allowed across origins so that their 405 can be read, but not advertised: the OPTIONS answer's Allow says what
    // the 405 says (before, it listed DELETE, GET and HEAD, which all answer 405 with Allow: OPTIONS, POST).
    assert.deepEqual((preflight.headers.get('allow') ?? '').split(', ').sort(), ['OPTIONS', 'POST']);
    for (const method of ['GET', 'DELETE']) {
      for (const token of [valid, undefined]) {
        const res = await server.fetch('/mcp', {
          method,
          headers: { origin: 'https://client.example', accept: 'text/event-stream', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        });
        assert.equal(res.status, 405, method);
        assert.equal(res.headers.get('access-control-allow-origin'), '*', method);
        assert.equal(res.headers.get('allow'), 'OPTIONS, POST');
        const body = (await res.json()) as { jsonrpc: string; id: null; error: { code: number; message: string } };
        assert.equal(body.id, null);
        assert.equal(body.error.code, -32000);
        assert.match(body.error.message, /^Method Not Allowed: this server is stateless/);
      }
    }
  });

  test('GET /mcp is 405 (stateless server: no SSE stream)', async () => {
    const res = await server.fetch('/mcp', { headers: { authorization: `Bearer ${valid}` } });
    assert.equal(res.status, 405);
    // Refused before any body is read: a DELETE or PUT with a JSON type and no body is a 405 too, not a 400.
    for (const method of ['DELETE', 'PUT']) {
      const other = await server.fetch('/mcp', { method, headers: { authorization: `Bearer ${valid}`, 'content-type': 'application/json' } });
      assert.equal(other.status, 405, method);
      assert.equal(other.headers.get('allow'), 'OPTIONS, POST');
    }
  });
});

test('the token is checked before the body: an unauthenticated bad body gets 401, not 400/415 (mcp:gate:before-body)', async () => {
  for (const [body, type] of [
    ['{not json', 'application/json'],
    ['hello', 'text/plain'],
    ['', 'application/json'],
  ] as const) {
    const res = await server.fetch('/mcp', { method: 'POST', body, headers: { 'content-type': type, origin: 'https://client.example' } });
    assert.equal(res.status, 401, `${type} ${JSON.stringify(body)}`);
    assert.match(res.headers.get('www-authenticate') ?? '', /^Bearer resource_metadata="/);
    assert.equal(res.headers.get('access-control-expose-headers')?.includes('WWW-Authenticate'), true);
    await res.arrayBuffer();
  }
});
