import type { Command } from 'commander';
import { createLumen } from '../../main.js';
import { cliConfig } from '../context.js';
import type { Out } from '../output.js';

export function registerServe(program: Command, out: () => Out): void {
  program
    .command('serve')
    .description('run the HTTP server (migrations run first)')
    .action(async () => {
      const config = cliConfig();
      const lumen = await createLumen({ config });
      const address = await lumen.listen();
      lumen.platform.log.info({ address, publicUrl: config.server.publicUrl }, `lumen listening: ${config.server.publicUrl}`);
      if (out().json) out().print('', { listening: address });
      await new Promise<void>((resolve) => {
        const stop = (signal: string) => {
          lumen.platform.log.info({ signal }, 'shutting down: finishing in-flight requests');
          lumen.close().then(resolve, (err: unknown) => {
            lumen.platform.log.error({ err }, 'shutdown failed');
            resolve();
          });
        };
        process.once('SIGTERM', () => stop('SIGTERM'));
        process.once('SIGINT', () => stop('SIGINT'));
      });
      lumen.platform.log.info('stopped');
    });
}
