import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { identityWithProbes, portalToken } from '../../helpers/identity.js';
import { startServer } from '../../helpers/server.js';
import { needPostgres } from '../../helpers/services.js';

// A portal key cursor is bound to the key list of the user who was given it, like every other list cursor
// (pageScope, sealScopedKeyset): another user's cursor, or one of another list, is a 400 that says so. A forged
// position must be a 400 invalid_cursor on both stores, never a storage error: on PostgreSQL a fractional or
// out-of-range created_at used to reach the bigint comparison and fail with 22P02 (a 500).
const decode = (cursor: string) => JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { t: number; id: string; s: string };
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const GOOD_ID = 'key_aaaaaaaaaaaaaaaaaaaaaaaa';
const forged: Array<[string, number | string, string]> = [
  ['fractional time', 1.5, 'x'],
  ['fractional time with a valid id', 1.5, GOOD_ID],
  ['time beyond bigint', 1e308, GOOD_ID],
  ['time beyond 2^53', 2 ** 53, GOOD_ID],
  ['negative time', -1, GOOD_ID],
  ['time as a string', '1700000000000', GOOD_ID],
  ['id not a key id', 1_700_000_000_000, 'x'],
  ['id of another kind', 1_700_000_000_000, 'usr_aaaaaaaaaaaaaaaaaaaaaaaa'],
];

for (const database of ['sqlite', 'postgres'] as const) {
  describe(`portal key cursor on ${database}`, () => {
    test('a key list cursor pages only its own user\'s list; forged ones are 400 invalid_cursor', async (t) => {
      if (database === 'postgres' && !(await needPostgres(t))) return;
      const server = await startServer({ database, modules: identityWithProbes() });
      try {
        const tokens = { alice: await portalToken(server, 'cursor-alice'), bob: await portalToken(server, 'cursor-bob') };
        const call = async (who: keyof typeof tokens, method: string, path: string, body?: unknown) => {
          const res = await server.fetch(path, {
            method,
            headers: { authorization: `Bearer ${tokens[who]}`, ...(body ? { 'content-type': 'application/json' } : {}) },
            ...(body ? { body: JSON.stringify(body) } : {}),
          });
          return { status: res.status, body: (await res.json()) as Record<string, any> };
        };
        for (const name of ['one', 'two', 'three']) assert.equal((await call('alice', 'POST', '/portal/keys', { name })).status, 201);
        assert.equal((await call('bob', 'POST', '/portal/keys', { name: 'bob' })).status, 201);
        const first = await call('alice', 'GET', '/portal/keys?limit=2');
        const cursor = first.body.next_cursor as string;
        assert.ok(cursor);
        const second = await call('alice', 'GET', `/portal/keys?limit=2&cursor=${cursor}`);
        assert.equal(second.status, 200);
        assert.deepEqual(second.body.items.map((k: { name: string }) => k.name), ['one']);

        // Alice's cursor in Bob's hands, or a cursor of another list: refused, saying so.
        const other = await call('bob', 'GET', `/portal/keys?cursor=${cursor}`);
        assert.equal(other.status, 400, JSON.stringify(other.body));
        assert.equal(other.body.code, 'invalid_cursor');
        assert.match(other.body.detail, /another list/);
        const { t: at, id, s } = decode(cursor);
        const otherList = await call('alice', 'GET', `/portal/keys?cursor=${encode({ t: at, id, s: 'AAAAAAAAAAAA' })}`);
        assert.equal(otherList.status, 400);
        assert.match(otherList.body.detail, /another list/);
        // The bare position the list used to issue is not a cursor of it any more.
        const bare = await call('alice', 'GET', `/portal/keys?cursor=${encode([at, id])}`);
        assert.equal(bare.status, 400);
        assert.equal(bare.body.code, 'invalid_cursor');

        for (const [label, time, key] of forged) {
          const res = await call('alice', 'GET', `/portal/keys?cursor=${encode({ t: time, id: key, s })}`);
          assert.equal(res.status, 400, `${label}: ${JSON.stringify(res.body)}`);
          assert.equal(res.body.code, 'invalid_cursor', label);
        }
        const ok = await call('alice', 'GET', `/portal/keys?cursor=${encode({ t: 1_700_000_000_000, id: GOOD_ID, s })}`);
        assert.equal(ok.status, 200);
        assert.deepEqual(ok.body.items, []);
      } finally {
        await server.close();
      }
    });
  });
}
