// Source entry of the `lumen` command (bin/lumen.js runs the compiled copy); tests run this one through tsx.
import { main } from './main.js';

process.exitCode = await main(process.argv.slice(2));
