// Runs Lumen in a child process from the environment it was given, for the crash-safety test (SIGKILL).
import { createLumen } from '../../../src/main.js';

const lumen = await createLumen();
const address = await lumen.listen();
process.stdout.write(`ready ${address}\n`);
