import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type CommunioTables, moderateIntention } from '../../../src/engines/communio/index.js';
import { loadConfig } from '../../../src/platform/config/load-config.js';
import { openStorage } from '../../../src/platform/storage/index.js';
import { DATABASES, type Tenant, communioServer, tenant } from './support.js';
import type { TestServer } from '../../helpers/server.js';

/** What `lumen intentions hold|release|remove` does, in process (cli.test.ts covers the command itself). */
async function moderate(server: TestServer, status: 'held' | 'open' | 'removed', id: string): Promise<void> {
  const storage = await openStorage(loadConfig({ ...server.env, NODE_ENV: 'test' }).storage);
  try {
    const result = await moderateIntention(storage.db.withTables<CommunioTables>(), id, status, Date.now());
    assert.equal(result?.changed, true, `${status} ${id}`);
  } finally {
    await storage.close();
  }
}

/** The whole replay from Last-Event-ID 0, read until the marker intention's text arrives. */
async function replayAll(server: TestServer, reader: Tenant, marker: string): Promise<string> {
  const res = await server.fetch('/v1/communio/stream', { headers: { 'x-api-key': reader.key, 'last-event-id': '0' } });
  assert.equal(res.status, 200);
  const body = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const deadline = Date.now() + 5000;
  while (!text.includes(marker)) {
    assert.ok(Date.now() < deadline, `marker not replayed; got ${text}`);
    const { value, done } = await body.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
  }
  await body.cancel();
  return text;
}

for (const database of DATABASES) {
  test(`[${database}] removed and held intentions are withdrawn from the stream's replay (communio:moderation:withdrawn-from-replay)`, async (t) => {
    const server = await communioServer(t, database);
    if (!server) return;
    t.after(() => server.close());
    const a = await tenant(server, 'A');
    const b = await tenant(server, 'B');
    const submit = async (text: string, headers: Record<string, string> = {}) =>
      ((await (await a.call('POST', '/intentions', { text }, headers)).json()) as { id: string }).id;

    const removedId = await submit('Secret to be removed', { 'idempotency-key': 'k-remove' });
    const heldId = await submit('Secret to be held');
    const closedId = await submit('Secret held then closed');
    await b.call('POST', `/intentions/${removedId}/intercessions`);
    for (const [status, id] of [['removed', removedId], ['held', heldId], ['held', closedId]] as const) await moderate(server, status, id);
    // The owner closes a held intention: the stream never showed it open, so no public closing either.
    assert.equal((await a.call('POST', `/intentions/${closedId}/close`, { status: 'withdrawn' })).status, 200);
    await submit('Marker after moderation');

    const replayed = await replayAll(server, b, 'Marker after moderation');
    assert.ok(!replayed.includes('Secret'), `no moderated text is replayed: ${replayed}`);
    for (const id of [removedId, heldId, closedId]) assert.ok(!replayed.includes(id), `no event of ${id} is replayed`);

    // A retry with the same Idempotency-Key answers the stored response, which no longer holds the text.
    const retry = await a.call('POST', '/intentions', { text: 'Secret to be removed' }, { 'idempotency-key': 'k-remove' });
    assert.ok(!(await retry.text()).includes('Secret'), 'the idempotency record forgot the text');

    // Releasing a held intention puts it back on the feed, but its old events stay out of the replay.
    await moderate(server, 'open', heldId);
    assert.ok(!(await replayAll(server, b, 'Marker after moderation')).includes('Secret'));
  });
}
