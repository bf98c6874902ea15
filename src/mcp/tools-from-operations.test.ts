import assert from 'node:assert/strict';
import { test } from 'node:test';
import { z } from 'zod';
import { type Engine, defineOperation } from '../platform/operations/define.js';
import { isTool, toolsFromEngines } from './tools-from-operations.js';

const op = (id: string, access?: Engine['access']) =>
  defineOperation({ id, summary: id, method: 'GET', path: `/${id.split('.').pop()}`, output: z.object({ ok: z.boolean() }), ...(access ? { access } : {}), handler: () => ({ ok: true }) });

const engine = (name: string, access: Engine['access'], operations = [op(`${name}.items.list`)]): Engine => ({
  name,
  title: name,
  description: name,
  prefixes: [`/v1/${name}`],
  access,
  operations,
  mcp: true,
});

test('only operations whose effective access is apiKey become tools', () => {
  const mixed = engine('ordo', 'apiKey', [op('ordo.items.list'), op('ordo.items.portal', 'portal'), op('ordo.items.tenant', 'tenantKey'), op('ordo.items.open', 'public')]);
  assert.deepEqual(toolsFromEngines([mixed]).map((t) => t.name), ['ordo_items_list']);
  const portal = engine('portalish', 'portal', [op('portalish.items.list'), op('portalish.items.keyed', 'apiKey')]);
  assert.equal(isTool(portal, portal.operations[0]!), false);
  assert.equal(isTool(portal, portal.operations[1]!), true, 'an apiKey operation of another engine is a tool');
  assert.equal(isTool(engine('tenantish', 'tenantKey'), op('tenantish.items.list')), false);
  assert.equal(isTool(engine('communio', 'apiKey'), op('communio.items.list')), false);
});

test('a description is said once: an mcp.description that already holds the operation description is not followed by it again', () => {
  const long = 'The Mass readings of a date, every Mass of the day, with the text of each reading.';
  const readings = defineOperation({
    id: 'ordo.days.readings',
    summary: 'Mass readings',
    description: long,
    method: 'GET',
    path: '/days/{date}/readings',
    output: z.object({ ok: z.boolean() }),
    mcp: { description: `${long} Give the date as YYYY-MM-DD.`, use: 'Use it for the readings of a date.' },
    handler: () => ({ ok: true }),
  });
  const [tool] = toolsFromEngines([engine('ordo', 'apiKey', [readings])]);
  const paragraphs = tool!.definition.description.split('\n\n');
  assert.deepEqual(paragraphs.slice(0, 2), [`${long} Give the date as YYYY-MM-DD.`, 'Use it for the readings of a date.']);
  assert.equal(tool!.definition.description.split(long).length - 1, 1, 'the description appears once');
});
