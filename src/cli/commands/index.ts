import type { Command } from 'commander';
import type { Out } from '../output.js';
import { registerData } from './data.js';
import { registerDev } from './dev.js';
import { registerIntentions } from './intentions.js';
import { registerMigrate } from './migrate.js';
import { registerServe } from './serve.js';
import { registerSigningKeys } from './signing-keys.js';
import { registerTenants } from './tenants.js';

/** Every subcommand, one file each. */
export const commands: Array<(program: Command, out: () => Out) => void> = [registerServe, registerMigrate, registerData, registerTenants, registerDev, registerSigningKeys, registerIntentions];
