import assert from 'node:assert/strict';
import { request } from 'node:http';
import { after, before, describe, test } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { UnauthorizedError, auth } from '@modelcontextprotocol/sdk/client/auth.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { decodeJwt } from 'jose';
import * as oauth from 'oauth4webapi';
import { type TestServer, startServer } from '../../helpers/server.js';
import { freePort } from '../../helpers/services.js';
import { RecordingProvider } from '../../e2e/mcp-client-provider.js';
import { authorize, authorizeUrl, linkBack, mcp, pkcePair, registerClient } from '../oauth/oauth-driver.js';
import { mcpTestModules } from './mcp-modules.js';

// Regression: after a plain `npm start` (PUBLIC_URL unset, so http://localhost:PORT) the MCP SDK pointed at
// http://127.0.0.1:PORT/mcp, the address the start log shows, refused the protected-resource metadata ("Protected
// resource http://localhost:PORT/mcp does not match expected …"). The loopback spellings of the default public URL
// are now aliases of the MCP resource (src/platform/http/loopback-aliases.ts); a Host outside that fixed set, or
// any Host once PUBLIC_URL is set, gets the public URL's spelling as before.
const REDIRECT = 'http://127.0.0.1:9/callback';

/** A request with a Host header of the test's choosing (fetch sends the URL's own), on the server's port. */
function withHost(port: number, path: string, host: string, method = 'GET'): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    const headers = { host, 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
    const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end(method === 'POST' ? '{}' : undefined);
  });
}

/** The metadata at both well-known URLs (the same document), as a request with this Host gets it. */
async function metadataResource(port: number, host: string): Promise<{ resource: string; authorization_servers: string[] }> {
  const paths = ['/.well-known/oauth-protected-resource/mcp', '/.well-known/oauth-protected-resource'];
  const [forMcp, root] = await Promise.all(paths.map((path) => withHost(port, path, host)));
  assert.equal(forMcp!.status, 200);
  assert.equal(root!.body, forMcp!.body);
  return JSON.parse(forMcp!.body) as { resource: string; authorization_servers: string[] };
}

/** The resource_metadata URL of the 401 a POST /mcp without a token gets with this Host. */
async function challenge(port: number, host: string): Promise<string> {
  const res = await withHost(port, '/mcp', host, 'POST');
  assert.equal(res.status, 401);
  return /resource_metadata="([^"]+)"/.exec(String(res.headers['www-authenticate']))![1]!;
}

/**
 * The SDK client's whole flow against `mcpUrl`: the 401, discovery, registration, consent (development IdP, driven
 * over HTTP as a browser would), the code exchange, a tool call, and a refresh after the server refuses the token.
 */
async function sdkFlow(server: TestServer, mcpUrl: URL, provider = new RecordingProvider(REDIRECT, 'Loopback client')): Promise<{ provider: RecordingProvider }> {
  const transport = new StreamableHTTPClientTransport(mcpUrl, { authProvider: provider });
  await assert.rejects(new Client({ name: 'loopback', version: '1.0.0' }).connect(transport), UnauthorizedError);
  const authUrl = provider.authorizationUrls[0]!;
  assert.equal(authUrl.searchParams.get('resource'), mcpUrl.toString(), 'the SDK asks for the resource as it was given');
  assert.equal(authUrl.origin, server.url, 'the authorization server stays the public URL');
  const { location } = await authorize(server, {
    clientId: String(provider.client!.client_id),
    redirectUri: REDIRECT,
    challenge: authUrl.searchParams.get('code_challenge')!,
    extra: Object.fromEntries(authUrl.searchParams),
  });
  await transport.finishAuth(location.searchParams.get('code')!);
  const claims = decodeJwt(provider.tokens()!.access_token);
  assert.equal(claims.aud, mcpUrl.toString(), 'the audience is the resource as the client asked for it (RFC 8707)');
  assert.equal(claims.iss, server.url, 'the issuer the protected-resource metadata named');

  const client = new Client({ name: 'loopback', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(mcpUrl, { authProvider: provider }));
  const called = await client.callTool({ name: 'psalter_psalms_get', arguments: { number: 22 } });
  assert.notEqual(called.isError, true, JSON.stringify(called.content));
  assert.deepEqual(called.structuredContent, { number: 22, lang: 'la', incipit: 'Dominus regit me' });
  // Refresh (RFC 8707 §2.2: the SDK sends the resource again, in its spelling).
  provider.spoilAccessToken();
  assert.notEqual((await client.callTool({ name: 'psalter_psalms_list', arguments: {} })).isError, true);
  assert.equal(provider.savedTokens.length, 2);
  await client.close();
  return { provider };
}

describe('PUBLIC_URL unset: the loopback spellings of http://localhost:PORT are one MCP resource', () => {
  let server: TestServer;
  let port: number;
  before(async () => {
    // An empty PUBLIC_URL is unset (load-config.ts): the default http://localhost:PORT, as after `npm start`.
    server = await startServer({ modules: mcpTestModules, env: { PUBLIC_URL: '' } });
    port = Number(server.env.PORT);
    assert.equal(server.url, `http://localhost:${port}`);
  });
  after(async () => server.close());

  test('the MCP SDK client given http://127.0.0.1:PORT/mcp authorizes, calls a tool and refreshes (oauth:discovery:prm-loopback)', async () => {
    await sdkFlow(server, new URL(`http://127.0.0.1:${port}/mcp`));
  });

  test('the MCP SDK client given http://localhost:PORT/mcp still does (oauth:discovery:prm-loopback)', async () => {
    await sdkFlow(server, new URL(`http://localhost:${port}/mcp`));
  });

  test('a strict OAuth client (oauth4webapi) given http://127.0.0.1:PORT/mcp follows the metadata to the one issuer and gets a token; the issuer is not renamed (oauth:discovery:prm-loopback)', async () => {
    const opts = { [oauth.allowInsecureRequests]: true };
    const resource = new URL(`http://127.0.0.1:${port}/mcp`);
    const rs = await oauth.processResourceDiscoveryResponse(resource, await oauth.resourceDiscoveryRequest(resource, opts));
    const issuer = new URL(rs.authorization_servers![0]!);
    assert.equal(issuer.href, `${server.url}/`);
    const as = await oauth.processDiscoveryResponse(issuer, await oauth.discoveryRequest(issuer, { ...opts, algorithm: 'oauth2' }));
    const client: oauth.Client = { client_id: (await registerClient(server)).client_id, token_endpoint_auth_method: 'none' };
    const { verifier, challenge } = pkcePair();
    const state = oauth.generateRandomState();
    const { location } = await authorize(server, { clientId: client.client_id, challenge, state, extra: { resource: resource.href } });
    const params = oauth.validateAuthResponse(as, client, location, state);
    const grant = await oauth.authorizationCodeGrantRequest(as, client, oauth.None(), params, REDIRECT, verifier, { ...opts, additionalParameters: { resource: resource.href } });
    const tokens = await oauth.processAuthorizationCodeResponse(as, client, grant);
    const res = await fetch(resource, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.access_token}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    assert.equal(res.status, 200);
    await res.arrayBuffer();
    assert.equal((await mcp(server, tokens.access_token, 'tools/list')).status, 200);
  });

  // 127.0.0.1 only: the test server listens on IPv4 (the metadata test below covers [::1] by its Host header).
  for (const alias of ['127.0.0.1']) {
    test(`a strict OAuth client (oauth4webapi) given the authorization server as http://${alias}:PORT discovers it there, signs in, validates iss, exchanges, refreshes, and its tokens pass an RFC 9068 check and the gate (oauth:discovery:as-loopback)`, async () => {
      // Regression: the metadata read at an alias named http://localhost:PORT, which a strict client refuses
      // (RFC 8414 section 3.3), so a client configured with the address the start log shows could not begin.
      const opts = { [oauth.allowInsecureRequests]: true };
      const issuer = new URL(`http://${alias}:${port}`);
      const as = await oauth.processDiscoveryResponse(issuer, await oauth.discoveryRequest(issuer, { ...opts, algorithm: 'oauth2' }));
      assert.equal(as.issuer, issuer.origin);
      for (const endpoint of [as.authorization_endpoint, as.token_endpoint, as.registration_endpoint, as.revocation_endpoint, as.jwks_uri]) {
        assert.equal(new URL(endpoint!).origin, issuer.origin, `${endpoint} is under the issuer the client discovered`);
      }
      const registered = await oauth.processDynamicClientRegistrationResponse(
        await oauth.dynamicClientRegistrationRequest(as, { redirect_uris: [REDIRECT], token_endpoint_auth_method: 'none', grant_types: ['authorization_code', 'refresh_token'], client_name: 'Strict' }, opts),
      );
      const client: oauth.Client = { client_id: registered.client_id, token_endpoint_auth_method: 'none' };
      const resource = `${issuer.origin}/mcp`;
      const { verifier, challenge } = pkcePair();
      const state = oauth.generateRandomState();
      const { location } = await authorize(server, { clientId: client.client_id, challenge, state, endpoint: as.authorization_endpoint, extra: { resource } });
      assert.equal(location.searchParams.get('iss'), issuer.origin, 'RFC 9207: the response names the issuer the client discovered');
      const params = oauth.validateAuthResponse(as, client, location, state);
      const grant = await oauth.authorizationCodeGrantRequest(as, client, oauth.None(), params, REDIRECT, verifier, { ...opts, additionalParameters: { resource } });
      const tokens = await oauth.processAuthorizationCodeResponse(as, client, grant);
      // A resource server checking the token as RFC 9068 says, against the metadata the client discovered.
      const asResourceServer = (access: string) =>
        oauth.validateJwtAccessToken(as, new Request(resource, { headers: { authorization: `Bearer ${access}` } }), resource, opts);
      const claims = await asResourceServer(tokens.access_token);
      assert.equal(claims.iss, issuer.origin);
      assert.equal(claims.aud, resource);
      for (const url of [resource, `${server.url}/mcp`]) {
        const res = await fetch(url, {
          method: 'POST',
          headers: { authorization: `Bearer ${tokens.access_token}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
          body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
        });
        assert.equal(res.status, 200, `${url}: the gate accepts each spelling of this one server`);
        await res.arrayBuffer();
      }
      const refreshed = await oauth.processRefreshTokenResponse(as, client, await oauth.refreshTokenGrantRequest(as, client, oauth.None(), tokens.refresh_token!, { ...opts, additionalParameters: { resource } }));
      assert.equal((await asResourceServer(refreshed.access_token)).iss, issuer.origin);
      assert.equal((await mcp(server, refreshed.access_token, 'tools/list')).status, 200);
    });
  }

  test('the issuer carried from an alias is one of the three spellings or nothing: a forged lumen_issuer gets the public URL (oauth:discovery:as-loopback)', async () => {
    const { client_id } = await registerClient(server);
    for (const [carried, expected] of [
      ['http://evil.example', server.url],
      [`http://127.0.0.1:${port + 1}`, server.url],
      [`http://127.0.0.1:${port}`, `http://127.0.0.1:${port}`],
    ] as const) {
      const { challenge } = pkcePair();
      const { location } = await authorize(server, { clientId: client_id, challenge, extra: { lumen_issuer: carried } });
      assert.equal(location.searchParams.get('iss'), expected, carried);
    }
    // An error page's link back names the carried issuer too (RFC 9207 section 2: every response).
    const res = await fetch(`http://127.0.0.1:${port}/oauth/authorize?${new URLSearchParams({ client_id, redirect_uri: REDIRECT, response_type: 'token' })}`, { redirect: 'manual' });
    assert.equal(res.status, 307);
    const page = await fetch(res.headers.get('location')!, { redirect: 'manual' });
    assert.equal(page.status, 400);
    assert.equal(linkBack(await page.text()).searchParams.get('iss'), `http://127.0.0.1:${port}`);
  });

  test('an SDK client that registers asking for client_secret_post, as the SDK\'s example client does, is registered public and signs in (oauth:register:public)', async () => {
    const { provider } = await sdkFlow(server, new URL(`http://localhost:${port}/mcp`), new RecordingProvider(REDIRECT, 'Example client', 'client_secret_post'));
    const registered = provider.client as { token_endpoint_auth_method?: string; client_secret?: string };
    assert.equal(registered.token_endpoint_auth_method, 'none');
    assert.equal(registered.client_secret, undefined);
  });

  test('metadata and challenge in the Host\'s spelling for the three loopback names on the own port (oauth:discovery:prm-loopback)', async () => {
    for (const [host, origin] of [
      [`127.0.0.1:${port}`, `http://127.0.0.1:${port}`],
      [`[::1]:${port}`, `http://[::1]:${port}`],
      [`localhost:${port}`, `http://localhost:${port}`],
      [`LOCALHOST:${port}`, `http://localhost:${port}`],
    ]) {
      const m = await metadataResource(port, host!);
      assert.equal(m.resource, `${origin}/mcp`, host);
      assert.deepEqual(m.authorization_servers, [server.url], 'the protected resource names the public URL');
      const as = JSON.parse((await withHost(port, '/.well-known/oauth-authorization-server', host!)).body) as Record<string, string>;
      assert.equal(as.issuer, origin, `${host}: the authorization server's metadata names the issuer where it was read (RFC 8414 section 3.3)`);
      assert.equal(as.token_endpoint, `${origin}/oauth/token`);
      assert.equal(await challenge(port, host!), `${origin}/.well-known/oauth-protected-resource`);
    }
  });

  test('any other Host gets the public URL\'s spelling, never its own (oauth:discovery:prm-loopback)', async () => {
    for (const host of [`evil.example:${port}`, `127.0.0.1:${port + 1}`, '127.0.0.1', `127.0.0.2:${port}`, `localhost.:${port}`]) {
      assert.equal((await metadataResource(port, host)).resource, `${server.url}/mcp`, host);
      assert.equal(await challenge(port, host), `${server.url}/.well-known/oauth-protected-resource`, host);
      assert.equal(JSON.parse((await withHost(port, '/.well-known/oauth-authorization-server', host)).body).issuer, server.url, host);
    }
  });

  test('a page of a loopback alias on the own port passes the Origin check; another port does not (mcp:origin)', async () => {
    const post = (origin: string) =>
      fetch(`${server.url}/mcp`, { method: 'POST', headers: { origin, 'content-type': 'application/json', accept: 'application/json, text/event-stream' }, body: '{}' });
    for (const origin of [`http://127.0.0.1:${port}`, `http://[::1]:${port}`, `http://localhost:${port}`]) {
      assert.equal((await post(origin)).status, 401, `${origin}: past the Origin check, at the bearer gate`);
    }
    for (const origin of [`http://127.0.0.1:${port + 1}`, `http://127.0.0.2:${port}`, `https://127.0.0.1:${port}`]) {
      assert.equal((await post(origin)).status, 403, origin);
    }
  });

  test('the authorization server refuses a resource on another host or port (oauth:discovery:prm-loopback)', async () => {
    const { client_id } = await registerClient(server);
    for (const resource of [`http://evil.example:${port}/mcp`, `http://127.0.0.1:${port + 1}/mcp`, `http://127.0.0.1:${port}/mcpx`, `https://127.0.0.1:${port}/mcp`]) {
      const res = await fetch(authorizeUrl(server, client_id, { resource }), { redirect: 'manual' });
      assert.equal(res.status, 400, resource);
      assert.equal(linkBack(await res.text()).searchParams.get('error'), 'invalid_target', resource);
    }
  });
});

describe('PUBLIC_URL set: the metadata never follows Host', () => {
  let server: TestServer;
  let port: number;
  before(async () => {
    // Set to exactly what the default would be: being set is what turns the aliases off.
    port = await freePort();
    server = await startServer({ modules: mcpTestModules, env: { PORT: String(port), PUBLIC_URL: `http://localhost:${port}` } });
  });
  after(async () => server.close());

  test('every Host gets the configured spelling; the SDK given another spelling refuses it (oauth:discovery:prm-loopback)', async () => {
    for (const host of [`127.0.0.1:${port}`, `[::1]:${port}`, `localhost:${port}`, `evil.example:${port}`]) {
      assert.equal((await metadataResource(port, host)).resource, `${server.url}/mcp`, host);
      assert.equal(await challenge(port, host), `${server.url}/.well-known/oauth-protected-resource`, host);
      assert.equal(JSON.parse((await withHost(port, '/.well-known/oauth-authorization-server', host)).body).issuer, server.url, host);
    }
    const provider = new RecordingProvider(REDIRECT, 'Loopback client');
    await assert.rejects(auth(provider, { serverUrl: new URL(`http://127.0.0.1:${port}/mcp`) }), /does not match expected/);
    const { client_id } = await registerClient(server);
    const res = await fetch(authorizeUrl(server, client_id, { resource: `http://127.0.0.1:${port}/mcp` }), { redirect: 'manual' });
    assert.equal(linkBack(await res.text()).searchParams.get('error'), 'invalid_target');
  });
});
