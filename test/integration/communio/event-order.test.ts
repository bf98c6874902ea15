import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { CommunioTables } from '../../../src/engines/communio/index.js';
import { recordEvent } from '../../../src/engines/communio/data/record-event.js';
import { intercessionCreated } from '../../../src/engines/communio/domain/events.js';
import { communioServer, sleep } from './support.js';

/**
 * A client resumes after the highest seq it saw, so events must become visible in seq order. Two transactions
 * race on PostgreSQL: the first takes its seq and then lingers before committing; the second must wait for it,
 * or a reader between the two commits would see seq n+1 without seq n (and a resume after n+1 loses n).
 */
test('[postgres] events commit in seq order under concurrent transactions', async (t) => {
  const server = await communioServer(t, 'postgres');
  if (!server) return;
  t.after(() => server.close());
  const db = server.lumen.platform.storage.db.withTables<CommunioTables>();
  const visible: number[][] = [];
  const snapshot = async () =>
    visible.push((await db.selectFrom('communio_events').select('seq').orderBy('seq').execute()).map((r) => Number(r.seq)));

  // The second transaction starts once the first holds its seq (a signal, not a guess at how long that takes).
  let tookSeq!: () => void;
  const firstHasSeq = new Promise<void>((resolve) => (tookSeq = resolve));
  const slow = db.transaction().execute(async (trx) => {
    const e = await recordEvent(trx, 'postgres', { tenantId: 'tnt_a', ...intercessionCreated('int_a', 1) }, Date.now());
    tookSeq();
    await sleep(400); // the linger under test: commit late
    return e.seq;
  });
  await firstHasSeq;
  const fast = db.transaction().execute(async (trx) => {
    const e = await recordEvent(trx, 'postgres', { tenantId: 'tnt_a', ...intercessionCreated('int_a', 2) }, Date.now());
    return e.seq;
  });
  // While the first transaction lingers, nobody may see the second's event on its own.
  for (let i = 0; i < 5; i++) {
    await snapshot();
    await sleep(60);
  }
  const [first, second] = await Promise.all([slow, fast]);
  await snapshot();
  assert.ok(first < second, `seq ${first} < ${second}`);
  for (const seen of visible) {
    assert.ok(!(seen.includes(second) && !seen.includes(first)), `seq ${second} was visible before ${first}: ${JSON.stringify(visible)}`);
  }
  assert.deepEqual(visible.at(-1), [first, second]);
});
