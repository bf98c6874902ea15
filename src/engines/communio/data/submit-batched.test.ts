import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { migrate, openStorage } from '../../../platform/storage/index.js';
import { communioMigrations } from './migrations.js';
import { submitBatched } from './submit-batched.js';

test('a submission says whether it left outbox rows for a dispatcher to claim (none: nobody is woken)', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'lumen-submit-'));
  const storage = await openStorage({ kind: 'sqlite', sqlitePath: join(dir, 'db.sqlite') } as never);
  t.after(async () => {
    await storage.close();
    rmSync(dir, { recursive: true, force: true });
  });
  await migrate(storage, [communioMigrations]);
  const gc = storage.groupCommit!;
  const input = { text: 'For the sick.' } as never;
  const noClaim = () => undefined;

  const alone = await submitBatched(gc, 'tnt_a', input, undefined, noClaim);
  assert.equal(alone.events.length, 1);
  assert.equal(alone.events[0]!.unclaimed, undefined, 'no endpoint: no outbox row, nothing to wake');
  assert.equal(alone.events[0]!.handOff, undefined);

  const now = Date.now();
  const endpoint = (id: string, events: string[]) =>
    storage.groupCommit!.run((s) =>
      s
        .prepare(
          'insert into communio_endpoints (id, tenant_id, url, description, events, enabled, secret, previous_secret, previous_secret_until, created_at, updated_at) values (?, ?, ?, null, ?, 1, ?, null, null, ?, ?)',
        )
        .run(id, 'tnt_a', 'https://example.org/hook', JSON.stringify(events), 'whsec_x', now, now),
    );
  await endpoint('wh_other', ['intention.closed']);
  const unsubscribed = await submitBatched(gc, 'tnt_a', input, undefined, noClaim);
  assert.equal(unsubscribed.events[0]!.unclaimed, undefined, 'an endpoint of another event type: still nothing to wake');

  await endpoint('wh_created', ['intention.created']);
  const left = await submitBatched(gc, 'tnt_a', input, undefined, noClaim);
  assert.equal(left.events[0]!.unclaimed, 1, 'one row written unclaimed: a dispatcher must be woken');
  const claimed = await submitBatched(gc, 'tnt_a', input, undefined, () => ({ instance: 'me', until: now + 60_000 }));
  assert.equal(claimed.events[0]!.unclaimed, undefined);
  assert.equal(claimed.events[0]!.handOff?.length, 1, 'handed to this instance instead');
});
