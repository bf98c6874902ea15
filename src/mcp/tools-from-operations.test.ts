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
