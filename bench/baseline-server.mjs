// The baseline every HTTP figure is compared with: a bare node:http server answering a small JSON document.
import http from 'node:http';

const body = JSON.stringify({ status: 'ok', version: '0.0.0' });
const server = http.createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  res.end(body);
});
server.listen(Number(process.argv[2] ?? 0), '127.0.0.1', () => {
  process.stdout.write(`${server.address().port}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
