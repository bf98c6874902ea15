import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { identityOf, identityWithProbes, portalToken, readWith } from '../../helpers/identity.js';
import { type TestServer, startServer } from '../../helpers/server.js';
import { needPostgres } from '../../helpers/services.js';

// The portal key lifecycle (seed: "API key" states: create → active → revoke → 401), on both key stores.
async function portal(server: TestServer, sub: string, method: string, path: string, body?: unknown) {
  const token = await portalToken(server, sub);
  const res = await server.fetch(path, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? (JSON.parse(text) as Record<string, any>) : null };
}

for (const database of ['sqlite', 'postgres'] as const) {
  describe(`portal keys on ${database}`, () => {
    test('identity:apikey:lifecycle — create shows the plaintext once, list never does, revoke makes the key a 401', async (t) => {
      if (database === 'postgres' && !(await needPostgres(t))) return;
      const server = await startServer({ database, modules: identityWithProbes(), env: { API_KEYS_MAX_ACTIVE: '3' } });
      try {
        const created = await portal(server, 'alice', 'POST', '/portal/keys', { name: 'parish app' });
        assert.equal(created.status, 201);
        assert.equal(created.headers.get('cache-control'), 'no-store');
        const key = created.body!.key as string;
        assert.match(key, /^lum_live_[0-9A-Za-z]{30}$/);
        assert.match(created.body!.id, /^key_/);
        assert.equal(created.body!.prefix, key.slice(0, 13));

        const ok = await readWith(server, key);
        assert.equal(ok.status, 200);
        assert.deepEqual(ok.body, { kind: 'apiKey', id: created.body!.id });

        await identityOf(server).flushLastUsed();
        const list = await portal(server, 'alice', 'GET', '/portal/keys');
        assert.equal(list.status, 200);
        assert.equal(list.body!.items.length, 1);
        assert.equal(list.body!.items[0].name, 'parish app');
        assert.ok(list.body!.items[0].last_used_at, 'last_used_at recorded after the batch flush');
        assert.ok(!JSON.stringify(list.body).includes(key.slice(13)), 'list never carries the plaintext');
        assert.ok(!('key' in list.body!.items[0]));

        const revoked = await portal(server, 'alice', 'DELETE', `/portal/keys/${created.body!.id}`);
        assert.equal(revoked.status, 204);
        const after = await readWith(server, key);
        assert.equal(after.status, 401);
        assert.equal(after.body.code, 'unauthorized');
        assert.match(String(after.body.detail), /revoked/);
        const again = await portal(server, 'alice', 'DELETE', `/portal/keys/${created.body!.id}`);
        assert.equal(again.status, 204, 'revoking twice is harmless');
        const listed = await portal(server, 'alice', 'GET', '/portal/keys');
        assert.equal(listed.body!.items[0].revoked, true);
      } finally {
        await server.close();
      }
    });

    test('identity:apikey:isolation — a user never sees or touches another user\'s keys (404)', async (t) => {
      if (database === 'postgres' && !(await needPostgres(t))) return;
      const server = await startServer({ database, modules: identityWithProbes() });
      try {
        const created = await portal(server, 'alice', 'POST', '/portal/keys', { name: 'mine' });
        const bobList = await portal(server, 'bob', 'GET', '/portal/keys');
        assert.deepEqual(bobList.body!.items, []);
        const bobRevoke = await portal(server, 'bob', 'DELETE', `/portal/keys/${created.body!.id}`);
        assert.equal(bobRevoke.status, 404);
        assert.equal(bobRevoke.body!.code, 'not_found');
        const stillOk = await readWith(server, created.body!.key);
        assert.equal(stillOk.status, 200);
        const unknown = await portal(server, 'alice', 'DELETE', '/portal/keys/key_aaaaaaaaaaaaaaaaaaaaaaaa');
        assert.equal(unknown.status, 404);
        const malformed = await portal(server, 'alice', 'DELETE', '/portal/keys/not-a-key-id');
        assert.equal(malformed.status, 400);
        const me = await portal(server, 'bob', 'GET', '/portal/me');
        assert.equal(me.body!.subject, 'bob');
        assert.match(me.body!.id, /^usr_/);
        const meAgain = await portal(server, 'bob', 'GET', '/portal/me');
        assert.equal(meAgain.body!.id, me.body!.id, 'the user is created once, from iss + sub');
      } finally {
        await server.close();
      }
    });

    test('identity:apikey:limit — active key limit: 409 key_limit_reached beyond it, room again after a revoke', async (t) => {
      if (database === 'postgres' && !(await needPostgres(t))) return;
      const server = await startServer({ database, modules: identityWithProbes(), env: { API_KEYS_MAX_ACTIVE: '3' } });
      try {
        const ids: string[] = [];
        for (let i = 0; i < 3; i++) {
          const res = await portal(server, 'carol', 'POST', '/portal/keys', { name: `k${i}` });
          assert.equal(res.status, 201);
          ids.push(res.body!.id);
        }
        const over = await portal(server, 'carol', 'POST', '/portal/keys', { name: 'k3' });
        assert.equal(over.status, 409);
        assert.equal(over.body!.code, 'key_limit_reached');
        assert.equal(over.body!.limit, 3);
        const other = await portal(server, 'dave', 'POST', '/portal/keys', { name: 'd' });
        assert.equal(other.status, 201, 'the limit is per user');
        await portal(server, 'carol', 'DELETE', `/portal/keys/${ids[0]}`);
        const room = await portal(server, 'carol', 'POST', '/portal/keys', { name: 'k3' });
        assert.equal(room.status, 201);
        await portal(server, 'gina', 'GET', '/portal/me');
        const burst = await Promise.all(Array.from({ length: 8 }, (_, i) => portal(server, 'gina', 'POST', '/portal/keys', { name: `b${i}` })));
        assert.equal(burst.filter((r) => r.status === 201).length, 3, 'concurrent creates never pass the limit');
        assert.ok(burst.every((r) => r.status === 201 || r.status === 409));
      } finally {
        await server.close();
      }
    });
  });
}

test('listing pages with limit and an opaque cursor; bad input is a 400 naming the field', async () => {
  const server = await startServer({ modules: identityWithProbes() });
  try {
    for (let i = 0; i < 5; i++) await portal(server, 'erin', 'POST', '/portal/keys', { name: `key ${i}` });
    const first = await portal(server, 'erin', 'GET', '/portal/keys?limit=2');
    assert.equal(first.body!.items.length, 2);
    assert.ok(first.body!.next_cursor);
    const seen = new Set(first.body!.items.map((k: { id: string }) => k.id));
    let cursor = first.body!.next_cursor as string | null;
    while (cursor) {
      const page = await portal(server, 'erin', 'GET', `/portal/keys?limit=2&cursor=${cursor}`);
      for (const k of page.body!.items) seen.add(k.id);
      cursor = page.body!.next_cursor;
    }
    assert.equal(seen.size, 5);
    const bad = await portal(server, 'erin', 'GET', '/portal/keys?cursor=zzz');
    assert.equal(bad.status, 400);
    assert.equal(bad.body!.code, 'invalid_cursor');
    const noName = await portal(server, 'erin', 'POST', '/portal/keys', { name: '  ' });
    assert.equal(noName.status, 400);
    assert.equal(noName.body!.code, 'validation_failed');
    assert.match(JSON.stringify(noName.body!.errors), /body\.name/);
    // One error, in words: not zod's "Too small: expected string to have >=1 characters (and 1 more)".
    assert.equal(noName.body!.errors.length, 1);
    assert.match(noName.body!.detail, /at least one character that is not a space/);
    assert.doesNotMatch(noName.body!.detail, /and 1 more|Too small/);
    // A name is shown in pages and lists: no control characters, no bidi overrides.
    for (const name of ['bell\u0007', 'esc\u001b[31m', 'evil\u202egnp.exe']) {
      const refused = await portal(server, 'erin', 'POST', '/portal/keys', { name });
      assert.equal(refused.status, 400, JSON.stringify(name));
      assert.match(JSON.stringify(refused.body!.errors), /control or bidirectional/);
    }
  } finally {
    await server.close();
  }
});

test('identity:portal:strict-body — a body member the portal does not take is a 400 naming it, never ignored', async () => {
  const server = await startServer({ modules: identityWithProbes() });
  try {
    const created = await portal(server, 'gina', 'POST', '/portal/keys', { name: 'app', scopes: ['admin'] });
    assert.equal(created.status, 400);
    assert.equal(created.body!.code, 'validation_failed');
    assert.match(created.body!.detail, /scopes/);
    const listed = await portal(server, 'gina', 'GET', '/portal/keys');
    assert.equal(listed.body!.items.length, 0, 'nothing was created');
    const made = await portal(server, 'gina', 'POST', '/portal/keys', { name: 'app' });
    assert.equal(made.status, 201);
    // A client that thinks PATCH can revoke must hear that it cannot, rather than get a 200 and a live key.
    const patched = await portal(server, 'gina', 'PATCH', `/portal/keys/${made.body!.id}`, { name: 'renamed', revoked: true });
    assert.equal(patched.status, 400);
    assert.match(patched.body!.detail, /revoked/);
    assert.equal((await readWith(server, made.body!.key)).status, 200, 'the key is still live');
    const record = await portal(server, 'gina', 'GET', `/portal/keys/${made.body!.id}`);
    assert.equal(record.body!.name, 'app', 'and not renamed either');
  } finally {
    await server.close();
  }
});

test('identity:portal:401 — every portal operation needs a Bearer JWT; an API key is not one', async () => {
  const server = await startServer({ modules: identityWithProbes() });
  try {
    const key = (await portal(server, 'frank', 'POST', '/portal/keys', { name: 'k' })).body!.key as string;
    const calls: Array<[string, string]> = [['GET', '/portal/me'], ['GET', '/portal/keys'], ['POST', '/portal/keys'], ['DELETE', '/portal/keys/key_aaaa'], ['GET', '/portal']];
    for (const [method, path] of calls) {
      for (const headers of [{}, { 'x-api-key': key }, { authorization: `Bearer ${key}` }] as Array<Record<string, string>>) {
        const res = await server.fetch(path, { method, headers });
        assert.equal(res.status, 401, `${method} ${path} ${JSON.stringify(Object.keys(headers))}`);
        assert.match(res.headers.get('www-authenticate') ?? '', /^Bearer realm="lumen-portal"/);
      }
    }
  } finally {
    await server.close();
  }
});
