import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { identityWithProbes, portalToken } from '../../helpers/identity.js';
import { startServer } from '../../helpers/server.js';
import { needPostgres } from '../../helpers/services.js';

// A forged cursor must be a 400 invalid_cursor on both stores, never a storage error: on PostgreSQL a fractional
// or out-of-range created_at used to reach the bigint comparison and fail with 22P02 (a 500).
const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const GOOD_ID = 'key_aaaaaaaaaaaaaaaaaaaaaaaa';
const forged: Array<[string, unknown]> = [
  ['fractional time', [1.5, 'x']],
  ['fractional time with a valid id', [1.5, GOOD_ID]],
  ['time beyond bigint', [1e308, GOOD_ID]],
  ['time beyond 2^53', [2 ** 53, GOOD_ID]],
  ['negative time', [-1, GOOD_ID]],
  ['time as a string', ['1700000000000', GOOD_ID]],
  ['id not a key id', [1_700_000_000_000, 'x']],
  ['id of another kind', [1_700_000_000_000, 'usr_aaaaaaaaaaaaaaaaaaaaaaaa']],
  ['extra element', [1_700_000_000_000, GOOD_ID, 1]],
];

for (const database of ['sqlite', 'postgres'] as const) {
  describe(`portal key cursor on ${database}`, () => {
    test('forged cursors are 400 invalid_cursor; a well-formed one pages', async (t) => {
      if (database === 'postgres' && !(await needPostgres(t))) return;
      const server = await startServer({ database, modules: identityWithProbes() });
      try {
        const token = await portalToken(server, 'cursor-user');
        const get = async (cursor: string) => {
          const res = await server.fetch(`/portal/keys?cursor=${cursor}`, { headers: { authorization: `Bearer ${token}` } });
          return { status: res.status, body: (await res.json()) as Record<string, any> };
        };
        for (const [label, value] of forged) {
          const res = await get(cursorOf(value));
          assert.equal(res.status, 400, `${label}: ${JSON.stringify(res.body)}`);
          assert.equal(res.body.code, 'invalid_cursor', label);
        }
        const ok = await get(cursorOf([1_700_000_000_000, GOOD_ID]));
        assert.equal(ok.status, 200);
        assert.deepEqual(ok.body.items, []);
      } finally {
        await server.close();
      }
    });
  });
}
