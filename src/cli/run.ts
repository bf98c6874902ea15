// Source entry of the `lumen` command (bin/lumen.js runs the compiled copy); tests run this one through tsx.
// As in bin/lumen.js, the tick entry is kept before the modules load (src/platform/runtime/tick-shape.ts).
import { keepTickShape } from '../platform/runtime/tick-shape.js';

keepTickShape();
const { main } = await import('./main.js');
process.exitCode = await main(process.argv.slice(2));
