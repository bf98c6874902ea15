// Probe: the ceiling of any server for a set of answers. A bare node:http server that answers each URL of a file
// (written by the probe in bench/scenarios/veritas.ts) with the status, headers and body Lumen gave it, looked up
// in a Map: no routing, no key, no limiter, nothing computed. Its rate against bench/baseline-server.mjs in the same
// run is what the load generator and the socket allow for answers of that size on this machine.
import http from 'node:http';
import { readFileSync } from 'node:fs';

const answers = new Map();
for (const a of JSON.parse(readFileSync(process.argv[3], 'utf8'))) {
  answers.set(a.path, { status: a.status, headers: a.headers, body: Buffer.from(a.body) });
}
const server = http.createServer((req, res) => {
  const a = answers.get(req.url);
  if (a === undefined) {
    res.writeHead(404, { 'content-length': 0 });
    res.end();
    return;
  }
  res.writeHead(a.status, a.headers);
  res.end(a.body);
});
server.listen(Number(process.argv[2] ?? 0), '127.0.0.1', () => {
  process.stdout.write(`${server.address().port}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
