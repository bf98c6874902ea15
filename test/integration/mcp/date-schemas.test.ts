import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fullServerWithSdkClient } from './sdk-client.js';

// The date parameters advertise their form (OpenAPI and MCP input schemas: format date and a pattern) so that a
// client knows it before calling, while every mistake is still answered by the platform's own problem
// (impossible_date saying whether the form is wrong or the day does not exist), not a bare schema failure.
const env = fullServerWithSdkClient('date-schemas');
const ISO_DATE = { type: 'string', format: 'date', pattern: '^\\d{4}-\\d{2}-\\d{2}$' };
const MONTH_DAY = { type: 'string', pattern: '^\\d{2}-\\d{2}$' };

type Schema = Record<string, unknown>;
const shapeOf = (s: Schema | undefined) => ({ type: s?.type, ...(s?.format ? { format: s.format } : {}), pattern: s?.pattern });

test('date parameters advertise YYYY-MM-DD (format date) and MM-DD in OpenAPI and the MCP input schemas (platform:schemas:dates)', async () => {
  const doc = (await (await env.server.fetch('/openapi.json')).json()) as { paths: Record<string, { get: { parameters: Array<{ name: string; schema: Schema }> } }> };
  const param = (path: string, name: string) => doc.paths[path]!.get.parameters.find((p) => p.name === name)?.schema;
  assert.deepEqual(shapeOf(param('/v1/ordo/days/{date}', 'date')), ISO_DATE);
  assert.deepEqual(shapeOf(param('/v1/ordo/days/{date}/readings', 'date')), ISO_DATE);
  assert.deepEqual(shapeOf(param('/v1/devotio/saints/of-the-day', 'date')), ISO_DATE);
  assert.deepEqual(shapeOf(param('/v1/devotio/saints', 'feast')), MONTH_DAY);

  const { tools } = await env.client.listTools();
  const arg = (tool: string, name: string) => (tools.find((t) => t.name === tool)?.inputSchema.properties as Record<string, Schema> | undefined)?.[name];
  assert.deepEqual(shapeOf(arg('tempus_days_get', 'date')), ISO_DATE);
  assert.deepEqual(shapeOf(arg('devotio_saints_ofTheDay', 'date')), ISO_DATE);
  assert.deepEqual(shapeOf(arg('devotio_saints_list', 'feast')), MONTH_DAY);
});

test('a malformed or impossible date is still the platform\'s impossible_date naming the parameter (platform:schemas:dates)', async () => {
  for (const [date, said] of [['2026-02-30', /does not exist in the Gregorian calendar/], ['2026-2-3', /is not a date in the form YYYY-MM-DD/]] as const) {
    const result = await env.client.callTool({ name: 'tempus_days_get', arguments: { date } });
    assert.equal(result.isError, true);
    const body = JSON.parse((result.content as Array<{ text: string }>)[0]!.text) as { code: string; error: string };
    assert.equal(body.code, 'impossible_date', date);
    assert.match(body.error, said);
  }
});
