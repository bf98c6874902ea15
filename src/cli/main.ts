import { Command, CommanderError } from 'commander';
import { describeConfig } from '../platform/config/load-config.js';
import { VERSION } from '../version.js';
import { commands } from './commands/index.js';
import { CliError, type Out, makeOut } from './output.js';

/** Runs the `lumen` command with the given arguments; resolves to the process exit code. */
export async function main(argv: string[]): Promise<number> {
  let out: Out = makeOut(argv.includes('--json'));
  const program = new Command('lumen')
    .description('Lumen: the API for the Catholic intellectual and devotional tradition')
    .version(VERSION)
    .option('--json', 'machine-readable output')
    .showHelpAfterError('(run with --help for usage)')
    .exitOverride()
    .configureOutput({ writeErr: (s) => process.stderr.write(s), writeOut: (s) => process.stdout.write(s) })
    .addHelpText(
      'after',
      `\nEnvironment:\n${describeConfig()
        .map((v) => `  ${v.name.padEnd(30)} ${v.description}`)
        .join('\n')}\n`,
    );
  program.hook('preAction', (cmd) => {
    out = makeOut(Boolean(cmd.optsWithGlobals().json));
  });
  for (const register of commands) register(program, () => out);
  for (const cmd of program.commands) {
    cmd.exitOverride().showHelpAfterError('(run with --help for usage)');
    for (const sub of cmd.commands) sub.exitOverride().showHelpAfterError('(run with --help for usage)');
  }
  if (argv.length === 0) {
    program.outputHelp();
    return 0;
  }
  try {
    await program.parseAsync(argv, { from: 'user' });
    return 0;
  } catch (err) {
    if (err instanceof CommanderError) {
      return err.exitCode === 0 || err.code === 'commander.helpDisplayed' || err.code === 'commander.version' ? 0 : 2;
    }
    if (err instanceof CliError) {
      out.error(err.message);
      return err.exitCode;
    }
    out.error((err as Error).message ?? String(err));
    return 1;
  }
}
