import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { createApiKey } from '../helpers/identity.js';
import { type TestServer, startServer } from '../helpers/server.js';
import { needChromium } from '../helpers/services.js';
import { launchChromium } from './page-checks.js';

// A browser app of another origin calls a read engine with its key (platform:cors:engines): Chromium preflights
// the X-API-Key header, then the script reads a 200, a 401 and a 429 with their bodies and X-RateLimit-Remaining.
// The page is served by a second loopback server, so its origin differs from Lumen's (another port).
let server: TestServer;
let page: { url: string; close(): Promise<void> };
let browser: Browser | undefined;
let key: string;

async function startPageServer(): Promise<{ url: string; close(): Promise<void> }> {
  const pages = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end('<!doctype html><html lang="en"><title>Parish app</title><h1>Parish app</h1></html>');
  });
  await new Promise<void>((resolve) => pages.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(pages.address() as AddressInfo).port}/app.html`,
    close: () => new Promise((resolve) => pages.close(() => resolve())),
  };
}

before(async () => {
  server = await startServer({ env: { RATE_LIMIT_READ_MAX: '3', RATE_LIMIT_READ_WINDOW_S: '900' } });
  key = await createApiKey(server, 'browser-app');
  page = await startPageServer();
});
after(async () => {
  await browser?.close();
  await page.close();
  await server.close();
});

interface Read {
  status: number;
  body: { code?: string; detail?: string; date?: string } | null;
  remaining: string | null;
  retryAfter: string | null;
  error?: string;
}

/** Runs in the page (a string: this file is type-checked without the DOM library). */
const CALL = `async ({ url, key }) => {
  try {
    const res = await fetch(url, { headers: key ? { 'X-API-Key': key } : { Authorization: 'Bearer nothing' } });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null, remaining: res.headers.get('X-RateLimit-Remaining'), retryAfter: res.headers.get('Retry-After') };
  } catch (err) {
    return { status: 0, body: null, remaining: null, retryAfter: null, error: String(err) };
  }
}`;

/** Count of OPTIONS requests answered 204 on a route, from /metrics. */
async function preflights(route: string): Promise<number> {
  const text = await (await server.fetch('/metrics')).text();
  const line = text.split('\n').find((l) => l.startsWith('lumen_http_request_duration_seconds_count{') && l.includes('method="OPTIONS"') && l.includes(`route="${route}"`) && l.includes('status="204"'));
  return line ? Number(line.split(' ').pop()) : 0;
}

test('a page of another origin reads a 200, a 401 and a 429 with X-RateLimit-Remaining from a read engine (platform:cors:engines)', async (t) => {
  if (!(await needChromium(t))) return;
  browser = await launchChromium();
  const tab = await browser.newPage();
  await tab.goto(page.url);
  assert.notEqual(new URL(page.url).origin, new URL(server.url).origin, 'the page is of another origin');
  const call = (path: string, withKey = true) => tab.evaluate(`(${CALL})(${JSON.stringify({ url: `${server.url}${path}`, key: withKey ? key : null })})`) as Promise<Read>;

  const ok = await call('/v1/ordo/days/2024-12-09');
  assert.equal(ok.error, undefined);
  assert.equal(ok.status, 200);
  assert.equal(ok.body?.date, '2024-12-09');
  assert.equal(ok.remaining, '2');
  assert.ok((await preflights('/v1/ordo/days/:date')) >= 1, 'Chromium preflighted the X-API-Key header');

  // Sent without a key (a bearer token by mistake): the script reads why it was refused. Each call asks another
  // URL: the browser may reuse an answer it keeps (Cache-Control: private, max-age) for the same URL.
  const refused = await call('/v1/ordo/days/2024-12-12', false);
  assert.equal(refused.status, 401);
  assert.equal(refused.body?.code, 'unauthorized');
  assert.match(refused.body?.detail ?? '', /X-API-Key/);

  await call('/v1/ordo/days/2024-12-10');
  assert.equal((await call('/v1/ordo/days/2024-12-11')).remaining, '0');
  const limited = await call('/v1/ordo/days/2024-12-13');
  assert.equal(limited.status, 429);
  assert.equal(limited.body?.code, 'rate_limited');
  assert.equal(limited.remaining, '0');
  assert.ok(Number(limited.retryAfter) > 0);

  // The control: a path without CORS (the portal) is unreadable from this origin, so the reads above were not free.
  const portal = await tab.evaluate(`(${CALL})(${JSON.stringify({ url: `${server.url}/portal/me`, key: null })})`) as Read;
  assert.equal(portal.status, 0);
  assert.match(portal.error ?? '', /TypeError|Failed to fetch/);
});

test('the browser keeps one key\'s answer from another key (Vary: X-API-Key), and reads the 404 and 400 given outside an operation (platform:vary:credential, platform:cors:unrouted)', async (t) => {
  if (!(await needChromium(t))) return;
  browser ??= await launchChromium();
  const tab = await browser.newPage();
  await tab.goto(page.url);
  const call = (path: string, withKey: string | null) => tab.evaluate(`(${CALL})(${JSON.stringify({ url: `${server.url}${path}`, key: withKey })})`) as Promise<Read>;
  const first = await createApiKey(server, 'browser-first');
  const second = await createApiKey(server, 'browser-second');

  // The answer is `Cache-Control: private, max-age=…`, which the browser keeps. Asked again with another key, the
  // browser must not hand it over: an unknown key is refused, another valid key is charged on its own budget.
  const kept = await call('/v1/ordo/days/2024-12-20', first);
  assert.equal(kept.status, 200);
  assert.equal(kept.remaining, '2');
  const unknown = await call('/v1/ordo/days/2024-12-20', 'lum_live_000000000000000000000000000000');
  assert.equal(unknown.status, 401, 'an unknown key is not answered from the first key\'s cached 200');
  assert.equal(unknown.body?.code, 'unauthorized');
  const other = await call('/v1/ordo/days/2024-12-20', second);
  assert.equal(other.status, 200);
  assert.equal(other.remaining, '2', 'the second key\'s own budget, not the first key\'s headers');
  const check = await server.fetch('/v1/ordo/days/2024-12-21', { headers: { 'x-api-key': second } });
  assert.equal(check.headers.get('x-ratelimit-remaining'), '1', 'the browser\'s request with the second key reached the server');

  // A path that names no engine, and one that cannot be decoded: the preflight passes and the script reads why.
  const nowhere = await call('/v1/nosuch', first);
  assert.equal(nowhere.error, undefined);
  assert.equal(nowhere.status, 404);
  assert.equal(nowhere.body?.code, 'not_found');
  const undecodable = await call('/v1/ordo/days/%FF', first);
  assert.equal(undecodable.error, undefined);
  assert.equal(undecodable.status, 400);
  assert.equal(undecodable.body?.code, 'bad_request');
});
