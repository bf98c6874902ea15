import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
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
  server = await startServer({ modules: mcpTestModules });
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
