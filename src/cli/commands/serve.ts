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
      // The public URL is the spelling to give clients; with PORT=0 the default one names no port, so the bound address.
      const shown = config.server.publicUrlIsDefault && config.server.port === 0 ? address : config.server.publicUrl;
      lumen.platform.log.info({ address, publicUrl: config.server.publicUrl }, `lumen listening: ${shown}`);
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
