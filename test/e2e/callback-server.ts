import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** The MCP host's loopback redirect target (RFC 8252 §7.3): records each callback and shows what came back. */
export async function startCallbackServer(): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const error = url.searchParams.get('error');
    const text = error ? `Authorization failed: ${error}` : 'Authorization complete. You can close this window.';
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><title>MCP host</title><h1 id="result">${text.replace(/[<>&]/g, '')}</h1>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/callback`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
