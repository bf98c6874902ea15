import type { Logger } from 'pino';
import { type Config, ConfigError, loadConfig } from '../platform/config/load-config.js';
import { createLogger } from '../platform/log/logger.js';
import { CliError } from './output.js';

/** Loads configuration for a subcommand; a bad environment ends the command with one line per variable. */
export function cliConfig(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) throw new CliError(`invalid configuration:\n  ${err.issues.join('\n  ')}`, 2);
    throw err;
  }
}

/** Commands other than `serve` log only warnings, to stderr, so that stdout stays clean for --json. */
export function cliLogger(config: Config): Logger {
  const level = config.server.logLevel === 'info' ? 'warn' : config.server.logLevel;
  return createLogger(level, process.stderr as never);
}
