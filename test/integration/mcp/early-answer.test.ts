import assert from 'node:assert/strict';
import { connect as tcp } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { z } from 'zod';
import { type Engine, defineOperation } from '../../../src/platform/operations/define.js';
import { type TestServer, startServer } from '../../helpers/server.js';
import { connect } from '../oauth/oauth-driver.js';
import { mcpModulesWith } from './mcp-modules.js';

// Repeated tool calls of shared operations answered before routing (src/mcp/early-answer.ts): the same answer as
// the SDK's, charged to the same budget, and every request it does not answer handed to Fastify intact.
let server: TestServer;
let access: string;
const counts = { calls: 0, generation: 1 };

function hoursEngine(): Engine {
  return {
    name: 'hours',
    title: 'Hours',
    description: 'a shared operation for the early-answer tests',
    prefixes: ['/v1/hours'],
    access: 'apiKey',
    rateLimit: 'read',
    mcp: true,
    cacheGeneration: () => counts.generation,
    operations: [
      defineOperation({
        id: 'hours.get',
        summary: 'An hour of the day, with the number of times the handler ran',
        method: 'GET',
        path: '/{hour}',
        params: z.object({ hour: z.coerce.number().int().min(0).max(23) }),
        query: z.object({ lang: z.enum(['la', 'en']).default('la') }),
        cache: { shared: true },
        output: z.object({ hour: z.number(), lang: z.string(), calls: z.number() }),
        handler: ({ params, query }) => ({ hour: params.hour, lang: query.lang, calls: ++counts.calls }),
      }),
    ],
  };
}

before(async () => {
  server = await startServer({
    env: { MCP_RATE_LIMIT_MAX: '40', MCP_RATE_LIMIT_WINDOW_S: '60' },
    modules: mcpModulesWith([hoursEngine()]),
  });
  access = (await connect(server)).access;
});
after(async () => server.close());

const HEADERS = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
const call = (id: unknown, hour: number, extra: Record<string, unknown> = {}) => ({
  jsonrpc: '2.0',
  id,
  method: 'tools/call',
  params: { name: 'hours_get', arguments: { hour }, ...extra },
});

async function post(body: unknown, token = access) {
  const res = await server.fetch('/mcp', {
    method: 'POST',
    headers: { ...HEADERS, authorization: `Bearer ${token}` },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { res, body: (await res.json()) as Record<string, any> };
}

/** How many tool calls were answered before routing, from /metrics. */
async function earlyAnswers(): Promise<number> {
  const text = await (await server.fetch('/metrics')).text();
  const line = /^lumen_http_early_answers_total\{cache="mcp_tool_results"\} (\d+)$/m.exec(text);
  assert.ok(line, 'the early-answer counter is exposed');
  return Number(line[1]);
}

/** Sends a raw HTTP request in pieces, pausing between them, and returns the whole answer as text. */
function sendInPieces(pieces: string[], pauseMs: number): Promise<string> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = tcp(Number(port), '127.0.0.1');
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (d) => {
      answer += d;
    });
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
    socket.on('connect', async () => {
      for (const piece of pieces) {
        socket.write(piece);
        await new Promise((r) => setTimeout(r, pauseMs));
      }
    });
  });
}

function rawRequest(body: string, token = access): string {
  return [
    'POST /mcp HTTP/1.1',
    'Host: localhost',
    'Connection: close',
    `Authorization: Bearer ${token}`,
    'Content-Type: application/json',
    'Accept: application/json, text/event-stream',
    `Content-Length: ${Buffer.byteLength(body)}`,
    '',
    '',
  ].join('\r\n');
}

describe('tool calls answered before routing (mcp:http:early-answer)', () => {
  test('a repeated call gets the SDK\'s answer with its own id, and is counted as an early answer', async () => {
    const first = await post(call(1, 6));
    assert.equal(first.res.status, 200);
    const before = await earlyAnswers();
    const again = await post(call('second', 6));
    const third = await post(call(77, 6));
    assert.equal(await earlyAnswers(), before + 2, 'both repeats were answered early');
    assert.equal(again.body.id, 'second');
    assert.equal(third.body.id, 77);
    assert.deepEqual({ ...again.body, id: 1 }, first.body, 'the same answer as the SDK gave');
    assert.equal(again.body.result.structuredContent.calls, first.body.result.structuredContent.calls, 'the handler did not run again');
    assert.equal(again.res.headers.get('content-type'), 'application/json; charset=utf-8');
    assert.equal(again.res.headers.get('access-control-allow-origin'), '*');
    assert.match(again.res.headers.get('access-control-expose-headers') ?? '', /WWW-Authenticate/);
    assert.ok(again.res.headers.get('x-request-id'));
    assert.notEqual(again.res.headers.get('x-request-id'), third.res.headers.get('x-request-id'));
  });

  test('anything but a plain repeated call goes to the SDK, its body intact', async () => {
    await post(call(1, 7));
    const before = await earlyAnswers();
    const other = await post(call(2, 8));
    assert.equal(other.body.result.structuredContent.hour, 8, 'other arguments: read back by Fastify after the early look');
    const lang = await post({ ...call(3, 7), params: { name: 'hours_get', arguments: { hour: 7, lang: 'en' } } });
    assert.equal(lang.body.result.structuredContent.lang, 'en');
    const meta = await post(call(4, 7, { _meta: { progressToken: 'p' } }));
    assert.equal(meta.body.id, 4);
    assert.equal(meta.body.result.structuredContent.hour, 7);
    const batch = await post([call(5, 7), call(6, 7)]);
    assert.deepEqual((batch.body as unknown as { id: number }[]).map((r) => r.id), [5, 6]);
    const nullId = await post(call(null, 7));
    assert.equal(nullId.res.status, 400, 'an id of null is refused by the SDK path as before');
    const notJson = await post('{"jsonrpc":"2.0",');
    assert.equal(notJson.res.status, 400);
    assert.equal(notJson.body.error.code, -32700);
    const unknownArg = await post({ ...call(7, 7), params: { name: 'hours_get', arguments: { hour: 7, minute: 1 } } });
    assert.equal(unknownArg.body.result.isError, true);
    assert.equal(await earlyAnswers(), before, 'none of these was answered early');
  });

  test('a body that arrives in pieces is read whole, answered early on a hit and handed back whole on a miss', async () => {
    await post(call(1, 9));
    const before = await earlyAnswers();
    const hit = JSON.stringify(call(10, 9));
    const answer = await sendInPieces([rawRequest(hit), hit.slice(0, 20), hit.slice(20)], 30);
    assert.match(answer, /^HTTP\/1\.1 200/);
    assert.match(answer, /"id":10\}$/);
    assert.equal(await earlyAnswers(), before + 1);
    const miss = JSON.stringify(call(11, 10));
    const missed = await sendInPieces([rawRequest(miss), miss.slice(0, 15), miss.slice(15, 40), miss.slice(40)], 30);
    assert.match(missed, /^HTTP\/1\.1 200/);
    assert.match(missed, /\\"hour\\":10/);
    assert.match(missed, /"id":11\}$/);
    assert.equal(await earlyAnswers(), before + 1, 'the miss was the SDK\'s');
  });

  test('a new engine generation is a miss: the handler runs again', async () => {
    const first = await post(call(1, 11));
    counts.generation++;
    const after = await post(call(2, 11));
    assert.equal(after.body.result.structuredContent.calls, first.body.result.structuredContent.calls + 1);
  });

  test('early answers are charged to the user\'s budget, and a spent budget gets the SDK path\'s tool error', async () => {
    const bob = (await connect(server, 'bob', 'Bob client')).access;
    const first = await post(call(1, 12), bob);
    assert.equal(first.body.result.isError, undefined);
    const before = await earlyAnswers();
    let limited: Record<string, any> | undefined;
    let answered = 1;
    for (let i = 0; i < 45 && !limited; i++) {
      const { body } = await post(call(i, 12), bob);
      if (body.result.isError) limited = body;
      else answered++;
    }
    assert.equal(answered, 40, 'a 40-call budget: the 41st call is refused');
    assert.ok(limited);
    const content = JSON.parse(limited.result.content[0].text) as { code: string; retry_after_s: number };
    assert.equal(content.code, 'rate_limited');
    assert.ok(content.retry_after_s > 0);
    assert.ok((await earlyAnswers()) - before >= 39, 'the repeats, the refusal included, were answered early');
    // The refusal is the same whichever path gives it: a call the cache does not hold is refused alike.
    const fresh = await post(call(99, 13), bob);
    assert.equal(fresh.body.result.isError, true);
    assert.equal(JSON.parse(fresh.body.result.content[0].text).code, 'rate_limited');
  });

  test('a token seen for the first time, or an invalid one, is checked by the gate as always', async () => {
    await post(call(1, 14));
    const carol = (await connect(server, 'carol', 'Carol client')).access;
    const before = await earlyAnswers();
    const first = await post(call(2, 14), carol);
    assert.equal(first.res.status, 200);
    assert.equal(await earlyAnswers(), before, 'a token not verified before goes through the gate');
    const forged = await server.fetch('/mcp', {
      method: 'POST',
      headers: { ...HEADERS, authorization: `Bearer ${access}x` },
      body: JSON.stringify(call(3, 14)),
    });
    assert.equal(forged.status, 401);
    assert.match(forged.headers.get('www-authenticate') ?? '', /invalid_token/);
  });
});
