import assert from 'node:assert/strict';
import { test } from 'node:test';
import { runLumen } from '../../helpers/cli.js';
import { communioServer, tenant } from './support.js';

const lumen = runLumen;

test('lumen intentions list|hold|release|remove moderates what the API shows', async (t) => {
  const server = await communioServer(t, 'sqlite');
  if (!server) return;
  t.after(() => server.close());
  const env = { NODE_ENV: 'test', DATABASE_URL: server.env.DATABASE_URL!, LOG_LEVEL: 'silent' };
  const a = await tenant(server, 'A');
  const b = await tenant(server, 'B');
  const { id } = (await (await a.call('POST', '/intentions', { text: 'For a difficult decision' })).json()) as { id: string };
  const feedSize = async () => ((await (await b.call('GET', '/feed')).json()) as { items: unknown[] }).items.length;

  const listed = await lumen(['intentions', 'list', '--json'], env);
  assert.equal(listed.status, 0, listed.stderr);
  const rows = (JSON.parse(listed.stdout) as { intentions: Array<{ id: string; tenant_id: string; status: string }> }).intentions;
  assert.deepEqual(rows.map((r) => [r.id, r.tenant_id, r.status]), [[id, a.id, 'open']]);

  const held = await lumen(['intentions', 'hold', id, '--json'], env);
  assert.equal(held.status, 0, held.stderr);
  assert.deepEqual(JSON.parse(held.stdout), { id, status: 'held' });
  assert.equal(await feedSize(), 0, 'held intentions leave the feed');
  assert.equal((await b.call('POST', `/intentions/${id}/intercessions`)).status, 404);
  assert.equal((await lumen(['intentions', 'hold', id], env)).status, 1, 'holding twice is refused');

  assert.equal((await lumen(['intentions', 'release', id, '--json'], env)).status, 0);
  assert.equal(await feedSize(), 1);

  const removed = await lumen(['intentions', 'remove', id, '--json'], env);
  assert.equal(removed.status, 0, removed.stderr);
  assert.equal(await feedSize(), 0);
  const own = (await (await a.call('GET', `/intentions/${id}`)).json()) as { status: string; text: string };
  assert.equal(own.status, 'removed');
  assert.ok(!own.text.includes('difficult'), 'the text is erased');

  const unknown = await lumen(['intentions', 'hold', 'int_nope', '--json'], env);
  assert.equal(unknown.status, 1);
  assert.match(unknown.stderr, /no intention/);
  assert.equal((await lumen(['intentions', 'list', '--status', 'bogus'], env)).status, 2);
});
