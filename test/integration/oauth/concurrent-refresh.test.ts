import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type StartOptions, startServer } from '../../helpers/server.js';
import { needPostgres } from '../../helpers/services.js';
import { connect, token } from './oauth-driver.js';

// One refresh token sent eight times at once: one rotation wins, every other use is reuse and revokes the chain,
// the winner's new token included (oauth:refresh:concurrent-reuse). Each exchange is one transaction: on
// PostgreSQL the other seven wait on the winner's row lock, on SQLite on the single writer.
for (const database of ['sqlite', 'postgres'] as const) {
  test(`concurrent uses of one refresh token: one rotation, then the chain is revoked, ${database} (oauth:refresh:concurrent-reuse)`, async (t) => {
    if (database === 'postgres' && !(await needPostgres(t))) return;
    const options: StartOptions = database === 'postgres' ? { database } : {};
    const server = await startServer(options);
    try {
      const c = await connect(server);
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => token(server, { grant_type: 'refresh_token', refresh_token: c.refresh, client_id: c.clientId })),
      );
      const won = answers.filter((a) => a.status === 200);
      assert.equal(won.length, 1, `statuses: ${answers.map((a) => a.status).join(' ')}`);
      for (const a of answers.filter((x) => x.status !== 200)) {
        assert.equal(a.status, 400);
        assert.equal(a.body.error, 'invalid_grant');
      }
      const next = await token(server, { grant_type: 'refresh_token', refresh_token: won[0]!.body.refresh_token as string, client_id: c.clientId });
      assert.equal(next.body.error, 'invalid_grant', 'the winner’s successor belongs to the revoked chain');
    } finally {
      await server.close();
    }
  });
}
