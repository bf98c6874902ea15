import type { Command } from 'commander';
import { runMigrations } from '../../main.js';
import { cliConfig, cliLogger } from '../context.js';
import type { Out } from '../output.js';

export function registerMigrate(program: Command, out: () => Out): void {
  program
    .command('migrate')
    .description('apply every pending database migration and exit')
    .action(async () => {
      const config = cliConfig();
      const applied = await runMigrations(config, cliLogger(config));
      out().print(
        applied.length ? `applied ${applied.length} migration(s):\n  ${applied.join('\n  ')}` : 'database is up to date',
        { applied, database: config.storage.kind },
      );
    });
}
