import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import * as oauth from 'oauth4webapi';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { type TestServer, startServer } from '../../helpers/server.js';
import { connect } from '../oauth/oauth-driver.js';
import { mcpTestModules } from './mcp-modules.js';

// `{PUBLIC_URL}/mcp/` is the same resource as `/mcp` at the authorization server (RFC 8707 resource, the token's
// aud) and to the SDK's resource check, so a client given the URL with a slash signed in and got tokens, then met a
// 404 problem document on its first POST.
let server: TestServer;
before(async () => {
  server = await startServer({ modules: mcpTestModules, env: { MCP_ALLOWED_ORIGINS: 'https://app.example' } });
});
after(async () => server.close());

test('the SDK client given /mcp/ is sent on to /mcp, token and body kept (mcp:http:sdk-client)', async () => {
  const { access } = await connect(server);
  const client = new Client({ name: 'slash', version: '1.0.0' });
  const url = new URL(`${server.url}/mcp/`);
  await client.connect(new StreamableHTTPClientTransport(url, { requestInit: { headers: { authorization: `Bearer ${access}` } } }));
  assert.ok((await client.listTools()).tools.length > 0);
  await client.close();
});

test('/mcp/ answers 308 to /mcp for every method /mcp answers, readable across origins; without a token the 401 challenge follows', async () => {
  for (const method of ['POST', 'GET', 'DELETE']) {
    const res = await server.fetch('/mcp/', { method, redirect: 'manual', headers: { origin: 'https://app.example' } });
    assert.equal(res.status, 308, method);
    assert.equal(res.headers.get('location'), '/mcp', method);
    assert.equal(res.headers.get('access-control-allow-origin'), '*', method);
  }
  const res = await server.fetch('/mcp/', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  assert.equal(res.status, 401);
  assert.match(res.headers.get('www-authenticate') ?? '', /resource_metadata=/);
});

test('the preflight of /mcp/ is answered as /mcp\'s, since a browser does not follow a redirect answering a preflight (mcp:cors)', async () => {
  for (const method of ['POST', 'GET', 'DELETE']) {
    const ask = (path: string) =>
      server.fetch(path, {
        method: 'OPTIONS',
        headers: { origin: 'https://app.example', 'access-control-request-method': method, 'access-control-request-headers': 'authorization, content-type, mcp-protocol-version' },
      });
    const [slash, plain] = await Promise.all([ask('/mcp/'), ask('/mcp')]);
    assert.equal(slash.status, 204, method);
    const cors = (res: Response) => [...res.headers].filter(([name]) => name.startsWith('access-control-'));
    assert.deepEqual(cors(slash), cors(plain), method);
    assert.equal(slash.headers.get('access-control-allow-origin'), '*');
    assert.match(slash.headers.get('access-control-allow-methods') ?? '', new RegExp(`\\b${method}\\b`));
    assert.match(slash.headers.get('access-control-allow-headers') ?? '', /Authorization/);
  }
});

test('/mcp/ is under the Origin check as /mcp is: its preflight and its 308 refuse an origin not allowed (mcp:origin)', async () => {
  for (const method of ['OPTIONS', 'POST']) {
    const res = await server.fetch('/mcp/', { method, redirect: 'manual', headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' } });
    assert.equal(res.status, 403, method);
    assert.equal(((await res.json()) as { code: string }).code, 'origin_not_allowed');
    assert.equal(res.headers.get('access-control-allow-origin'), null);
  }
});

test('a token in the query at /mcp/ is refused there, as at /mcp, never echoed in a redirect (mcp:gate:query-token)', async () => {
  const { access } = await connect(server);
  const res = await server.fetch(`/mcp/?access_token=${access}`, {
    redirect: 'manual',
    method: 'POST',
    headers: { authorization: `Bearer ${access}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
  });
  assert.equal(res.status, 400);
  assert.equal(res.headers.get('location'), null);
  assert.match(res.headers.get('www-authenticate') ?? '', /error="invalid_request"/);
  assert.equal(((await res.json()) as { error: string }).error, 'invalid_request');
  // Another query is kept by the 308.
  const other = await server.fetch('/mcp/?x=1', { method: 'POST', redirect: 'manual', headers: { authorization: `Bearer ${access}` } });
  assert.equal(other.status, 308);
  assert.equal(other.headers.get('location'), '/mcp?x=1');
});

test('a strict RFC 9728 client given /mcp/ finds its metadata at the path it builds, resource written as it was given (mcp:http:sdk-client)', async () => {
  // RFC 9728 section 3.1 keeps the resource's path as written (`/.well-known/oauth-protected-resource/mcp/`) and
  // section 3.3 requires `resource` to be that URL exactly: oauth4webapi stopped at a 404 there.
  const opts = { [oauth.allowInsecureRequests]: true };
  const resource = new URL(`${server.url}/mcp/`);
  const metadata = await oauth.processResourceDiscoveryResponse(resource, await oauth.resourceDiscoveryRequest(resource, opts));
  assert.equal(metadata.resource, `${server.url}/mcp/`);
  assert.deepEqual(metadata.authorization_servers, [server.url]);
  assert.deepEqual(metadata.bearer_methods_supported, ['header']);
  // That spelling is the same resource to the authorization server: a token asked for it works at /mcp/ and /mcp.
  const { access } = await connect(server, 'alice', 'Test client', resource.href);
  for (const path of ['/mcp/', '/mcp']) {
    const res = await server.fetch(path, {
      method: 'POST',
      headers: { authorization: `Bearer ${access}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    assert.equal(res.status, 200, path);
    await res.arrayBuffer();
  }
});
