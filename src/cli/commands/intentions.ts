import type { Command } from 'commander';
import { listIntentionsForOperator, moderateIntention } from '../../engines/communio/index.js';
import type { CommunioTables } from '../../engines/communio/index.js';
import { INTENTION_STATUSES as STATUSES } from '../../engines/communio/index.js';
import { openStorage } from '../../platform/storage/index.js';
import { cliConfig } from '../context.js';
import { CliError, type Out } from '../output.js';

async function withDb<T>(work: (db: Parameters<typeof listIntentionsForOperator>[0]) => Promise<T>): Promise<T> {
  const config = cliConfig();
  const storage = await openStorage(config.storage);
  try {
    return await work(storage.db.withTables<CommunioTables>());
  } catch (err) {
    if (/no such table|does not exist/.test((err as Error).message)) {
      throw new CliError('the database has no communio tables yet: run `lumen migrate` first', 1);
    }
    throw err;
  } finally {
    await storage.close();
  }
}

const ACTIONS = {
  hold: { status: 'held', applies: 'open', done: 'held: hidden from the feed and the stream, closed to intercessions' },
  release: { status: 'open', applies: 'held', done: 'released: open again' },
  remove: { status: 'removed', applies: 'not yet removed', done: 'removed: text erased, hidden everywhere' },
} as const;

/** `lumen intentions list|hold|release|remove`: the operator's moderation of communio intentions. */
export function registerIntentions(program: Command, out: () => Out): void {
  const intentions = program.command('intentions').description('moderate communio prayer intentions');
  intentions
    .command('list')
    .description('list intentions, newest first (text included: this is the operator view)')
    .option('--status <status>', `one of ${STATUSES.join(', ')}`)
    .option('--tenant <id>', 'only this tenant (tnt_…)')
    .option('--limit <n>', 'how many (1-1000)', '50')
    .action(async (opts: { status?: string; tenant?: string; limit: string }) => {
      const limit = Number(opts.limit);
      if (!Number.isInteger(limit) || limit < 1 || limit > 1000) throw new CliError('--limit must be an integer from 1 to 1000', 2);
      if (opts.status && !(STATUSES as readonly string[]).includes(opts.status)) {
        throw new CliError(`--status must be one of ${STATUSES.join(', ')}`, 2);
      }
      const list = await withDb((db) => listIntentionsForOperator(db, { limit, status: opts.status, tenantId: opts.tenant }));
      const lines = list.map((i) => `${i.id}  ${i.status.padEnd(9)}  ${i.tenant_id}  ${i.created}  ${JSON.stringify(i.text.slice(0, 60))}`);
      out().print(lines.length ? lines.join('\n') : 'no intentions', { intentions: list });
    });
  for (const [name, action] of Object.entries(ACTIONS)) {
    intentions
      .command(name)
      .description(`${name} an intention (applies to ${action.applies} intentions)`)
      .argument('<id>', 'int_… id')
      .action(async (id: string) => {
        const result = await withDb((db) => moderateIntention(db, id, action.status, Date.now()));
        if (!result) throw new CliError(`no intention ${id}`, 1);
        if (!result.changed) throw new CliError(`intention ${id} is ${result.row.status}; ${name} applies to ${action.applies} intentions`, 1);
        out().print(`intention ${id} ${action.done}`, { id, status: result.row.status });
      });
  }
}
