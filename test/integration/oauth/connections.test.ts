import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { IdentityModule } from '../../../src/identity/index.js';
import { assertListRefusals, firstCursor, pageThrough, wholeList } from '../../helpers/pages.js';
import { type TestServer, startServer } from '../../helpers/server.js';
import { connect, mcp, token } from './oauth-driver.js';

// OAuth connections in the developer portal (portal:connections:*).
let server: TestServer;
let portal: (subject: string) => Promise<Record<string, string>>;

before(async () => {
  server = await startServer();
  const identity = server.lumen.modules.find((m) => m.name === 'identity') as IdentityModule;
  // The development IdP names people by the user name typed at sign-in; the consent page signs in the same way.
  portal = async (subject) => ({ authorization: `Bearer ${await identity.devIdp!.token(subject)}` });
});
after(async () => server.close());

interface Connection {
  id: string;
  client_id: string;
  client_name: string;
  scope: string;
  created_at: string;
  last_used_at: string | null;
}

async function list(subject: string): Promise<Connection[]> {
  const res = await server.fetch('/portal/connections', { headers: await portal(subject) });
  assert.equal(res.status, 200);
  return ((await res.json()) as { connections: Connection[] }).connections;
}

test('a connection appears in the portal of the person who approved it (portal:connections:list)', async () => {
  const c = await connect(server, 'erin', 'Erin’s assistant');
  const mine = await list('erin');
  assert.equal(mine.length, 1);
  assert.equal(mine[0]!.client_id, c.clientId);
  assert.equal(mine[0]!.client_name, 'Erin’s assistant');
  assert.equal(mine[0]!.scope, 'mcp:read');
  assert.ok(Date.parse(mine[0]!.created_at) > 0);
  assert.ok(mine[0]!.last_used_at);
  assert.deepEqual(await list('frank'), []);
});

test('without a portal JWT: 401 problem', async () => {
  const res = await server.fetch('/portal/connections');
  assert.equal(res.status, 401);
  assert.equal((await res.json() as { code: string }).code, 'unauthorized');
});

test("revoking one connection ends its chain only; another person's connection is a 404 (portal:connections:revoke)", async () => {
  const a = await connect(server, 'gina', 'First app');
  const b = await connect(server, 'gina', 'Second app');
  const [first, second] = [...(await list('gina'))].sort((x, y) => (x.client_name < y.client_name ? -1 : 1));
  assert.equal(first!.client_id, a.clientId);
  // Someone else cannot see or revoke it.
  const foreign = await server.fetch(`/portal/connections/${first!.id}`, { method: 'DELETE', headers: await portal('hank') });
  assert.equal(foreign.status, 404);
  const res = await server.fetch(`/portal/connections/${first!.id}`, { method: 'DELETE', headers: await portal('gina') });
  assert.equal(res.status, 204);
  const left = await list('gina');
  assert.deepEqual(left.map((c) => c.id), [second!.id]);
  const refreshA = await token(server, { grant_type: 'refresh_token', refresh_token: a.refresh, client_id: a.clientId });
  assert.equal(refreshA.status, 400);
  assert.equal(refreshA.body.error, 'invalid_grant');
  const refreshB = await token(server, { grant_type: 'refresh_token', refresh_token: b.refresh, client_id: b.clientId });
  assert.equal(refreshB.status, 200);
  // Revoked twice: gone.
  assert.equal((await server.fetch(`/portal/connections/${first!.id}`, { method: 'DELETE', headers: await portal('gina') })).status, 404);
  // The access token of the revoked connection stays valid until it expires (stateless, at most 1 h): documented.
  assert.equal((await mcp(server, a.access, 'tools/list')).status, 200);
});

test('the connection operations are rate-limited like the rest of /portal/* (portal:connections:rate-limited)', async () => {
  const headers = await portal('ivy');
  const first = await server.fetch('/portal/connections', { headers });
  const second = await server.fetch('/portal/connections/grt_nosuch', { method: 'DELETE', headers });
  const me = await server.fetch('/portal/me', { headers });
  assert.equal(first.status, 200);
  assert.equal(second.status, 404);
  const limit = first.headers.get('x-ratelimit-limit');
  assert.ok(Number(limit) > 0, 'X-RateLimit-Limit on /portal/connections');
  assert.equal(me.headers.get('x-ratelimit-limit'), limit, 'the same portal bucket');
  assert.equal(Number(me.headers.get('x-ratelimit-remaining')), Number(first.headers.get('x-ratelimit-remaining')) - 2, 'one budget for all three');
});

test("a user's connections page with limit and cursor, newest first; another user's or list's cursor is a 400 (platform:lists:paged)", async () => {
  const headers = await portal('jill');
  const get = (path: string) => server.fetch(path, { headers });
  for (const name of ['One', 'Two', 'Three']) await connect(server, 'jill', name);
  const all = await wholeList<Connection>(get, '/portal/connections', 'connections');
  assert.deepEqual(all.map((c) => c.client_name).sort(), ['One', 'Three', 'Two']);
  assert.deepEqual(all.map((c) => c.created_at), all.map((c) => c.created_at).sort().reverse(), 'newest first');
  for (const limit of [1, 2, 3]) {
    const { rows, pages } = await pageThrough<Connection>(get, '/portal/connections', 'connections', limit);
    assert.deepEqual(rows, all, `limit=${limit}`);
    assert.equal(pages, Math.ceil(all.length / limit));
  }
  // Keyset: revoking the first page's connection moves none of the others.
  const first = (await (await get('/portal/connections?limit=1')).json()) as { connections: Connection[]; next_cursor: string };
  assert.equal((await server.fetch(`/portal/connections/${first.connections[0]!.id}`, { method: 'DELETE', headers })).status, 204);
  const rest = (await (await get(`/portal/connections?limit=100&cursor=${first.next_cursor}`)).json()) as { connections: Connection[]; next_cursor: string | null };
  assert.deepEqual([rest.connections.map((c) => c.id), rest.next_cursor], [all.slice(1).map((c) => c.id), null]);

  // A cursor pages only the list of the user it was given to: Kate's own list refuses Jill's cursor, as Jill's
  // connections refuse a cursor of her key list.
  await connect(server, 'kate', 'Kate app');
  const kate = await portal('kate');
  const refused = await server.fetch(`/portal/connections?cursor=${first.next_cursor}`, { headers: kate });
  assert.equal(refused.status, 400);
  assert.match(((await refused.json()) as { detail: string }).detail, /another list/);
  for (const name of ['a', 'b']) assert.equal((await server.fetch('/portal/keys', { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ name }) })).status, 201);
  await assertListRefusals(get, '/portal/connections', await firstCursor(get, '/portal/keys'));
  assert.equal((await get(`/portal/keys?cursor=${first.next_cursor}`)).status, 400, 'nor the key list a connections cursor');
});
