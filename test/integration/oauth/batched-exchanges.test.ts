import assert from 'node:assert/strict';
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import { after, before, test } from 'node:test';
import { type TestServer, startServer } from '../../helpers/server.js';
import { authorize, pkcePair, registerClient, token } from './oauth-driver.js';

// On SQLite the token endpoint's exchanges are units of the platform's group commit (oauth/grants/sqlite-exchanges.ts):
// those that arrive together share a transaction and a WAL flush. These tests hold it to what one transaction per
// exchange guaranteed: an answer only once its writes are durable, and a code redeemed once even within one batch.
const REDIRECT = 'http://127.0.0.1:9/callback';
let server: TestServer;

before(async () => {
  server = await startServer({ env: { OAUTH_REGISTER_MAX: '100' } });
});
after(async () => server.close());

/** `n` approved codes of one new client (one sign-in), with their verifiers. */
async function codes(n: number): Promise<{ clientId: string; codes: Array<{ code: string; verifier: string }> }> {
  const { client_id: clientId } = await registerClient(server);
  let cookie: string | undefined;
  const out: Array<{ code: string; verifier: string }> = [];
  for (let i = 0; i < n; i++) {
    const { verifier, challenge } = pkcePair();
    const r = await authorize(server, { clientId, challenge, ...(cookie ? { cookie } : {}) });
    cookie = r.cookie;
    out.push({ code: r.location.searchParams.get('code')!, verifier });
  }
  return { clientId, codes: out };
}

const exchange = (clientId: string, c: { code: string; verifier: string }) =>
  token(server, { grant_type: 'authorization_code', code: c.code, redirect_uri: REDIRECT, client_id: clientId, code_verifier: c.verifier });

/** Replaces fs.fdatasync (the WAL flush, platform/storage/wal-sync.ts) for the length of `body`. */
async function withFlush<T>(flush: typeof fs.fdatasync, body: () => Promise<T>): Promise<T> {
  const original = fs.fdatasync;
  fs.fdatasync = flush;
  syncBuiltinESMExports();
  try {
    return await body();
  } finally {
    fs.fdatasync = original;
    syncBuiltinESMExports();
  }
}

test('exchanges sent together are units of the group commit, each answered after a WAL flush that began after its writes', async () => {
  const { clientId, codes: batch } = await codes(8);
  const first = await Promise.all(batch.slice(0, 4).map((c) => exchange(clientId, c)));
  const groupCommit = server.lumen.platform.storage.groupCommit!;
  const run = groupCommit.run.bind(groupCommit);
  // When each unit's writes were done, by the refresh token it issued (which its answer carries).
  const written = new Map<string, number>();
  groupCommit.run = (work) =>
    run((db) => {
      const outcome = work(db) as { value?: { refresh?: string } };
      if (outcome.value?.refresh) written.set(outcome.value.refresh, performance.now());
      return outcome as never;
    });
  const flushes: Array<{ start: number; end: number }> = [];
  // A slow disk: an answer sent before its flush ends would show.
  const slowFlush = ((_fd: number, callback: (err: NodeJS.ErrnoException | null) => void) => {
    const flush = { start: performance.now(), end: Number.POSITIVE_INFINITY };
    flushes.push(flush);
    setTimeout(() => {
      flush.end = performance.now();
      callback(null);
    }, 100);
  }) as typeof fs.fdatasync;
  try {
    const answered = await withFlush(slowFlush, () =>
      Promise.all([
        ...batch.slice(4).map(async (c) => ({ res: await exchange(clientId, c), at: performance.now() })),
        ...first.map(async (t) => ({
          res: await token(server, { grant_type: 'refresh_token', refresh_token: t.body.refresh_token as string, client_id: clientId }),
          at: performance.now(),
        })),
      ]),
    );
    assert.deepEqual(answered.map((a) => a.res.status), Array(8).fill(200));
    assert.equal(written.size, 8, 'every exchange and rotation ran as a unit of the group commit');
    assert.ok(flushes.length < 8, `the units shared flushes: ${flushes.length} for 8`);
    for (const { res, at } of answered) {
      const wrote = written.get(res.body.refresh_token as string)!;
      assert.ok(flushes.some((f) => f.start >= wrote && f.end <= at), 'an answer was sent before a flush covering its writes had ended');
    }
  } finally {
    groupCommit.run = run;
  }
});

test('a failed WAL flush answers 500, not tokens: nothing is acknowledged that is not durable', async () => {
  const { clientId, codes: [c] } = await codes(1);
  const res = await withFlush(
    ((_fd: number, callback: (err: NodeJS.ErrnoException | null) => void) => {
      setImmediate(() => callback(Object.assign(new Error('EIO: i/o error, fdatasync'), { code: 'EIO' })));
    }) as typeof fs.fdatasync,
    () => exchange(clientId, c!),
  );
  assert.equal(res.status, 500);
  assert.equal(res.body.access_token, undefined);
});

test('one code sent four times at once: one token pair, and the replays revoke it (oauth:code:replay-race)', async () => {
  const { clientId, codes: [c] } = await codes(1);
  const answers = await Promise.all(Array.from({ length: 4 }, () => exchange(clientId, c!)));
  const won = answers.filter((a) => a.status === 200);
  assert.equal(won.length, 1, `statuses: ${answers.map((a) => a.status).join(' ')}`);
  for (const a of answers.filter((x) => x.status !== 200)) {
    assert.equal(a.status, 400);
    assert.equal(a.body.error, 'invalid_grant');
    assert.match(String(a.body.error_description), /already used/);
  }
  const next = await token(server, { grant_type: 'refresh_token', refresh_token: won[0]!.body.refresh_token as string, client_id: clientId });
  assert.equal(next.body.error, 'invalid_grant', 'the grant issued from the code is revoked by its replay');
});
