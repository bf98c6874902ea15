import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { type TestServer, startServer } from '../../helpers/server.js';
import { connect, mcp } from '../oauth/oauth-driver.js';
import { mcpTestModules } from './mcp-modules.js';

// Tools generated from operations (mcp:tools:*), and the per-user rate limit on tool calls (mcp:rate-limit).
let server: TestServer;
let access: string;

interface Tool {
  name: string;
  description: string;
  inputSchema: { type: string; properties: Record<string, { description?: string }>; required?: string[] };
  outputSchema?: { type: string; properties: Record<string, unknown> };
  annotations: { readOnlyHint: boolean };
}

before(async () => {
  server = await startServer({ modules: mcpTestModules, env: { MCP_RATE_LIMIT_MAX: '6', MCP_RATE_LIMIT_WINDOW_S: '60' } });
  access = (await connect(server)).access;
});
after(async () => server.close());

async function rpc(method: string, params: Record<string, unknown> = {}, token = access) {
  const res = await mcp(server, token, method, params);
  assert.equal(res.status, 200);
  return ((await res.json()) as { result: Record<string, unknown> }).result;
}

describe('generated tools', () => {
  test('tools/list: GET operations only, named from their ids, read-only, never communio (mcp:tools:generated)', async () => {
    const { tools } = (await rpc('tools/list')) as { tools: Tool[] };
    assert.deepEqual(tools.map((t) => t.name).sort(), ['psalter_psalms_get', 'psalter_psalms_list']);
    for (const t of tools) {
      assert.equal(t.annotations.readOnlyHint, true);
      assert.equal(t.inputSchema.type, 'object');
      assert.equal(t.outputSchema?.type, 'object');
    }
    const get = tools.find((t) => t.name === 'psalter_psalms_get')!;
    // params and query merged into one input schema, with their descriptions.
    assert.deepEqual(Object.keys(get.inputSchema.properties).sort(), ['lang', 'number']);
    assert.equal(get.inputSchema.properties.number?.description, 'Vulgate number');
    assert.deepEqual(get.inputSchema.required, ['number']);
    assert.match(get.description, /One psalm by its Vulgate number/);
    assert.match(get.description, /Returns the incipit/);
  });

  test('tools/call returns structuredContent matching the output schema (mcp:tools:call)', async () => {
    const result = await rpc('tools/call', { name: 'psalter_psalms_get', arguments: { number: 22 } });
    assert.equal(result.isError, undefined);
    assert.deepEqual(result.structuredContent, { number: 22, lang: 'la', incipit: 'Dominus regit me' });
    const text = (result.content as Array<{ type: string; text: string }>)[0]!;
    assert.deepEqual(JSON.parse(text.text), result.structuredContent);
  });

  test('non-object results are wrapped in { result } (mcp:tools:structured)', async () => {
    const result = await rpc('tools/call', { name: 'psalter_psalms_list', arguments: {} });
    assert.deepEqual(result.structuredContent, { result: [1, 2, 3] });
  });

  test('a Lumen error or invalid input is a tool result with isError (mcp:tools:errors)', async () => {
    let result = await rpc('tools/call', { name: 'psalter_psalms_get', arguments: { number: 150 } });
    assert.equal(result.isError, true);
    // The problem's extension members travel with it, as in REST's problem body.
    assert.deepEqual(JSON.parse((result.content as Array<{ text: string }>)[0]!.text), { error: 'Psalm 150 is not in this test dataset.', valid: '1-149', code: 'not_found' });
    result = await rpc('tools/call', { name: 'psalter_psalms_get', arguments: { number: 999 } });
    assert.equal(result.isError, true);
    assert.match(JSON.stringify(result.content), /validation_failed/);
    // A tool that does not exist (communio is never one) is a protocol error, as the MCP spec says: -32602.
    const res = await mcp(server, access, 'tools/call', { name: 'communio_feed', arguments: {} });
    assert.equal(res.status, 200);
    const unknown = (await res.json()) as { error?: { code: number; message: string } };
    assert.equal(unknown.error?.code, -32602);
    // The message as written: not the SDK's McpError text ("MCP error -32602: …"), which a client's McpError
    // would prefix a second time.
    assert.match(unknown.error.message, /^Unknown tool: communio_feed;/);
  });

  test('tool calls are rate limited per user (mcp:rate-limit)', async () => {
    const bob = (await connect(server, 'bob', 'Bob client')).access;
    let limited: Record<string, unknown> | undefined;
    for (let i = 0; i < 8 && !limited; i++) {
      const result = await rpc('tools/call', { name: 'psalter_psalms_list', arguments: {} }, bob);
      if (result.isError) limited = result;
    }
    assert.ok(limited, 'the 7th call of a 6-call budget is refused');
    assert.match(JSON.stringify(limited.content), /rate_limited/);
    // Another user's budget is untouched, and tools/list is not charged.
    const carol = (await connect(server, 'carol', 'Carol client')).access;
    const ok = await rpc('tools/call', { name: 'psalter_psalms_list', arguments: {} }, carol);
    assert.equal(ok.isError, undefined);
    await rpc('tools/list', {}, bob);
  });
});
