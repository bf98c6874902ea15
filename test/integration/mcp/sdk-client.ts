import { after, before } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { type TestServer, startServer } from '../../helpers/server.js';
import { connect } from '../oauth/oauth-driver.js';

/**
 * The SDK client connected to a running Lumen's /mcp over Streamable HTTP as user `name`, with a token from its own
 * OAuth flow (for test files that start their server with datasets). `fetch` stands in for the transport's own.
 */
export async function sdkClientOf(server: TestServer, name: string, fetch?: typeof globalThis.fetch): Promise<Client> {
  const { access } = await connect(server, name);
  const client = new Client({ name, version: '1.0.0' });
  const headers = { authorization: `Bearer ${access}` };
  await client.connect(new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`), { requestInit: { headers }, ...(fetch ? { fetch } : {}) }));
  return client;
}

/**
 * A full Lumen (every engine; no dataset) for a test file, with an access token from its own OAuth flow and the
 * SDK client connected to /mcp over Streamable HTTP: started before the file's tests, closed after them.
 */
export function fullServerWithSdkClient(name: string): { server: TestServer; access: string; client: Client } {
  const shared = {} as { server: TestServer; access: string; client: Client };
  before(async () => {
    shared.server = await startServer();
    shared.access = (await connect(shared.server)).access;
    shared.client = new Client({ name, version: '1.0.0' });
    const url = new URL(`${shared.server.url}/mcp`);
    await shared.client.connect(new StreamableHTTPClientTransport(url, { requestInit: { headers: { authorization: `Bearer ${shared.access}` } } }));
  });
  after(async () => {
    await shared.client.close();
    await shared.server.close();
  });
  return shared;
}
