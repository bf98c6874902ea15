import assert from 'node:assert/strict';
import { request as httpRequest } from 'node:http';
import { after, before, test } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { z } from 'zod';
import { loadConfig } from '../../../src/platform/config/load-config.js';
import { type Engine, defineOperation } from '../../../src/platform/operations/define.js';
import { type TestServer, startServer } from '../../helpers/server.js';
import { connect } from '../oauth/oauth-driver.js';
import { mcpModulesWith } from './mcp-modules.js';

// The Origin check of /mcp (requirement mcp:origin in docs/conformance.md; MCP "Transports", Streamable HTTP,
// "Security Warning"): no Origin and the server's own or a configured one pass, any other is a 403 problem before
// anything else happens.
let server: TestServer;
let access: string;
const counts = { calls: 0 };

function bellsEngine(): Engine {
  return {
    name: 'bells',
    title: 'Bells',
    description: 'a shared operation for the Origin tests',
    prefixes: ['/v1/bells'],
    access: 'apiKey',
    rateLimit: 'read',
    mcp: true,
    cacheGeneration: () => 1,
    operations: [
      defineOperation({
        id: 'bells.get',
        summary: 'A bell rung, with the number of times the handler ran',
        method: 'GET',
        path: '/{bell}',
        params: z.object({ bell: z.coerce.number().int().min(1).max(12) }),
        cache: { shared: true },
        output: z.object({ bell: z.number(), calls: z.number() }),
        handler: ({ params }) => ({ bell: params.bell, calls: ++counts.calls }),
      }),
    ],
  };
}

const ALLOWED = ['https://app.example', 'http://localhost:6274'];

before(async () => {
  server = await startServer({
    // The second entry with a trailing slash, as people write URLs: it is the same origin.
    env: { MCP_ALLOWED_ORIGINS: ` ${ALLOWED[0]}, ${ALLOWED[1]}/`, MCP_RATE_LIMIT_MAX: '3', MCP_RATE_LIMIT_WINDOW_S: '600' },
    modules: mcpModulesWith([bellsEngine()]),
  });
  access = (await connect(server)).access;
});
after(async () => server.close());

const JSON_RPC = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
const message = (method: string, params: Record<string, unknown> = {}) => JSON.stringify({ jsonrpc: '2.0', id: 1, method, params });
const post = (origin: string | undefined, body = message('tools/list'), token: string | undefined = access) =>
  server.fetch('/mcp', {
    method: 'POST',
    headers: { ...JSON_RPC, ...(token ? { authorization: `Bearer ${token}` } : {}), ...(origin === undefined ? {} : { origin }) },
    body,
  });

async function expectRefused(res: Response, origin: string, what: string) {
  assert.equal(res.status, 403, what);
  assert.equal(res.headers.get('content-type'), 'application/problem+json; charset=utf-8', what);
  assert.equal(res.headers.get('www-authenticate'), null, `${what}: refused before the token is looked at`);
  assert.equal(res.headers.get('access-control-allow-origin'), null, `${what}: not readable by the refused page`);
  const body = (await res.json()) as Record<string, unknown>;
  assert.equal(body.code, 'origin_not_allowed', what);
  assert.equal(body.status, 403);
  assert.equal(body.type, `${server.url}/docs/errors#origin_not_allowed`);
  assert.equal(body.title, 'Origin not allowed');
  assert.equal(body.instance, '/mcp');
  assert.equal(body.request_id, res.headers.get('x-request-id'));
  assert.ok((body.detail as string).includes(JSON.stringify(origin)), `${what}: the detail quotes the origin`);
}

test('the SDK client, which sends no Origin, connects, lists and calls tools as before (mcp:origin)', async () => {
  const client = new Client({ name: 'origin-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`), { requestInit: { headers: { authorization: `Bearer ${access}` } } }));
  try {
    const { tools } = await client.listTools();
    assert.deepEqual(tools.map((t) => t.name), ['bells_get']);
    const result = await client.callTool({ name: 'bells_get', arguments: { bell: 1 } });
    assert.equal(result.isError, undefined);
    assert.equal((result.structuredContent as { bell: number }).bell, 1);
  } finally {
    await client.close();
  }
});

test('the server\'s own origin and the configured ones are served; any other Origin is a 403 problem, token or not (mcp:origin)', async () => {
  for (const origin of [new URL(server.url).origin, ...ALLOWED]) {
    const res = await post(origin);
    assert.equal(res.status, 200, origin);
    assert.equal(res.headers.get('access-control-allow-origin'), '*', origin);
    assert.equal(((await res.json()) as { result: { tools: unknown[] } }).result.tools.length, 1, origin);
  }
  const port = new URL(server.url).port;
  const foreign = [
    'https://evil.example',
    `http://localhost:${port}`, // PUBLIC_URL names 127.0.0.1: another host is another origin
    'http://127.0.0.1:1', // another port
    'https://127.0.0.1:' + port, // another scheme
    'https://app.example.evil.example', // no subdomain or prefix matching
    'https://app.example/', // not how a browser writes an origin
    'null', // a sandboxed frame, a file: page
    '',
  ];
  for (const origin of foreign) await expectRefused(await post(origin), origin, `POST from ${JSON.stringify(origin)}`);
  // Without a token, or with a body the transport refuses, it is still the Origin that is refused first.
  await expectRefused(await post('https://evil.example', message('tools/list'), undefined), 'https://evil.example', 'no token');
  await expectRefused(await post('https://evil.example', '{not json'), 'https://evil.example', 'bad body');
});

test('every method of /mcp checks the Origin: GET, DELETE, PUT, HEAD and the preflight (mcp:origin)', async () => {
  const evil = 'https://evil.example';
  for (const method of ['GET', 'DELETE', 'PUT', 'PATCH', 'OPTIONS']) {
    const headers: Record<string, string> = { origin: evil, authorization: `Bearer ${access}` };
    if (method === 'OPTIONS') headers['access-control-request-method'] = 'POST';
    await expectRefused(await server.fetch('/mcp', { method, headers }), evil, method);
  }
  const head = await server.fetch('/mcp', { method: 'HEAD', headers: { origin: evil } });
  assert.equal(head.status, 403, 'HEAD');
  // An allowed origin gets what it got before: the preflight's 204, the 405 of a method without a stream.
  const preflight = await server.fetch('/mcp', {
    method: 'OPTIONS',
    headers: { origin: ALLOWED[0]!, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, mcp-protocol-version' },
  });
  assert.equal(preflight.status, 204);
  assert.equal(preflight.headers.get('access-control-allow-origin'), '*');
  const get = await server.fetch('/mcp', { headers: { origin: ALLOWED[1]!, accept: 'text/event-stream' } });
  assert.equal(get.status, 405);
  await get.arrayBuffer();
});

test('a rebinding page (its own name in Host and Origin, resolved to this server) is refused, and its calls charge nothing (mcp:origin)', async () => {
  const { port } = new URL(server.url);
  const rebound = `http://attacker.example:${port}`;
  const body = message('tools/call', { name: 'bells_get', arguments: { bell: 2 } });
  // node:http, because fetch does not let a script choose Host: the request a rebinding browser sends.
  const viaHttp = () =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(
        { host: '127.0.0.1', port, path: '/mcp', method: 'POST', headers: { ...JSON_RPC, host: `attacker.example:${port}`, origin: rebound, authorization: `Bearer ${access}`, 'content-length': Buffer.byteLength(body) } },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (c: string) => (text += c));
          res.on('end', () => resolve({ status: res.statusCode!, body: text }));
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  const before = counts.calls;
  // More refused calls than the budget of 3 holds: none is charged, none reaches the handler.
  for (let i = 0; i < 5; i++) {
    const res = await viaHttp();
    assert.equal(res.status, 403);
    assert.equal((JSON.parse(res.body) as { code: string }).code, 'origin_not_allowed');
  }
  assert.equal(counts.calls, before);
  const allowed = await post(undefined, body);
  const result = ((await allowed.json()) as { result: { isError?: boolean; structuredContent: { calls: number } } }).result;
  assert.equal(result.isError, undefined, 'the budget is untouched');
  assert.equal(counts.calls, before + 1);
});

test('a repeated tool call answered before routing is refused too from a foreign Origin (mcp:origin)', async () => {
  const body = message('tools/call', { name: 'bells_get', arguments: { bell: 3 } });
  const first = await post(undefined, body);
  assert.equal(first.status, 200);
  await first.arrayBuffer();
  // The kept result would answer this call before routing; the Origin check comes first all the same.
  await expectRefused(await post('https://evil.example', body), 'https://evil.example', 'kept result');
  const again = await post(ALLOWED[0], body);
  assert.equal(again.status, 200);
  await again.arrayBuffer();
});

test('MCP_ALLOWED_ORIGINS takes origins only: an entry with a path, a query or another scheme stops start (mcp:origin)', () => {
  for (const bad of ['https://app.example/callback', 'https://app.example?x=1', 'ftp://files.example', 'app.example', '*', 'null', 'file://host', 'chrome-extension://abc/popup.html', 'data://x']) {
    assert.throws(() => loadConfig({ NODE_ENV: 'test', MCP_ALLOWED_ORIGINS: `https://ok.example,${bad}` }), (err: Error) => {
      assert.match(err.message, /MCP_ALLOWED_ORIGINS: not an origin/);
      assert.ok(err.message.includes(bad), bad);
      return true;
    });
  }
  const config = loadConfig({ NODE_ENV: 'test', MCP_ALLOWED_ORIGINS: 'HTTPS://App.Example:443/, http://localhost:6274' });
  assert.deepEqual(config.oauth.mcpAllowedOrigins, ['https://app.example', 'http://localhost:6274']);
  // A browser extension's or an editor web view's origin, as browsers send it, kept as written.
  const apps = loadConfig({ NODE_ENV: 'test', MCP_ALLOWED_ORIGINS: 'chrome-extension://abcdefghijklmnop, vscode-webview://1a2b3c/' });
  assert.deepEqual(apps.oauth.mcpAllowedOrigins, ['chrome-extension://abcdefghijklmnop', 'vscode-webview://1a2b3c']);
  assert.deepEqual(loadConfig({ NODE_ENV: 'test' }).oauth.mcpAllowedOrigins, []);
});
