import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { connect } from '../oauth/oauth-driver.js';
import { startServer } from '../../helpers/server.js';
import { type VeritasServer, startVeritas } from './veritas-server.js';

let v: VeritasServer;
let client: Client;
before(async () => {
  v = await startVeritas();
  const { access } = await connect(v.server);
  client = new Client({ name: 'veritas-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${v.server.url}/mcp`), { requestInit: { headers: { authorization: `Bearer ${access}` } } }));
});
after(async () => {
  await client.close();
  await v.close();
});

const TOOLS = ['bible_passage', 'resolve_citation', 'search', 'summa_article', 'catena_for_verse'];

test('the five Veritas tools are listed, read-only, with a description that says when to use them and an output schema (veritas:mcp:tools)', async () => {
  const { tools } = await client.listTools();
  for (const name of TOOLS) {
    const tool = tools.find((t) => t.name === name);
    assert.ok(tool, `${name} listed (have ${tools.map((t) => t.name).join(', ')})`);
    assert.equal(tool.annotations?.readOnlyHint, true);
    assert.match(tool.description ?? '', /[Uu]se it/);
    assert.equal(tool.outputSchema?.type, 'object');
  }
  assert.ok(!tools.some((t) => t.name.includes('translations')), 'the plumbing operations are not tools');
});

test('bible_passage and resolve_citation answer structured content', async () => {
  const passage = await client.callTool({ name: 'bible_passage', arguments: { ref: 'John 3:16' } });
  assert.equal(passage.isError, undefined);
  const p = passage.structuredContent as { osis: string; passages: Array<{ verses: Array<{ drb: string; vulgate: string }> }> };
  assert.equal(p.osis, 'John.3.16');
  assert.match(p.passages[0]!.verses[0]!.vulgate, /Sic enim Deus/);
  const r = await client.callTool({ name: 'resolve_citation', arguments: { ref: '1 Kings 17:1', naming: 'douay' } });
  assert.equal((r.structuredContent as { osis: string }).osis, '1Sam.17.1');
  const bad = await client.callTool({ name: 'resolve_citation', arguments: { ref: 'John 22:1' } });
  assert.equal(bad.isError, true);
  assert.match(JSON.stringify(bad.content), /21 chapters/);
});

test('search, summa_article and catena_for_verse; each search hit names its entry of the provenance (veritas:search:provenance)', async () => {
  const s = await client.callTool({ name: 'search', arguments: { q: 'caelum', limit: 3 } });
  const found = s.structuredContent as { items: Array<{ osis: string; provenance_id: string }>; provenance: Array<{ id: string; licence: string }> };
  assert.equal(found.items[0]!.osis, 'Gen.1.1');
  // Each hit names its source's entry of the provenance, as the tool's output schema says (veritas:search:provenance).
  for (const h of found.items) assert.ok(found.provenance.some((p) => p.id === h.provenance_id), h.provenance_id);
  const { tools } = await client.listTools();
  const hit = (tools.find((t) => t.name === 'search')!.outputSchema as unknown as { properties: { items: { items: { required: string[] } } } }).properties.items.items;
  assert.ok(hit.required.includes('provenance_id'));
  const a = await client.callTool({ name: 'summa_article', arguments: { part: 'I', question: '2', article: '3' } });
  assert.equal((a.structuredContent as { id: string }).id, 'I q.2 a.3');
  const c = await client.callTool({ name: 'catena_for_verse', arguments: { gospel: 'john', chapter: '3', verse: '16' } });
  assert.equal((c.structuredContent as { items: Array<{ father: string }> }).items[0]!.father, 'Remigius of Auxerre');
});

test('path arguments given as numbers, as models write them, are read as their digits; unknown arguments are refused (mcp:tools:arguments)', async () => {
  const a = await client.callTool({ name: 'summa_article', arguments: { part: 'I', question: 2, article: 3 } });
  assert.equal(a.isError, undefined, JSON.stringify(a.content));
  assert.equal((a.structuredContent as { id: string }).id, 'I q.2 a.3');
  const c = await client.callTool({ name: 'catena_for_verse', arguments: { gospel: 'john', chapter: 3, verse: 16 } });
  assert.equal(c.isError, undefined, JSON.stringify(c.content));
  const listed = await client.callTool({ name: 'search', arguments: { q: 'caelum', in: ['bible'], limit: 2 } });
  assert.equal(listed.isError, undefined, `a list as an array is the comma-separated list: ${JSON.stringify(listed.content)}`);
  const misspelt = await client.callTool({ name: 'search', arguments: { query: 'caelum' } });
  assert.equal(misspelt.isError, true);
  assert.match(JSON.stringify(misspelt.content), /unknown argument 'query': search takes .*\bq\b/);
  const { tools } = await client.listTools();
  assert.ok(tools.every((t) => (t.inputSchema as { additionalProperties?: boolean }).additionalProperties === false), 'schemas say so');
  // Every tool of every engine tells a model when to call it, and names tools, not REST paths, when it points elsewhere.
  assert.ok(tools.length >= 20, `${tools.length} tools`);
  for (const t of tools) {
    assert.match(t.description ?? '', /\bUse it\b/, `${t.name} says when to use it`);
    assert.doesNotMatch(t.description ?? '', /\btempus\.days\.get\b/, `${t.name} names a tool by its MCP name`);
  }
});

test('without an imported dataset a tool says so (dataset_missing, how to import) instead of an internal error', async () => {
  const bare = await startServer();
  const c = new Client({ name: 'veritas-test', version: '1.0.0' });
  try {
    const { access } = await connect(bare);
    await c.connect(new StreamableHTTPClientTransport(new URL(`${bare.url}/mcp`), { requestInit: { headers: { authorization: `Bearer ${access}` } } }));
    await c.listTools();
    for (const [name, args] of [['bible_passage', { ref: 'John 3:16' }], ['search', { q: 'caelum' }], ['tempus_days_readings', { date: '2026-04-05' }]] as const) {
      const r = await c.callTool({ name, arguments: args });
      assert.equal(r.isError, true, name);
      const body = JSON.parse((r.content as Array<{ text: string }>)[0]!.text) as { code: string; error: string };
      assert.equal(body.code, 'dataset_missing', `${name}: ${JSON.stringify(body)}`);
      assert.match(body.error, /lumen data import/);
    }
  } finally {
    await c.close();
    await bare.close();
  }
});

test('an unknown tool is a protocol error (JSON-RPC -32602), as the MCP spec has it, not a tool result', async () => {
  await assert.rejects(client.callTool({ name: 'bible_verse', arguments: { ref: 'John 3:16' } }), (err: { code?: number; message: string }) => {
    assert.equal(err.code, -32602);
    assert.match(err.message, /Unknown tool: bible_verse/);
    return true;
  });
});

test('an argument of a type its schema does not take is refused by name, never read as something else (mcp:tools:arguments)', async () => {
  const cases: Array<[Record<string, unknown>, RegExp]> = [
    [{ q: 'caelum', limit: true }, /^limit: must be a whole number in decimal digits, from 1 to 100 \(got true\)/],
    [{ q: 'caelum', limit: null }, /^limit: must be a whole number .*\(got null\)/],
    [{ q: 'caelum', limit: [2] }, /^limit: expected one value \(text or a number\), or a list as an array of strings; got \[2\]/],
    [{ q: 'caelum', in: ['bible', 5] }, /^in: expected one value .* got \["bible",5\]/],
  ];
  for (const [args, message] of cases) {
    const r = await client.callTool({ name: 'search', arguments: args });
    assert.equal(r.isError, true, `${JSON.stringify(args)} refused: ${JSON.stringify(r.structuredContent)}`);
    const body = JSON.parse((r.content as Array<{ text: string }>)[0]!.text) as { code: string; error: string };
    assert.equal(body.code, 'validation_failed');
    assert.match(body.error, message);
  }
});

test('bible_passage given a Summa citation names the tool that reads it, with its arguments, not a REST path', async () => {
  const r = await client.callTool({ name: 'bible_passage', arguments: { ref: 'ST I q.2 a.3' } });
  assert.equal(r.isError, true);
  const body = JSON.parse((r.content as Array<{ text: string }>)[0]!.text) as { code: string; error: string };
  assert.equal(body.code, 'unreadable_citation');
  assert.match(body.error, /summa_article tool \(part "I", question 2, article 3\)/);
  assert.doesNotMatch(body.error, /\/v1\//);
  const rest = (await (await v.get('/v1/veritas/bible/passage?ref=ST%20I%20q.2%20a.3')).json()) as { detail: string };
  assert.match(rest.detail, /read it at \/v1\/veritas\/summa\/I\/2\/3/, 'REST still gives the path');
});

test('a problem names a field as the tool argument it is, not as the REST path or query part it would be (mcp:tools:arguments)', async () => {
  const cases: Array<[string, Record<string, unknown>, RegExp]> = [
    ['summa_article', { part: 'I', question: 2, article: 9 }, /^article: /],
    ['summa_article', { part: 'I', question: 'two', article: 1 }, /^question: /],
    ['bible_passage', { ref: '' }, /^ref: /],
    ['search', { q: 'love', limit: 0 }, /^limit: /],
    ['search', { q: 'love', part: 'V' }, /^part: 'V' is not a part of the Summa/],
    ['search', { q: 'love', cursor: 'nonsense' }, /^cursor: /],
    // The value given is echoed as given: only the field the problem names is the argument's, not words of the text
    // that look like a REST field (the rewrite by pattern made `'query.part'` `'part'`).
    ['search', { q: 'love', book: 'query.part' }, /^book: 'query\.part' names no book/],
    ['resolve_citation', { ref: 'path.verse 3:16' }, /^ref: .*path\.verse/],
  ];
  for (const [name, args, message] of cases) {
    const r = await client.callTool({ name, arguments: args });
    assert.equal(r.isError, true, `${name} ${JSON.stringify(args)}`);
    const body = JSON.parse((r.content as Array<{ text: string }>)[0]!.text) as { error: string; errors?: Array<{ field: string }> };
    assert.match(body.error, message, `${name} ${JSON.stringify(args)}: ${body.error}`);
    assert.doesNotMatch(body.error, /^(?:path|query)\.\w/, body.error);
    for (const e of body.errors ?? []) assert.doesNotMatch(e.field, /^(?:path|query)\./, e.field);
  }
});
