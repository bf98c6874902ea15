import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { LATEST_PROTOCOL_VERSION } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import type { Engine } from '../../../src/platform/operations/define.js';
import { defineOperation } from '../../../src/platform/operations/define.js';
import { type TestServer, startServer } from '../../helpers/server.js';
import { connect } from '../oauth/oauth-driver.js';
import { mcpModulesWith, psalterEngine } from './mcp-modules.js';

// The Streamable HTTP side of /mcp (requirement ids mcp:http:* in docs/conformance.md): Lumen's own SDK transport
// and its pool of SDK servers (src/mcp/exchange-transport.ts, server-pool.ts) must answer as the SDK's transport
// did, keep concurrent exchanges apart, and cancel a call whose client went away.
let server: TestServer;
let access: string;

/** A tool that waits until its call is aborted, and records that it was. */
const slow = { started: 0, aborted: 0 };
/** Calls of the shared operation's handler, and the engine's cache generation. */
const shared = { calls: 0, generation: 1 };
function slowEngine(): Engine {
  return {
    name: 'vigil',
    title: 'Vigil',
    description: 'a slow tool for the cancellation test, a shared one for the result cache',
    prefixes: ['/v1/vigil'],
    access: 'apiKey',
    rateLimit: 'read',
    mcp: true,
    cacheGeneration: () => shared.generation,
    operations: [
      defineOperation({
        id: 'vigil.shared',
        summary: 'Counts its calls (its answer depends on its input alone)',
        method: 'GET',
        path: '/shared',
        query: z.object({ hour: z.coerce.number().int().min(0).max(23) }),
        cache: { shared: true },
        output: z.object({ hour: z.number(), calls: z.number() }),
        handler: ({ query }) => ({ hour: query.hour, calls: ++shared.calls }),
      }),
      defineOperation({
        id: 'vigil.wait',
        summary: 'Waits until cancelled',
        method: 'GET',
        path: '/wait',
        output: z.object({}),
        handler: (_input, ctx) =>
          new Promise<Record<string, never>>((resolve) => {
            slow.started++;
            const timer = setTimeout(() => resolve({}), 10_000);
            ctx.signal?.addEventListener('abort', () => {
              slow.aborted++;
              clearTimeout(timer);
              resolve({});
            });
          }),
      }),
    ],
  };
}

before(async () => {
  server = await startServer({
    // As mcpTestModules, with a slow engine among the tools.
    modules: mcpModulesWith([psalterEngine(), slowEngine()]),
  });
  access = (await connect(server)).access;
});
after(async () => server.close());

const HEADERS = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };

function post(body: unknown, headers: Record<string, string> = {}, signal?: AbortSignal) {
  return server.fetch('/mcp', {
    method: 'POST',
    headers: { ...HEADERS, authorization: `Bearer ${access}`, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    ...(signal ? { signal } : {}),
  });
}

const call = (id: number | string, number: number) => ({
  jsonrpc: '2.0',
  id,
  method: 'tools/call',
  params: { name: 'psalter_psalms_get', arguments: { number } },
});

async function refused(res: Response, status: number, code: number, message: RegExp) {
  assert.equal(res.status, status);
  const body = (await res.json()) as { jsonrpc: string; id: unknown; error: { code: number; message: string } };
  assert.equal(body.jsonrpc, '2.0');
  assert.equal(body.id, null);
  assert.equal(body.error.code, code);
  assert.match(body.error.message, message);
}

describe('Streamable HTTP in JSON response mode (mcp:http:*)', () => {
  test('the SDK client connects, lists and calls tools with a bearer token (mcp:http:sdk-client)', async () => {
    const client = new Client({ name: 'lumen-test', version: '1.0.0' });
    const transport = new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`), {
      requestInit: { headers: { authorization: `Bearer ${access}` } },
    });
    await client.connect(transport);
    assert.equal(client.getServerVersion()?.name, 'lumen');
    const { tools } = await client.listTools();
    assert.ok(tools.some((t) => t.name === 'psalter_psalms_get'));
    const result = await client.callTool({ name: 'psalter_psalms_get', arguments: { number: 22 } });
    assert.deepEqual(result.structuredContent, { number: 22, lang: 'la', incipit: 'Dominus regit me' });
    await client.close();
  });

  test('initialize answers with the negotiated version and server info; notifications alone get 202 (mcp:http:json-response)', async () => {
    const init = await post({
      jsonrpc: '2.0',
      id: 'init',
      method: 'initialize',
      params: { protocolVersion: LATEST_PROTOCOL_VERSION, capabilities: {}, clientInfo: { name: 't', version: '1' } },
    });
    assert.equal(init.status, 200);
    assert.match(init.headers.get('content-type') ?? '', /^application\/json/);
    const body = (await init.json()) as { id: string; result: { protocolVersion: string; serverInfo: { name: string }; capabilities: object } };
    assert.equal(body.id, 'init');
    assert.equal(body.result.protocolVersion, LATEST_PROTOCOL_VERSION);
    assert.equal(body.result.serverInfo.name, 'lumen');
    assert.ok('tools' in body.result.capabilities);

    const note = await post({ jsonrpc: '2.0', method: 'notifications/initialized' });
    assert.equal(note.status, 202);
    assert.equal(await note.text(), '');
  });

  test('a batch gets an array of responses in request order; a single request a single object (mcp:http:json-response)', async () => {
    const res = await post([call(7, 22), { jsonrpc: '2.0', method: 'notifications/initialized' }, call('b', 3)]);
    assert.equal(res.status, 200);
    const body = (await res.json()) as Array<{ id: unknown; result: { structuredContent: { number: number } } }>;
    assert.deepEqual(
      body.map((r) => [r.id, r.result.structuredContent.number]),
      [
        [7, 22],
        ['b', 3],
      ],
    );
    const one = (await (await post([call(1, 5)])).json()) as unknown[];
    assert.equal(one.length, 1);
    const single = (await (await post(call(1, 5))).json()) as { id: number };
    assert.equal(single.id, 1);
  });

  test('an unknown method is a JSON-RPC error inside a 200 (mcp:http:json-response)', async () => {
    const res = await post({ jsonrpc: '2.0', id: 3, method: 'prompts/list' });
    assert.equal(res.status, 200);
    const body = (await res.json()) as { id: number; error: { code: number } };
    assert.equal(body.id, 3);
    assert.equal(body.error.code, -32601);
  });

  test('params that do not fit the method are -32602 Invalid params naming the member, never -32603 Internal error (mcp:http:json-response)', async () => {
    // Through the SDK client, as a host application that passes a model's arguments along unchecked would send them.
    const client = new Client({ name: 'lumen-test', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`), { requestInit: { headers: { authorization: `Bearer ${access}` } } }));
    for (const [args, expected] of <Array<[unknown, RegExp]>>[
      [null, /^MCP error -32602: Invalid params for tools\/call: params\.arguments: expected an object, got null$/],
      [[22], /^MCP error -32602: Invalid params for tools\/call: params\.arguments: expected an object, got an array$/],
      ['22', /^MCP error -32602: Invalid params for tools\/call: params\.arguments: expected an object, got a string$/],
    ]) {
      await assert.rejects(client.callTool({ name: 'psalter_psalms_get', arguments: args as Record<string, unknown> }), (err: Error & { code?: number }) => {
        assert.equal(err.code, -32602, err.message);
        assert.match(err.message, expected);
        return true;
      });
    }
    await client.close();
    // Raw: every method the server serves, one line of text each; in a batch each keeps its place.
    const batch = [
      { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 5 } },
      call(2, 22),
      { jsonrpc: '2.0', id: 3, method: 'tools/call' },
      { jsonrpc: '2.0', id: 4, method: 'tools/list', params: { cursor: 5 } },
    ];
    const res = await post(batch);
    assert.equal(res.status, 200);
    const body = (await res.json()) as Array<{ id: number; error?: { code: number; message: string }; result?: { structuredContent: { number: number } } }>;
    assert.deepEqual(body.map((r) => r.id), [1, 2, 3, 4]);
    assert.deepEqual(body.map((r) => r.error?.code), [-32602, undefined, -32602, -32602]);
    assert.equal(body[0]!.error!.message, 'Invalid params for tools/call: params.name: expected a string, got a number');
    assert.equal(body[1]!.result!.structuredContent.number, 22);
    assert.equal(body[2]!.error!.message, 'Invalid params for tools/call: params: expected an object, got nothing');
    assert.equal(body[3]!.error!.message, 'Invalid params for tools/list: params.cursor: expected a string, got a number');
    const init = (await (await post({ jsonrpc: '2.0', id: 'i', method: 'initialize', params: {} })).json()) as { error: { code: number; message: string } };
    assert.equal(init.error.code, -32602);
    assert.match(init.error.message, /^Invalid params for initialize: params\.protocolVersion: expected a string, got nothing \(and 2 more\)$/);
  });

  test('Accept, Content-Type, protocol version, message shape and batch checks (mcp:http:checks)', async () => {
    await refused(await post(call(1, 1), { accept: 'application/json' }), 406, -32000, /must accept both/);
    await refused(await post('a=1', { 'content-type': 'application/x-www-form-urlencoded' }), 415, -32000, /Content-Type must be application\/json/);
    await refused(await post(call(1, 1), { 'mcp-protocol-version': '1999-01-01' }), 400, -32000, /Unsupported protocol version: 1999-01-01/);
    assert.equal((await post(call(1, 1), { 'mcp-protocol-version': LATEST_PROTOCOL_VERSION })).status, 200);
    await refused(await post({ hello: 'world' }), 400, -32600, /^Invalid Request: "jsonrpc" must be "2.0"/);
    // Bodies refused before the handler are JSON-RPC errors too, never problem documents.
    await refused(await post('{"jsonrpc":"2.0", "id":1, "method":'), 400, -32700, /^Parse error: The request body is not valid JSON/);
    await refused(await post(''), 400, -32700, /^Parse error: The request body is empty/);
    await refused(await post('x', { 'content-type': 'text/plain' }), 415, -32000, /Content-Type must be application\/json/);
    await refused(await post(`"${'x'.repeat(70 * 1024)}"`), 413, -32000, /^Payload Too Large/);
    await refused(await post([call(1, 1), call(1, 2)]), 400, -32600, /unique/);
    await refused(await post([]), 400, -32600, /empty batch/);
    await refused(await post(Array.from({ length: 101 }, (_, i) => call(i, 1))), 400, -32600, /must not exceed 100/);
    const init = { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: LATEST_PROTOCOL_VERSION, capabilities: {}, clientInfo: { name: 't', version: '1' } } };
    await refused(await post([init, call(2, 1)]), 400, -32600, /Only one initialization request/);
  });

  test('Accept is read in any case, as media types are: a client that writes Application/JSON is served, on the SDK path and the early one (mcp:http:checks)', async () => {
    // RFC 9110 §8.3.1: type and subtype are case-insensitive. The SDK's substring test answered 406 to these.
    const mixedCase = (input: string | URL | Request, init?: RequestInit) => {
      const headers = new Headers(init?.headers);
      if (headers.has('accept')) headers.set('accept', headers.get('accept')!.replace('application/json', 'Application/JSON').replace('text/event-stream', 'Text/Event-Stream'));
      return fetch(input, { ...init, headers });
    };
    const client = new Client({ name: 'mixed-case-accept', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`), { requestInit: { headers: { authorization: `Bearer ${access}` } }, fetch: mixedCase }));
    try {
      assert.ok((await client.listTools()).tools.some((t) => t.name === 'vigil_shared'));
      // A shared tool twice: the second is the early answer's (early-answer.ts), which makes the same header checks.
      const first = await client.callTool({ name: 'vigil_shared', arguments: { hour: 5 } });
      assert.deepEqual(await client.callTool({ name: 'vigil_shared', arguments: { hour: 5 } }), first);
    } finally {
      await client.close();
    }
    assert.equal((await post(call(1, 1), { accept: 'APPLICATION/JSON, TEXT/EVENT-STREAM' })).status, 200);
    await refused(await post(call(1, 1), { accept: 'Application/JSON' }), 406, -32000, /must accept both/);
  });

  test('concurrent exchanges with the same request ids each get their own answers (mcp:http:isolation)', async () => {
    const numbers = Array.from({ length: 40 }, (_, i) => (i % 149) + 1);
    const answers = await Promise.all(
      numbers.map(async (n) => {
        const res = await post(call(1, n));
        return ((await res.json()) as { id: number; result: { structuredContent: { number: number } } }).result.structuredContent.number;
      }),
    );
    assert.deepEqual(answers, numbers);
  });

  test('results of shared operations are reused until the engine generation changes (mcp:http:result-cache)', async () => {
    const sharedCall = async (hour: number) => {
      const res = await post({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'vigil_shared', arguments: { hour } } });
      return ((await res.json()) as { result: { structuredContent: { hour: number; calls: number } } }).result.structuredContent;
    };
    const first = await sharedCall(6);
    assert.deepEqual(await sharedCall(6), first, 'the same arguments: the cached result');
    const other = await sharedCall(7);
    assert.equal(other.calls, first.calls + 1, 'other arguments: the handler runs');
    shared.generation++;
    assert.equal((await sharedCall(6)).calls, first.calls + 2, 'a new generation: the handler runs again');
    // Invalid arguments are never cached: still validated.
    const bad = await post({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'vigil_shared', arguments: { hour: 99 } } });
    assert.match(JSON.stringify(await bad.json()), /validation_failed/);
  });

  test('a client that goes away cancels its tool call, and /mcp keeps answering (mcp:http:cancel)', async () => {
    const before = { ...slow };
    const controller = new AbortController();
    const pending = post({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'vigil_wait', arguments: {} } }, {}, controller.signal);
    for (let i = 0; i < 100 && slow.started === before.started; i++) await new Promise((r) => setTimeout(r, 20));
    assert.equal(slow.started, before.started + 1, 'the slow tool started');
    controller.abort();
    await assert.rejects(pending);
    for (let i = 0; i < 100 && slow.aborted === before.aborted; i++) await new Promise((r) => setTimeout(r, 20));
    assert.equal(slow.aborted, before.aborted + 1, 'the tool saw its signal aborted');
    const res = await post(call(1, 22));
    assert.equal(res.status, 200);
    assert.equal(((await res.json()) as { result: { structuredContent: { number: number } } }).result.structuredContent.number, 22);
  });
});
