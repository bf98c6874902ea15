import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { type DevotioServer, startDevotio } from '../devotio/devotio-server.js';
import { connect } from '../oauth/oauth-driver.js';
import { type VeritasServer, startVeritas } from '../veritas/veritas-server.js';

// A problem that tells the caller where to go names, under MCP, the tool and its arguments (a model has tools, not
// URLs), and over REST the request: one operation, its message in the terms of the face that called it.
const DEVOTIO_FIXTURES = new URL('../../fixtures/devotio-sources/', import.meta.url).pathname;
let devotio: DevotioServer;
let veritas: VeritasServer;
const clients: Client[] = [];

async function sdkClient(server: DevotioServer['server']): Promise<Client> {
  const { access } = await connect(server);
  const client = new Client({ name: 'where-next-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`), { requestInit: { headers: { authorization: `Bearer ${access}` } } }));
  clients.push(client);
  return client;
}

before(async () => {
  devotio = await startDevotio({ fixtures: DEVOTIO_FIXTURES });
  veritas = await startVeritas();
});
after(async () => {
  for (const c of clients) await c.close();
  await devotio.close();
  await veritas.close();
});

const toolError = async (client: Client, name: string, args: Record<string, unknown>) => {
  const result = await client.callTool({ name, arguments: args });
  assert.equal(result.isError, true, `${name} fails`);
  return (result.content as Array<{ text: string }>).map((c) => c.text).join('\n');
};

test('not_found under MCP names the tool to search with and its arguments, never a REST path (mcp:tools:where-next)', async () => {
  const client = await sdkClient(devotio.server);
  const { tools } = await client.listTools();
  const saint = await toolError(client, 'devotio_saints_get', { slug: 'no-such-saint' });
  assert.match(saint, /No saint with slug 'no-such-saint'; search with the devotio_saints_list tool \(q: a name\)/);
  assert.doesNotMatch(saint, /\/v1\/|GET /);
  const prayer = await toolError(client, 'devotio_prayers_get', { slug: 'no-such-prayer' });
  assert.match(prayer, /list them with the devotio_prayers_list tool \(q: /);
  assert.doesNotMatch(prayer, /\/v1\/|GET /);
  for (const named of ['devotio_saints_list', 'devotio_prayers_list']) assert.ok(tools.some((t) => t.name === named), `${named} is a tool`);

  // The same operations over REST name the request, and no tool.
  const rest = (await (await devotio.get('/v1/devotio/saints/no-such-saint')).json()) as { detail: string };
  assert.match(rest.detail, /search with GET \/v1\/devotio\/saints\?q=…$/);
  assert.doesNotMatch(rest.detail, /tool/);
});

test('several Summa articles: REST is pointed to the text resolver, a model (which has no tool for it) is not sent to POST (mcp:tools:where-next)', async () => {
  const client = await sdkClient(veritas.server);
  for (const name of ['resolve_citation', 'bible_passage']) {
    const text = await toolError(client, name, { ref: 'I q.2 a.1-3' });
    assert.match(text, /lists several articles/);
    assert.doesNotMatch(text, /POST|\/v1\/|\/resolve/, `${name}: ${text}`);
  }
  const rest = (await (await veritas.get(`/v1/veritas/resolve?ref=${encodeURIComponent('I q.2 a.1-3')}`)).json()) as { detail: string };
  assert.match(rest.detail, /lists several articles.*, or POST \/v1\/veritas\/resolve a text to find every citation in it$/);
});
