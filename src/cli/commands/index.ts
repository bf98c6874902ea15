import type { Command } from 'commander';
import type { Out } from '../output.js';
import { registerMigrate } from './migrate.js';
import { registerServe } from './serve.js';

/** Every subcommand, one file each. */
export const commands: Array<(program: Command, out: () => Out) => void> = [registerServe, registerMigrate];
