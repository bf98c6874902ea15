import type { Command } from 'commander';
import type { Kysely } from 'kysely';
import { runMigrations } from '../../main.js';
import { type OAuthTables, rotateSigningKey } from '../../oauth/index.js';
import { openStorage } from '../../platform/storage/index.js';
import { cliConfig, cliLogger } from '../context.js';
import type { Out } from '../output.js';

/**
 * `lumen signing-keys rotate`: a new RS256 key signs access tokens from now on; the previous key stays in the
 * JWKS until every token it signed has expired (3600 s), then it is deleted. Running servers pick the new key up
 * within 30 s.
 */
export function registerSigningKeys(program: Command, out: () => Out): void {
  const keys = program.command('signing-keys').description('manage the OAuth access-token signing keys');
  keys
    .command('rotate')
    .description('make a new signing key active; the old one stays published until its tokens expire')
    .action(async () => {
      const config = cliConfig();
      await runMigrations(config, cliLogger(config));
      const storage = await openStorage(config.storage);
      try {
        const db = storage.db as unknown as Kysely<OAuthTables>;
        const result = await rotateSigningKey(db, Date.now());
        const until = new Date(Date.now() + (config.oauth.accessTokenTtlS + 60) * 1000).toISOString();
        out().print(
          `new signing key ${result.kid} is active\n${result.retired.length ? `retired ${result.retired.join(', ')}: published until ${until}` : 'no previous key'}`,
          { kid: result.kid, retired: result.retired, retired_published_until: result.retired.length ? until : null },
        );
      } finally {
        await storage.close();
      }
    });
}
