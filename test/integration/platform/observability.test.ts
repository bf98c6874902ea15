import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { type TestServer, startServer } from '../../helpers/server.js';
import { probeModules } from '../../helpers/test-engine.js';

let server: TestServer;
let ready = true;
before(async () => {
  server = await startServer({ modules: probeModules({ ready: () => ready }) });
});
after(async () => server.close());

test('readyz reports storage and module checks, and 503 when one fails (platform:health)', async () => {
  ready = true;
  const ok = await server.fetch('/readyz');
  assert.equal(ok.status, 200);
  const body = (await ok.json()) as { status: string; checks: Array<{ name: string; ready: boolean }> };
  assert.equal(body.status, 'ready');
  assert.deepEqual(body.checks.map((c) => c.name), ['storage', 'probe']);
  ready = false;
  const down = await server.fetch('/readyz');
  assert.equal(down.status, 503);
  const problem = (await down.json()) as { code: string; checks: Array<{ name: string; ready: boolean }>; detail: string };
  assert.equal(problem.code, 'service_unavailable');
  assert.match(problem.detail, /probe \(probe dataset\)/);
  assert.equal(problem.checks.find((c) => c.name === 'probe')?.ready, false);
});

test('metrics count requests by route template and status (platform:metrics)', async () => {
  await server.fetch('/v1/probe/items/abc');
  await server.fetch('/v1/probe/items/def');
  await server.fetch('/v1/probe/items/NOPE');
  const res = await server.fetch('/metrics');
  assert.equal(res.status, 200);
  assert.match(res.headers.get('content-type') ?? '', /^text\/plain/);
  const text = await res.text();
  const count = (status: number) =>
    Number(
      text.match(
        new RegExp(`lumen_http_request_duration_seconds_count\\{method="GET",route="/v1/probe/items/:id",status="${status}"\\} (\\d+)`),
      )?.[1] ?? 0,
    );
  assert.equal(count(200), 2);
  assert.equal(count(400), 1);
  assert.match(text, /lumen_http_request_duration_seconds_bucket\{le="0.005"/);
  assert.match(text, /lumen_process_cpu_seconds_total/);
});

test('docs page and its assets are served locally (platform:openapi)', async () => {
  const page = await server.fetch('/docs');
  assert.equal(page.status, 200);
  const html = await page.text();
  assert.match(html, /\/docs\/assets\/swagger-ui-bundle\.js/);
  assert.doesNotMatch(html, /https?:\/\/(?!127)/, 'no CDN');
  const js = await server.fetch('/docs/assets/swagger-ui-bundle.js');
  assert.equal(js.status, 200);
  assert.ok((await js.arrayBuffer()).byteLength > 100_000);
  const errors = await server.fetch('/docs/errors');
  assert.match(await errors.text(), /\| `rate_limited` \| 429 \|/);
  // Each is sent as the type it declares, which no browser may sniff into another.
  for (const res of [page, js, errors, await server.fetch('/docs/assets/init.js'), await server.fetch('/docs/assets/lumen.css')]) {
    assert.equal(res.headers.get('x-content-type-options'), 'nosniff', res.url);
  }
});
