import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { connect } from '../oauth/oauth-driver.js';
import { type CorpusServer, type Site, type SitePage, haveSharedData, sharedCorpus, startCorpus } from './corpus-server.js';

// The same dataset served by a PostgreSQL deployment (keys, limits and OAuth in PostgreSQL), and the MCP tools
// through the official SDK client.
const skip = !haveSharedData();
let c: CorpusServer;
let dataDir: string;
let client: Client;
before(async () => {
  if (skip) return;
  dataDir = await sharedCorpus();
  c = await startCorpus(dataDir, { database: 'postgres' });
  const { access } = await connect(c.server);
  client = new Client({ name: 'corpus-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${c.server.url}/mcp`), { requestInit: { headers: { authorization: `Bearer ${access}` } } }));
});
after(async () => {
  if (skip) return;
  await client.close();
  await c.close();
});

test('PostgreSQL deployment: near, bbox, q, GeoJSON, 401 and 404 as on SQLite', { skip }, async () => {
  const near = await c.json<SitePage>('/v1/corpus/sites?near=35.8977,14.5126&limit=1');
  assert.equal(near.items[0]!.id, 'osm-w23352829');
  const box = await c.json<SitePage>('/v1/corpus/sites?bbox=7.40,43.72,7.44,43.76&type=cathedral');
  assert.deepEqual(box.items.map((s) => s.id), ['osm-w362871296']);
  const q = await c.json<SitePage>(`/v1/corpus/sites?q=${encodeURIComponent('CATHÉDRALE')}&country=MC`);
  assert.equal(q.items[0]!.id, 'osm-w362871296');
  const geo = await c.get('/v1/corpus/sites?country=MC', { accept: 'application/geo+json' });
  assert.equal((await geo.json() as { type: string }).type, 'FeatureCollection');
  assert.equal((await c.server.fetch('/v1/corpus/sites')).status, 401);
  assert.equal((await c.get('/v1/corpus/sites/osm-w1')).status, 404);
  assert.equal((await c.get('/v1/corpus/sites?near=91,0')).status, 400);
});

test('MCP: the three corpus tools are listed, read-only, with descriptions and output schemas', { skip }, async () => {
  const { tools } = await client.listTools();
  for (const name of ['corpus_nearest_sites', 'corpus_search_sites', 'corpus_diocese']) {
    const tool = tools.find((t) => t.name === name);
    assert.ok(tool, `${name} listed`);
    assert.equal(tool.annotations?.readOnlyHint, true);
    assert.ok((tool.description ?? '').length > 40);
    assert.equal(tool.outputSchema?.type, 'object');
  }
  const nearest = tools.find((t) => t.name === 'corpus_nearest_sites')!;
  assert.deepEqual([...(nearest.inputSchema.required ?? [])].sort(), ['lat', 'lon']);
});

test('MCP: nearest sites, search and a diocese return structured content', { skip }, async () => {
  const nearest = await client.callTool({ name: 'corpus_nearest_sites', arguments: { lat: 43.7303, lon: 7.4227, limit: 3 } });
  const page = nearest.structuredContent as unknown as SitePage;
  assert.equal(page.items[0]!.id, 'osm-w362871296');
  assert.ok(typeof page.items[0]!.distance_m === 'number');
  const search = await client.callTool({ name: 'corpus_search_sites', arguments: { q: 'co-cathedral', country: 'MT' } });
  assert.ok((search.structuredContent as unknown as SitePage).items.some((s: Site) => s.id === 'osm-w23352829'));
  const diocese = await client.callTool({ name: 'corpus_diocese', arguments: { id: 'monaco_mc' } });
  const d = diocese.structuredContent as { cathedral: { id: string }; see: { city: string } };
  assert.deepEqual([d.cathedral.id, d.see.city], ['osm-w362871296', 'Monaco']);
});

test('MCP: bad arguments are a tool error naming the parameter', { skip }, async () => {
  const res = await client.callTool({ name: 'corpus_nearest_sites', arguments: { lat: 91, lon: 0 } });
  assert.equal(res.isError, true);
  assert.match(JSON.stringify(res.content), /lat/);
});
