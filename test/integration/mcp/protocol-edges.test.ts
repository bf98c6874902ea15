import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createApiKey } from '../../helpers/identity.js';
import { fullServerWithSdkClient } from './sdk-client.js';

// The edges an outside client finds on /mcp of a full Lumen: batches per protocol version, request ids, a cursor
// never given, arguments nested past what JSON.stringify takes, and answers larger than a tool result carries.
const env = fullServerWithSdkClient('edges-check');

async function post(body: string, headers: Record<string, string> = {}) {
  const res = await env.server.fetch('/mcp', {
    method: 'POST',
    headers: { authorization: `Bearer ${env.access}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
    body,
  });
  return { status: res.status, body: (await res.json()) as { id?: unknown; error?: { code: number; message: string }; result?: { isError?: boolean; content: Array<{ text: string }> } } };
}

const ping = (id: number) => ({ jsonrpc: '2.0', id, method: 'ping' });

describe('protocol edges', () => {
  test('a batch is served under 2025-03-26 and earlier (or no version header), refused -32600 from 2025-06-18 on (mcp:http:batches)', async () => {
    const batch = JSON.stringify([ping(1), ping(2)]);
    for (const version of [undefined, '2024-11-05', '2025-03-26']) {
      const res = await env.server.fetch('/mcp', {
        method: 'POST',
        headers: { authorization: `Bearer ${env.access}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...(version ? { 'mcp-protocol-version': version } : {}) },
        body: batch,
      });
      assert.equal(res.status, 200, String(version));
      assert.deepEqual(((await res.json()) as Array<{ id: number }>).map((r) => r.id), [1, 2]);
    }
    for (const version of ['2025-06-18', '2025-11-25']) {
      const { status, body } = await post(batch, { 'mcp-protocol-version': version });
      assert.equal(status, 400, version);
      assert.equal(body.id, null);
      assert.equal(body.error?.code, -32600);
      assert.match(body.error!.message, /^Invalid Request: JSON-RPC batches are not part of MCP 2025-06-18 and later .*send one message per POST$/);
    }
  });

  test('ids: strings and safe integers are echoed; valid JSON that is no request is -32600 saying what is wrong, not -32700 (mcp:http:invalid-request)', async () => {
    for (const id of ['', 'ü-42', '12345678901234567890123', 0, -1, 9007199254740991]) {
      const { status, body } = await post(JSON.stringify(ping(0)).replace('"id":0', `"id":${JSON.stringify(id)}`));
      assert.equal(status, 200, String(id));
      assert.equal(body.id, id);
    }
    const cases: Array<[string, RegExp]> = [
      ['{"jsonrpc":"2.0","id":1.5,"method":"ping"}', /"id" must be a string or an integer .* got 1\.5/],
      ['{"jsonrpc":"2.0","id":123456789012345678901234567890,"method":"ping"}', /"id" must be .*larger integers lose digits/],
      ['{"jsonrpc":"2.0","id":null,"method":"ping"}', /got null; a notification has no id/],
      ['{"jsonrpc":"1.0","id":1,"method":"ping"}', /"jsonrpc" must be "2\.0", got "1\.0"/],
      ['{"jsonrpc":"2.0","id":1,"method":5}', /"method" must be a string, got a number/],
      ['{"jsonrpc":"2.0","id":1,"method":"ping","extra":true}', /unexpected member "extra"/],
      ['{"hello":"world"}', /"jsonrpc" must be "2\.0", got nothing/],
      ['[7]', /a message is a JSON object, got a number/],
      // "params": null is how some JSON-RPC libraries write "no params"; MCP takes an object or nothing.
      ['{"jsonrpc":"2.0","id":1,"method":"ping","params":null}', /"params" must be an object, or left out when there are none, got null/],
      ['{"jsonrpc":"2.0","id":1,"method":"tools/list","params":[]}', /"params" must be an object, .* got an array/],
      ['{"jsonrpc":"2.0","method":"notifications/initialized","params":"x"}', /"params" must be an object, .* got "x"/],
      ['{"jsonrpc":"2.0","id":1,"method":"ping","params":{"_meta":5}}', /"params\._meta" must be an object, got 5/],
      ['{"jsonrpc":"2.0","id":1,"result":{},"error":{"code":1,"message":"m"}}', /carries "result" or "error", not both/],
      ['{"jsonrpc":"2.0","result":{}}', /"result" needs the "id" of the request it answers/],
      ['{"jsonrpc":"2.0","id":1,"result":5}', /"result" must be an object, got 5/],
      ['{"jsonrpc":"2.0","id":1,"error":"boom"}', /"error" must be an object with "code" and "message", got "boom"/],
      ['{"jsonrpc":"2.0","id":1,"error":{"code":1.5,"message":"m"}}', /"error\.code" must be an integer, got 1\.5/],
      ['{"jsonrpc":"2.0","id":1,"error":{"code":1}}', /"error\.message" must be a string, got nothing/],
    ];
    for (const [raw, message] of cases) {
      const { status, body } = await post(raw);
      assert.equal(status, 400, raw);
      assert.equal(body.id, null);
      assert.equal(body.error?.code, -32600, raw);
      assert.match(body.error!.message, /^Invalid Request: /);
      assert.match(body.error!.message, message, raw);
    }
    // JSON that does not parse stays a parse error.
    assert.equal((await post('{"jsonrpc":')).body.error?.code, -32700);
  });

  test('tools/list with a cursor it never gave is -32602 (MCP "Pagination"), not the first page again (mcp:tools:pagination)', async () => {
    await assert.rejects(env.client.listTools({ cursor: 'page-2' }), (err: Error & { code?: number }) => {
      assert.equal(err.code, -32602);
      assert.match(err.message, /never gives a cursor/);
      return true;
    });
    assert.ok((await env.client.listTools()).tools.length > 0, 'without a cursor: the list');
  });

  test('arguments nested deeper than JSON.stringify goes are a tool error naming the argument, not -32603 "Maximum call stack size exceeded" (mcp:tools:arguments)', async () => {
    // The SDK client cannot even serialise these; a 64 KiB body can hold them.
    const deepArray = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
    const deepObject = `${'{"a":'.repeat(9_000)}1${'}'.repeat(9_000)}`;
    for (const [q, message] of [[deepArray, /^q: expected one value .* got an array nested too deeply to show/], [deepObject, /^q: .*expected string/]] as const) {
      const { status, body } = await post(`{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"search","arguments":{"q":${q}}}}`);
      assert.equal(status, 200);
      assert.equal(body.error, undefined, JSON.stringify(body.error));
      assert.equal(body.result?.isError, true);
      const text = JSON.parse(body.result!.content[0]!.text) as { code: string; error: string };
      assert.equal(text.code, 'validation_failed');
      assert.match(text.error, message);
    }
  });

  test('an answer larger than a tool result carries is a tool error that says how to ask for less; a month of the year is answered (mcp:tools:result-size)', async () => {
    const year = await env.client.callTool({ name: 'tempus_years_get', arguments: { year: 2027 } });
    assert.equal(year.isError, true);
    const body = JSON.parse((year.content as Array<{ text: string }>)[0]!.text) as { code: string; error: string; chars: number; max_chars: number };
    assert.equal(body.code, 'result_too_large');
    assert.ok(body.chars > body.max_chars);
    assert.match(body.error, /give month \(1-12\)/);
    const march = await env.client.callTool({ name: 'tempus_years_get', arguments: { year: 2027, month: 3 } });
    assert.equal(march.isError, undefined, JSON.stringify(march.content).slice(0, 300));
    const structured = march.structuredContent as { month: number; days: Array<{ date: string }> };
    assert.equal(structured.month, 3);
    assert.equal(structured.days.length, 31);
    assert.ok(structured.days.every((d) => d.date.startsWith('2027-03-')));
    assert.ok((march.content as Array<{ text: string }>)[0]!.text.length < 64 * 1024, 'a month is well within the bound');
    // REST takes month too: with liturgical=true, 12 is the December that opens the year.
    const key = await createApiKey(env.server, 'month-check');
    const rest = await env.server.fetch('/v1/ordo/years/2027?month=12&liturgical=true', { headers: { 'x-api-key': key } });
    assert.equal(rest.status, 200);
    const advent = (await rest.json()) as { month: number; days: Array<{ date: string }> };
    assert.equal(advent.month, 12);
    assert.ok(advent.days.length > 0 && advent.days.every((d) => d.date.startsWith('2026-12-')), advent.days[0]?.date);
  });
});
