import type { Command } from 'commander';
import { withModules } from '../compose.js';
import { cliConfig, cliLogger } from '../context.js';
import { CliError, type Out } from '../output.js';

/** `lumen dev token --sub alice`: a portal JWT from the development IdP, for trying the portal with curl. */
export function registerDev(program: Command, out: () => Out): void {
  const dev = program.command('dev').description('development helpers (never available with NODE_ENV=production)');
  dev
    .command('token')
    .description('print a portal JWT for a user, signed by the built-in development IdP')
    .requiredOption('--sub <user>', 'the user name (JWT subject)')
    .option('--ttl <seconds>', 'lifetime in seconds', '3600')
    .action(async (opts: { sub: string; ttl: string }) => {
      if (!/^[A-Za-z0-9._@-]{1,100}$/.test(opts.sub)) throw new CliError('--sub: 1-100 letters, digits, dots, dashes, underscores or @', 2);
      const ttl = Number(opts.ttl);
      if (!Number.isInteger(ttl) || ttl < 1 || ttl > 86_400) throw new CliError('--ttl: whole seconds from 1 to 86400', 2);
      const config = cliConfig();
      let token: string;
      try {
        token = await withModules(config, cliLogger(config), async ({ identity }) => {
          if (!identity.devIdp) {
            throw new Error('the development IdP is off (OIDC_ISSUER is set or NODE_ENV=production): sign in through your identity provider');
          }
          await identity.devIdp.start();
          return identity.devIdp.token(opts.sub, ttl);
        });
      } catch (err) {
        throw new CliError((err as Error).message, 1);
      }
      out().print(token, { token, token_type: 'Bearer', expires_in: ttl, sub: opts.sub });
    });
}
