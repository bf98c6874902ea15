import type { Kysely } from 'kysely';
import { OAuthError } from '../oauth-error.js';
import type { OAuthTables } from '../storage/tables.js';

/**
 * Runs `work` in one transaction. An OAuthError refuses the request but keeps what the work wrote before it (a
 * code burned by a wrong verifier, a chain revoked on reuse): the transaction commits, then the error is thrown.
 * Any other error rolls everything back. An exchange is thereby all or nothing: a crash between redeeming a
 * refresh token and storing its successor can no longer leave a client whose retry reads as reuse.
 */
export async function committing<T>(db: Kysely<OAuthTables>, work: (trx: Kysely<OAuthTables>) => Promise<T>): Promise<T> {
  const outcome = await db.transaction().execute(async (trx): Promise<{ value: T } | { refused: OAuthError }> => {
    try {
      return { value: await work(trx) };
    } catch (err) {
      if (err instanceof OAuthError) return { refused: err };
      throw err;
    }
  });
  if ('refused' in outcome) throw outcome.refused;
  return outcome.value;
}
