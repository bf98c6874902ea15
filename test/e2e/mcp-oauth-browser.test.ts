import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { auth } from '@modelcontextprotocol/sdk/client/auth.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Browser, Page } from 'playwright-core';
import type { IdentityModule } from '../../src/identity/index.js';
import { type TestServer, startServer } from '../helpers/server.js';
import { needChromium } from '../helpers/services.js';
import { launchChromium } from './page-checks.js';
import { startCallbackServer } from './callback-server.js';
import { RecordingProvider } from './mcp-client-provider.js';

// Issue 5, "Done when": the official MCP SDK client against a real Lumen on loopback, consent in headless
// Chromium (requirement e2e:mcp-oauth in docs/conformance.md).
const EVIL_NAME = 'Pilgrim <img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>';
const SHOTS = process.env.E2E_SCREENSHOT_DIR ?? join(tmpdir(), 'lumen-e2e-screenshots');
let server: TestServer;
let browser: Browser | undefined;
let callback: Awaited<ReturnType<typeof startCallbackServer>>;

before(async () => {
  server = await startServer();
  callback = await startCallbackServer();
  mkdirSync(SHOTS, { recursive: true });
});
after(async () => {
  await browser?.close();
  await callback.close();
  await server.close();
});

/** A screenshot that is a real PNG of a rendered page (not blank: a few KiB at least). */
async function shot(page: Page, name: string): Promise<string> {
  const path = join(SHOTS, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  const png = readFileSync(path);
  assert.deepEqual([...png.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  assert.ok(png.length > 3000, `${name} screenshot is ${png.length} bytes`);
  return path;
}

/** Follows an authorization URL in the browser: signs in if asked, then approves or denies. */
async function consent(page: Page, url: URL, decision: 'approve' | 'deny', screenshots = false): Promise<URL> {
  await page.goto(url.toString());
  if (await page.locator('input#username').count()) {
    if (screenshots) await shot(page, 'sign-in');
    await page.fill('input#username', 'pia');
    await page.getByRole('button', { name: 'Sign in' }).click();
  }
  await page.waitForSelector('button#approve');
  if (screenshots) {
    const heading = await page.textContent('h1');
    assert.ok(heading?.includes(EVIL_NAME), 'the client name is shown literally');
    assert.equal(await page.evaluate(() => (globalThis as { __pwned?: number }).__pwned), undefined, 'no injected script ran');
    assert.equal(await page.locator('main img').count(), 0);
    await shot(page, 'consent');
  }
  await page.click(decision === 'approve' ? 'button#approve' : 'button#deny');
  await page.waitForURL((u) => u.toString().startsWith(callback.url));
  return new URL(page.url());
}

test('MCP SDK client: 401, discovery, registration, consent in Chromium, tokens, tools, refresh, revocation (e2e:mcp-oauth)', async (t) => {
  if (!(await needChromium(t))) return;
  browser = await launchChromium();
  const page = await (await browser.newContext()).newPage();
  let dialogs = 0;
  page.on('dialog', (d) => {
    dialogs++;
    void d.dismiss();
  });
  const mcpUrl = new URL(`${server.url}/mcp`);
  const provider = new RecordingProvider(callback.url, EVIL_NAME);

  // 401 with the challenge the SDK needs.
  const bare = await fetch(mcpUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  assert.equal(bare.status, 401);
  assert.match(bare.headers.get('www-authenticate') ?? '', /resource_metadata=/);

  // auth(): discovery (PRM then AS metadata), registration, redirect to the authorization page.
  assert.equal(await auth(provider, { serverUrl: mcpUrl }), 'REDIRECT');
  assert.match(String(provider.client?.client_id), /^cli_/);
  const authUrl = provider.authorizationUrls[0]!;
  assert.equal(authUrl.searchParams.get('resource'), mcpUrl.toString());
  assert.equal(authUrl.searchParams.get('code_challenge_method'), 'S256');

  const back = await consent(page, authUrl, 'approve', true);
  assert.equal(back.searchParams.get('iss'), server.url);
  const code = back.searchParams.get('code')!;
  assert.equal(await auth(provider, { serverUrl: mcpUrl, authorizationCode: code }), 'AUTHORIZED');
  assert.equal(provider.savedTokens.length, 1);

  // tools/list and tools/call through the SDK client.
  const client = new Client({ name: 'lumen-e2e', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(mcpUrl, { authProvider: provider }));
  const { tools } = await client.listTools();
  assert.ok(tools.length > 0, 'at least one read tool');
  assert.ok(tools.every((tool) => tool.annotations?.readOnlyHint === true));
  assert.ok(!tools.some((tool) => tool.name.startsWith('communio')));
  const tool = tools.find((x) => x.name === 'tempus_days_get') ?? tools.find((x) => !x.inputSchema.required?.length)!;
  const args = tool.name === 'tempus_days_get' ? { date: '2026-12-25' } : {};
  const called = await client.callTool({ name: tool.name, arguments: args });
  assert.notEqual(called.isError, true, JSON.stringify(called.content));
  assert.ok(called.structuredContent);

  // Forced refresh: the server refuses the access token (401), the SDK refreshes and retries.
  provider.spoilAccessToken();
  const again = await client.callTool({ name: tool.name, arguments: args });
  assert.notEqual(again.isError, true);
  assert.equal(provider.savedTokens.length, 2);
  assert.notEqual(provider.savedTokens[1]!.refresh_token, provider.savedTokens[0]!.refresh_token);
  await client.close();

  // The person revokes the connection in the portal.
  const identity = server.lumen.modules.find((m) => m.name === 'identity') as IdentityModule;
  const portal = { authorization: `Bearer ${await identity.devIdp!.token('pia')}` };
  const { connections } = (await (await server.fetch('/portal/connections', { headers: portal })).json()) as { connections: Array<{ id: string; client_name: string }> };
  assert.equal(connections.length, 1);
  assert.equal(connections[0]!.client_name, EVIL_NAME);
  assert.equal((await server.fetch(`/portal/connections/${connections[0]!.id}`, { method: 'DELETE', headers: portal })).status, 204);

  // Second run: the refresh fails with invalid_grant, so the SDK drops its tokens and authorizes again.
  provider.spoilAccessToken();
  const second = new Client({ name: 'lumen-e2e', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(mcpUrl, { authProvider: provider });
  await assert.rejects(second.connect(transport), /Unauthorized/i);
  assert.equal(provider.authorizationUrls.length, 2);
  const back2 = await consent(page, provider.authorizationUrls[1]!, 'approve');
  await transport.finishAuth(back2.searchParams.get('code')!);
  const third = new Client({ name: 'lumen-e2e', version: '1.0.0' });
  await third.connect(new StreamableHTTPClientTransport(mcpUrl, { authProvider: provider }));
  assert.ok((await third.listTools()).tools.length > 0);
  await third.close();
  const after2 = (await (await server.fetch('/portal/connections', { headers: portal })).json()) as { connections: Array<{ id: string }> };
  assert.equal(after2.connections.length, 1);
  assert.notEqual(after2.connections[0]!.id, connections[0]!.id);

  // Deny: the client is told access_denied.
  const denier = new RecordingProvider(callback.url, 'Denied client');
  assert.equal(await auth(denier, { serverUrl: mcpUrl }), 'REDIRECT');
  const denied = await consent(page, denier.authorizationUrls[0]!, 'deny');
  assert.equal(denied.searchParams.get('error'), 'access_denied');
  assert.match((await page.textContent('#result')) ?? '', /access_denied/);
  await shot(page, 'denied');
  assert.equal(dialogs, 0, 'no script dialog opened');
});
