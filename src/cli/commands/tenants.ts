import type { Command } from 'commander';
import type { TenantsApi } from '../../identity/index.js';
import { withModules } from '../compose.js';
import { cliConfig, cliLogger } from '../context.js';
import { CliError, type Out } from '../output.js';

const run = <T>(work: (tenants: TenantsApi) => Promise<T>) => {
  const config = cliConfig();
  return withModules(config, cliLogger(config), ({ identity }) => work(identity.tenants));
};

/** `lumen tenants create|list|rotate|revoke`: the operator's registry of communio tenants. */
export function registerTenants(program: Command, out: () => Out): void {
  const tenants = program.command('tenants').description('manage communio tenants (registered applications) and their keys');
  tenants
    .command('create')
    .description('register a tenant and print its key (shown this once)')
    .requiredOption('--name <name>', 'the application name')
    .action(async (opts: { name: string }) => {
      const name = opts.name.trim();
      if (!name || name.length > 200) throw new CliError('--name must be 1-200 characters', 2);
      const created = await run((t) => t.create(name));
      out().print(
        `tenant ${created.id} (${created.name})\nkey: ${created.key}\nStore this key now: it is shown only once and cannot be recovered.`,
        created,
      );
    });
  tenants
    .command('list')
    .description('list tenants (never their keys)')
    .action(async () => {
      const list = await run((t) => t.list());
      const lines = list.map((t) => `${t.id}  ${t.revoked_at ? 'revoked' : 'active '}  ${t.prefix}…  ${t.name}`);
      out().print(lines.length ? lines.join('\n') : 'no tenants', { tenants: list });
    });
  tenants
    .command('rotate')
    .description('replace a tenant key: the old key stops working, the new one is printed once')
    .argument('<id>', 'tnt_… id')
    .action(async (id: string) => {
      const rotated = await run((t) => t.rotate(id));
      if (!rotated) throw new CliError(`no active tenant ${id}`, 1);
      out().print(`tenant ${rotated.id} (${rotated.name})\nnew key: ${rotated.key}\nThe previous key no longer works.`, {
        id: rotated.id,
        name: rotated.name,
        key: rotated.key,
      });
    });
  tenants
    .command('revoke')
    .description('revoke a tenant: its key stops working')
    .argument('<id>', 'tnt_… id')
    .action(async (id: string) => {
      const ok = await run((t) => t.revoke(id));
      if (!ok) throw new CliError(`no tenant ${id}`, 1);
      out().print(`tenant ${id} revoked`, { id, revoked: true });
    });
}
