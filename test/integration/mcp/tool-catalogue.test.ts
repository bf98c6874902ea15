import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { SUPPORTED_PROTOCOL_VERSIONS } from '@modelcontextprotocol/sdk/types.js';
import { Ajv } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { fullServerWithSdkClient } from './sdk-client.js';

// Lumen's real tool catalogue (every engine, no dataset needed to list it) read as an AI client reads it, through
// the SDK client on loopback with a token from Lumen's own OAuth flow: what initialize says, and whether each tool
// tells a model what to send without guessing.
const env = fullServerWithSdkClient('catalogue-check');

type Schema = { type?: string; properties?: Record<string, { description?: string }>; [k: string]: unknown };

describe('initialize and the tool catalogue', () => {
  test('initialize: every supported version is echoed, an unknown one gets the latest; server info, tools capability and instructions (mcp:initialize)', async () => {
    assert.equal(env.client.getServerVersion()?.name, 'lumen');
    assert.deepEqual(env.client.getServerCapabilities()?.tools, { listChanged: false });
    // A model reads these before choosing a tool: they name the engines' tools and how lists page.
    const instructions = env.client.getInstructions() ?? '';
    assert.match(instructions, /bible_passage/);
    assert.match(instructions, /next_cursor/);
    for (const version of [...SUPPORTED_PROTOCOL_VERSIONS, '2099-01-01']) {
      const res = await env.server.fetch('/mcp', {
        method: 'POST',
        headers: { authorization: `Bearer ${env.access}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
        body: JSON.stringify({ jsonrpc: '2.0', id: version, method: 'initialize', params: { protocolVersion: version, capabilities: {}, clientInfo: { name: 'old', version: '1' } } }),
      });
      const body = (await res.json()) as { id: string; result: { protocolVersion: string } };
      assert.equal(body.id, version);
      assert.equal(body.result.protocolVersion, version === '2099-01-01' ? SUPPORTED_PROTOCOL_VERSIONS[0] : version);
    }
  });

  test('every tool: a valid name, a description that says when to use it, read-only annotations, schemas valid as draft-07 and 2020-12 (mcp:tools:catalogue)', async () => {
    const { tools, nextCursor } = await env.client.listTools();
    assert.equal(nextCursor, undefined, 'one page');
    assert.ok(tools.length >= 20, `${tools.length} tools`);
    // MCP 2025-11-25 reads a schema without $schema as 2020-12; Lumen's are generated as draft-07: both must accept them.
    const validators = [new Ajv({ strict: false }), new Ajv2020({ strict: false })];
    for (const t of tools) {
      assert.match(t.name, /^[A-Za-z0-9_.-]{1,128}$/, `${t.name}: MCP tool name rules`);
      assert.match(t.description ?? '', /\bUse it\b/, `${t.name} says when to use it`);
      assert.deepEqual(t.annotations, { title: t.title, readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false }, t.name);
      assert.ok(t.outputSchema, `${t.name} has an output schema`);
      for (const ajv of validators) {
        assert.doesNotThrow(() => ajv.compile(t.inputSchema), `${t.name} input schema`);
        assert.doesNotThrow(() => ajv.compile(t.outputSchema!), `${t.name} output schema`);
      }
    }
  });

  test('every parameter of every tool is described, so a model need not guess its format (mcp:tools:catalogue)', async () => {
    const { tools } = await env.client.listTools();
    const undescribed = tools.flatMap((t) =>
      Object.entries((t.inputSchema as Schema).properties ?? {})
        .filter(([, p]) => !p.description)
        .map(([name]) => `${t.name}.${name}`),
    );
    assert.deepEqual(undescribed, []);
  });

  test('a tool offers no argument it ignores: format=geojson is a REST representation, refused by name (mcp:tools:catalogue)', async () => {
    const { tools } = await env.client.listTools();
    for (const name of ['corpus_search_sites', 'corpus_nearest_sites']) {
      const tool = tools.find((t) => t.name === name)!;
      assert.equal((tool.inputSchema as Schema).properties?.format, undefined, `${name} does not offer format`);
    }
    // Refused before the dataset is needed: the model learns what the tool takes.
    const r = await env.client.callTool({ name: 'corpus_nearest_sites', arguments: { lat: 41.9, lon: 12.5, format: 'geojson' } });
    assert.equal(r.isError, true);
    assert.match(JSON.stringify(r.content), /unknown argument 'format': corpus_nearest_sites takes lat, lon/);
  });

  test('descriptions promise nothing the data lacks: official patronages only, so no "patron of sailors" (mcp:tools:catalogue)', async () => {
    const { tools } = await env.client.listTools();
    const saints = tools.find((t) => t.name === 'devotio_saints_list')!;
    assert.doesNotMatch(saints.description ?? '', /sailors/);
    // The examples are ones the dataset holds (test/integration/devotio/patronages.test.ts asks each over HTTP).
    const patronage = (saints.inputSchema as Schema).properties?.patronage?.description ?? '';
    assert.match(patronage, /declared by the Holy See/);
    assert.match(patronage, /e\.g\. europe, parish priests/);
    assert.match(patronage, /customary ones \(sailors, lost things\) are not held/);
    const nearest = tools.find((t) => t.name === 'corpus_nearest_sites')!;
    assert.match(nearest.description ?? '', /corpus_coverage_get/, 'says what a far distance means');
  });
});
