import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DATABASES, communioServer, eventually, receiver, subscribe, tenant } from './support.js';

const FAST = { COMMUNIO_WEBHOOK_RETRY_BASE_MS: '50', COMMUNIO_WEBHOOK_TIMEOUT_MS: '400', COMMUNIO_WEBHOOK_MAX_ATTEMPTS: '4' };

for (const database of DATABASES) {
  test(`[${database}] signed delivery of every event about the tenant's own intentions (communio:webhooks:signed-delivery)`, async (t) => {
    const server = await communioServer(t, database, FAST);
    if (!server) return;
    const r = await receiver();
    // The other tenant's own receiver: its delivery shows that the dispatcher has handled the last event.
    const otherReceiver = await receiver();
    t.after(async () => {
      await server.close();
      await r.close();
      await otherReceiver.close();
    });
    const owner = await tenant(server, 'Owner');
    const other = await tenant(server, 'Other');
    const endpoint = await subscribe(owner, r);
    await subscribe(other, otherReceiver, ['intention.created']);
    assert.match(endpoint.secret, /^whsec_/);

    const { id } = (await (await owner.call('POST', '/intentions', { text: 'For my father' })).json()) as { id: string };
    await other.call('POST', `/intentions/${id}/intercessions`);
    await owner.call('POST', `/intentions/${id}/close`, { status: 'answered' });
    await other.call('POST', '/intentions', { text: "Other's own, not for owner's hook" });
    await r.until(() => new Set(r.received.map((m) => m.id)).size >= 3);
    await otherReceiver.until(() => otherReceiver.received.length >= 1);
    assert.equal(otherReceiver.received[0]!.json.type, 'intention.created');
    // Every event, each under its own message id; deliveries are not ordered (a slow first attempt is retried after
    // later events). Delivery is at least once: on a loaded machine an answer slower than the 400 ms timeout is sent
    // again, under the same message id and with the same body, which is how a receiver knows it for a repeat.
    const byId = new Map<string, (typeof r.received)[number]>();
    for (const m of r.received) {
      const first = byId.get(m.id);
      if (first) assert.deepEqual(m.json, first.json, 'a repeated delivery carries the same event');
      else byId.set(m.id, m);
    }
    assert.deepEqual([...byId.values()].map((m) => m.json.type).sort(), ['intention.closed', 'intention.created', 'intercession.created']);
    for (const m of r.received) {
      assert.equal(m.verified, true, 'Standard Webhooks signature verifies');
      assert.match(m.id, /^msg_/);
      assert.ok(m.json.data.intention?.id === id || m.json.data.intention_id === id);
    }
    assert.equal(r.received.find((m) => m.json.type === 'intercession.created')!.json.data.intercession_count, 1);

    const listed = await owner.call('GET', '/webhooks');
    const listBody = (await listed.json()) as { items: Array<Record<string, unknown>> };
    assert.equal(listBody.items.length, 1);
    assert.equal(listBody.items[0]!.secret, undefined, 'the secret is never listed');
    assert.equal((await other.call('GET', `/webhooks/${endpoint.id}`)).status, 404);
    const log = (await (await owner.call('GET', `/webhooks/${endpoint.id}/deliveries`)).json()) as { items: Array<{ status: string }> };
    assert.equal(log.items.length, 3);
    assert.ok(log.items.every((d) => d.status === 'delivered'));
  });

  test(`[${database}] retries after 500s and timeouts, then manual redelivery (communio:webhooks:retry-redeliver)`, async (t) => {
    const server = await communioServer(t, database, FAST);
    if (!server) return;
    // 1st answer 500, 2nd hangs past the timeout, 3rd succeeds; later ones (redelivery) succeed.
    const r = await receiver((n) => (n === 1 ? 500 : n === 2 ? 'hang' : 200));
    t.after(async () => {
      await server.close();
      await r.close();
    });
    const owner = await tenant(server, 'Owner');
    const endpoint = await subscribe(owner, r, ['intention.created']);
    await owner.call('POST', '/intentions', { text: 'For the unemployed' });
    await r.until(() => r.received.length >= 1);
    assert.equal(r.hits, 3);
    const page = (await (await owner.call('GET', `/webhooks/${endpoint.id}/deliveries`)).json()) as { items: Array<{ id: string }> };
    const deliveryId = page.items[0]!.id;
    const detail = await eventually(
      async () => (await (await owner.call('GET', `/webhooks/${endpoint.id}/deliveries/${deliveryId}`)).json()) as Record<string, any>,
      (d) => d.status === 'delivered',
      5000,
      'delivery marked delivered',
    );
    assert.equal(detail.status, 'delivered');
    assert.deepEqual(detail.log.map((a: { status_code: number | null }) => a.status_code), [500, null, 200]);
    assert.match(detail.log[1].error, /timed out/);
    assert.equal(new Set(r.received.map((m) => m.id)).size, 1);

    const again = await owner.call('POST', `/webhooks/${endpoint.id}/deliveries/${deliveryId}/redeliver`);
    assert.equal(again.status, 202);
    await r.until(() => r.received.length >= 2);
    assert.equal(r.received[1]!.id, deliveryId, 'redelivery keeps the webhook-id');
    assert.equal(r.received[1]!.verified, true);
  });
}

test('a receiver that always fails is marked failed after the last attempt', async (t) => {
  const server = await communioServer(t, 'sqlite', FAST);
  if (!server) return;
  const r = await receiver(() => 503);
  t.after(async () => {
    await server.close();
    await r.close();
  });
  const owner = await tenant(server, 'Owner');
  const endpoint = await subscribe(owner, r);
  await owner.call('POST', '/intentions', { text: 'For vocations' });
  await r.until(() => r.hits >= 4);
  // Once the delivery is marked failed the dispatcher has given up: only then can "no fifth attempt" be judged.
  const page = await eventually(
    async () => (await (await owner.call('GET', `/webhooks/${endpoint.id}/deliveries?status=failed`)).json()) as { items: Array<{ attempts: number; last_status_code: number }> },
    (p) => p.items.length > 0,
    10_000,
    'delivery marked failed',
  );
  assert.equal(r.hits, 4, 'no attempt beyond the maximum');
  assert.equal(page.items.length, 1);
  assert.equal(page.items[0]!.attempts, 4);
  assert.equal(page.items[0]!.last_status_code, 503);
});

test('endpoint management: https only, update, rotate, delete', async (t) => {
  const server = await communioServer(t, 'sqlite', FAST);
  if (!server) return;
  const r = await receiver();
  t.after(async () => {
    await server.close();
    await r.close();
  });
  const owner = await tenant(server, 'Owner');
  for (const url of ['http://hooks.example.com/x', 'https://10.1.2.3/x', 'https://169.254.169.254/', 'ftp://x.example/']) {
    const res = await owner.call('POST', '/webhooks', { url });
    assert.equal(res.status, 422, url);
    assert.equal(((await res.json()) as { code: string }).code, 'webhook_target_refused');
  }
  assert.equal((await owner.call('POST', '/webhooks', { url: r.url, events: ['nope'] })).status, 400);
  const endpoint = await subscribe(owner, r);
  const patched = await owner.call('PATCH', `/webhooks/${endpoint.id}`, { events: ['intention.closed'], description: 'closings' });
  assert.equal(patched.status, 200);
  assert.deepEqual(((await patched.json()) as { events: string[] }).events, ['intention.closed']);
  // A description is cleared with null, as the endpoint shows an empty one.
  const cleared = await owner.call('PATCH', `/webhooks/${endpoint.id}`, { description: null });
  assert.equal(cleared.status, 200);
  assert.equal(((await cleared.json()) as { description: string | null }).description, null);
  assert.equal((await owner.call('PATCH', `/webhooks/${endpoint.id}`, {})).status, 400);

  const rotated = (await (await owner.call('POST', `/webhooks/${endpoint.id}/rotate-secret`)).json()) as { secret: string };
  assert.notEqual(rotated.secret, endpoint.secret);
  const { id } = (await (await owner.call('POST', '/intentions', { text: 'For the Church' })).json()) as { id: string };
  await owner.call('POST', `/intentions/${id}/close`, { status: 'withdrawn' });
  await r.until(() => r.received.length >= 1);
  const sig = r.received[0]!;
  assert.equal(sig.verified, true, 'old secret still verifies during the grace period');
  r.setSecret(rotated.secret);
  const { verifySignature } = await import('../../../src/engines/communio/index.js');
  assert.equal(verifySignature(rotated.secret, sig, sig.body), true, 'new secret verifies too');
  assert.equal(sig.json.type, 'intention.closed', 'only the subscribed type was sent');

  // Sent as clients that put their JSON Content-Type on every request send it: an empty body is no body.
  assert.equal((await owner.call('DELETE', `/webhooks/${endpoint.id}`, undefined, { 'content-type': 'application/json' })).status, 204);
  assert.equal((await owner.call('GET', `/webhooks/${endpoint.id}`)).status, 404);
});
