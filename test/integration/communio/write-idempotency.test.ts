// Audit finding: closing an intention (and every other communio write but the three that already did) ignored
// Idempotency-Key, so a close retried after a lost answer got 409 intention_closed, a retried secret rotation made
// the lost new secret the "previous" one (the receiver's secret stopped co-signing at once), and a retried DELETE
// got 404. Every communio write now honours the key through the shared idempotentWrite.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { signersOf } from './independent-verifier.js';
import type { CommunioTables } from '../../../src/engines/communio/data/tables.js';
import { DATABASES, serverAndReceiver, sleep, subscribe, tenant } from './support.js';

const code = async (res: Response) => ((await res.json()) as { code: string }).code;

for (const database of DATABASES) {
  test(`[${database}] a close retried with its Idempotency-Key answers the first 200 and closes once (communio:writes:idempotency-key)`, async (t) => {
    const started = await serverAndReceiver(t, database);
    if (!started) return;
    const { server, r } = started;
    const a = await tenant(server, 'A');
    const b = await tenant(server, 'B');
    await subscribe(a, r, ['intention.closed']);
    const submit = async (text: string) => ((await (await a.call('POST', '/intentions', { text })).json()) as { id: string }).id;
    const id = await submit('For my mother, that she recovers');
    const close = (key: string | undefined, status = 'answered', who = a, target = id) =>
      who.call('POST', `/intentions/${target}/close`, { status }, key === undefined ? {} : { 'idempotency-key': key });

    const first = await close('close-1');
    assert.equal(first.status, 200);
    assert.equal(first.headers.get('idempotent-replayed'), null);
    const body = await first.json();
    const retry = await close('close-1');
    assert.equal(retry.status, 200, 'not 409: this is the same request');
    assert.equal(retry.headers.get('idempotent-replayed'), 'true');
    assert.deepEqual(await retry.json(), body);
    assert.equal((await close(undefined)).status, 409, 'without a key a second close is a second request');
    assert.equal(await code(await close('close-1', 'withdrawn')), 'idempotency_key_reused', 'another status');
    assert.equal(await code(await a.call('POST', '/intentions', { text: 'For peace' }, { 'idempotency-key': 'close-1' })), 'idempotency_key_reused');
    // Another tenant's same key is its own, and A's intention does not exist for it.
    assert.equal((await close('close-1', 'answered', b)).status, 404);

    // A close refused (404, 409) stores nothing: the key is still free for a real close.
    const other = await submit('For the souls in purgatory');
    assert.equal((await close('close-2', 'answered', a, 'int_missing')).status, 404);
    assert.equal((await close('close-2', 'answered', a, other)).status, 200, 'the refused close stored nothing under its key');
  });

  test(`[${database}] concurrent close retries with one key close once and announce once`, async (t) => {
    const started = await serverAndReceiver(t, database);
    if (!started) return;
    const { server, r } = started;
    const a = await tenant(server, 'A');
    await subscribe(a, r, ['intention.closed']);
    const { id } = (await (await a.call('POST', '/intentions', { text: 'For vocations' })).json()) as { id: string };
    const answers = await Promise.all(Array.from({ length: 8 }, () => a.call('POST', `/intentions/${id}/close`, { status: 'withdrawn' }, { 'idempotency-key': 'k' })));
    const bodies = await Promise.all(answers.map(async (x) => (assert.equal(x.status, 200), JSON.stringify(await x.json()))));
    assert.equal(new Set(bodies).size, 1, 'one answer');
    assert.equal(answers.filter((x) => x.headers.get('idempotent-replayed') === 'true').length, 7);
    await r.until(() => r.received.length >= 1);
    await sleep(400);
    assert.equal(r.received.length, 1, 'one intention.closed');
  });

  test(`[${database}] rotate-secret, PATCH, DELETE and redeliver honour Idempotency-Key`, async (t) => {
    const started = await serverAndReceiver(t, database);
    if (!started) return;
    const { server, r } = started;
    const a = await tenant(server, 'A');
    const b = await tenant(server, 'B');
    const endpoint = await subscribe(a, r);
    const key = (k: string) => ({ 'idempotency-key': k });

    // Rotation: the retry gets the same new secret, and the original secret still co-signs (one rotation).
    const rotated = await a.call('POST', `/webhooks/${endpoint.id}/rotate-secret`, undefined, key('rot-1'));
    assert.equal(rotated.status, 200);
    const first = (await rotated.json()) as { secret: string };
    const again = await a.call('POST', `/webhooks/${endpoint.id}/rotate-secret`, undefined, key('rot-1'));
    assert.equal(again.headers.get('idempotent-replayed'), 'true');
    assert.equal(((await again.json()) as { secret: string }).secret, first.secret);
    assert.equal((await b.call('POST', `/webhooks/${endpoint.id}/rotate-secret`, undefined, key('rot-1'))).status, 404, "B never touches A's endpoint");
    await a.call('POST', '/intentions', { text: 'For the sick' });
    await r.until(() => r.received.length === 1);
    const signed = r.received[0]!;
    assert.deepEqual(signersOf([endpoint.secret, first.secret], signed, signed.body), [0, 1], 'the original and the one new secret sign');

    // PATCH: the retry answers the first response even after a later change, and changes nothing again.
    const patched = await a.call('PATCH', `/webhooks/${endpoint.id}`, { description: 'first' }, key('patch-1'));
    const patchedBody = await patched.json();
    assert.equal((await a.call('PATCH', `/webhooks/${endpoint.id}`, { description: 'second' })).status, 200);
    const patchRetry = await a.call('PATCH', `/webhooks/${endpoint.id}`, { description: 'first' }, key('patch-1'));
    assert.equal(patchRetry.headers.get('idempotent-replayed'), 'true');
    assert.deepEqual(await patchRetry.json(), patchedBody);
    assert.equal(((await (await a.call('GET', `/webhooks/${endpoint.id}`)).json()) as { description: string }).description, 'second');
    assert.equal(await code(await a.call('PATCH', `/webhooks/${endpoint.id}`, { description: 'third' }, key('patch-1'))), 'idempotency_key_reused');
    assert.equal(await code(await a.call('POST', `/webhooks/${endpoint.id}/rotate-secret`, undefined, key('patch-1'))), 'idempotency_key_reused');

    // Redeliver: a retry schedules nothing again, so the message is sent twice in all (original and one redelivery).
    const msg = signed.id;
    const redo = () => a.call('POST', `/webhooks/${endpoint.id}/deliveries/${msg}/redeliver`, undefined, key('redo-1'));
    assert.equal((await redo()).status, 202);
    await r.until(() => r.received.length === 2);
    const redoRetry = await redo();
    assert.equal(redoRetry.status, 202);
    assert.equal(redoRetry.headers.get('idempotent-replayed'), 'true');
    await sleep(400);
    assert.equal(r.received.length, 2);
    assert.equal((await b.call('POST', `/webhooks/${endpoint.id}/deliveries/${msg}/redeliver`, undefined, key('redo-1'))).status, 404);

    // DELETE: the retry answers 204 again, not 404; without a key a second DELETE is 404.
    const del = () => a.call('DELETE', `/webhooks/${endpoint.id}`, undefined, key('del-1'));
    assert.equal((await b.call('DELETE', `/webhooks/${endpoint.id}`, undefined, key('del-1'))).status, 404);
    assert.equal((await del()).status, 204);
    const delRetry = await del();
    assert.equal(delRetry.status, 204);
    assert.equal(delRetry.headers.get('idempotent-replayed'), 'true');
    assert.equal((await a.call('DELETE', `/webhooks/${endpoint.id}`)).status, 404);
    assert.equal((await a.call('GET', `/webhooks/${endpoint.id}`)).status, 404);
  });

  // Review finding: the answers kept under Idempotency-Key for a registration and a rotation hold the endpoint's
  // secret in plain text for 24 hours, and outlived a DELETE of the endpoint. A DELETE now drops them.
  test(`[${database}] DELETE of an endpoint drops the kept answers that show its secret`, async (t) => {
    const started = await serverAndReceiver(t, database);
    if (!started) return;
    const { server, r } = started;
    const db = server.lumen.platform.storage.db.withTables<CommunioTables>();
    const a = await tenant(server, 'A');
    const key = (k: string) => ({ 'idempotency-key': k });
    const register = () => a.call('POST', '/webhooks', { url: r.url }, key('reg-1'));
    const created = (await (await register()).json()) as { id: string; secret: string };
    const other = (await (await a.call('POST', '/webhooks', { url: `${r.url}other` }, key('reg-2'))).json()) as { id: string; secret: string };
    const rotate = () => a.call('POST', `/webhooks/${created.id}/rotate-secret`, undefined, key('rot-1'));
    const rotated = (await (await rotate()).json()) as { secret: string };
    assert.equal((await a.call('PATCH', `/webhooks/${created.id}`, { description: 'main' }, key('patch-1'))).status, 200);
    const kept = async () => (await db.selectFrom('communio_idempotency').select(['idem_key', 'response']).orderBy('idem_key').execute());
    const showing = (rows: { response: string }[], secret: string) => rows.filter((x) => x.response.includes(secret)).length;
    assert.equal(showing(await kept(), created.secret), 1, 'the registration answer keeps the secret while the endpoint lives');
    assert.equal(showing(await kept(), rotated.secret), 1);

    assert.equal((await a.call('DELETE', `/webhooks/${created.id}`, undefined, key('del-1'))).status, 204);
    const after = await kept();
    assert.equal(showing(after, created.secret) + showing(after, rotated.secret), 0, 'no kept answer shows a secret of the deleted endpoint');
    assert.deepEqual(after.map((x) => x.idem_key), ['del-1', 'patch-1', 'reg-2'], "the DELETE's, the PATCH's and the other endpoint's stay");
    assert.equal(showing(after, other.secret), 1);

    // A replayed rotation is not served the secret: the endpoint is gone. A replayed registration is a new one.
    const rotateAgain = await rotate();
    assert.equal(rotateAgain.status, 404);
    assert.ok(!JSON.stringify(await rotateAgain.json()).includes('whsec_'));
    const again = await register();
    assert.equal(again.status, 201);
    assert.equal(again.headers.get('idempotent-replayed'), null);
    const fresh = (await again.json()) as { id: string; secret: string };
    assert.notEqual(fresh.id, created.id);
    assert.notEqual(fresh.secret, created.secret);
  });
}
