import { z } from 'zod';
import { createIdentityModule } from '../../../src/identity/index.js';
import { createMcpModule } from '../../../src/mcp/index.js';
import { createOAuthModule } from '../../../src/oauth/index.js';
import { problem } from '../../../src/platform/errors/index.js';
import type { Module, Platform } from '../../../src/platform/module.js';
import { type Engine, defineOperation } from '../../../src/platform/operations/define.js';

/** A read engine made for the MCP tests: one operation per behaviour the tool generator must get right. */
export function psalterEngine(): Engine {
  return {
    name: 'psalter',
    title: 'Psalter',
    description: 'Psalms for the MCP tests',
    prefixes: ['/v1/psalter'],
    access: 'apiKey',
    rateLimit: 'read',
    mcp: true,
    operations: [
      defineOperation({
        id: 'psalter.psalms.get',
        summary: 'One psalm by its Vulgate number',
        description: 'Returns the incipit of the psalm.',
        method: 'GET',
        path: '/psalms/{number}',
        params: z.object({ number: z.coerce.number().int().min(1).max(150).describe('Vulgate number') }),
        query: z.object({ lang: z.enum(['la', 'en']).default('la').describe('language') }),
        output: z.object({ number: z.number(), lang: z.string(), incipit: z.string() }),
        handler: ({ params, query }) => {
          if (params.number === 150) throw problem('not_found', 'Psalm 150 is not in this test dataset.', { extra: { valid: '1-149' } });
          return { number: params.number, lang: query.lang, incipit: params.number === 22 ? 'Dominus regit me' : '…' };
        },
      }),
      defineOperation({
        id: 'psalter.psalms.list',
        summary: 'Every psalm number',
        method: 'GET',
        path: '/psalms',
        output: z.array(z.number()),
        handler: () => [1, 2, 3],
      }),
      defineOperation({
        id: 'psalter.hidden',
        summary: 'Not a tool',
        method: 'GET',
        path: '/hidden',
        mcp: false,
        output: z.object({}),
        handler: () => ({}),
      }),
      defineOperation({
        id: 'psalter.psalms.create',
        summary: 'A write: never a tool',
        method: 'POST',
        path: '/psalms',
        output: z.object({}),
        handler: () => ({}),
      }),
    ],
  };
}

/** An engine named communio: must never appear among the tools even when it says mcp: true. */
function communioLike(): Engine {
  return {
    name: 'communio',
    title: 'Communio',
    description: 'must not be exposed',
    prefixes: ['/v1/communio-test'],
    access: 'public',
    mcp: true,
    operations: [
      defineOperation({ id: 'communio.feed', summary: 'feed', method: 'GET', path: '/feed', output: z.object({}), handler: () => ({}) }),
    ],
  };
}

/** identity + a test read engine + oauth + mcp. */
export async function mcpTestModules(platform: Platform): Promise<Module[]> {
  const identity = createIdentityModule(platform);
  const engines: Module = { name: 'psalter', engines: [psalterEngine(), communioLike()] };
  const oauth = createOAuthModule(platform, { users: identity.users });
  const mcp = createMcpModule(platform, { engines: [psalterEngine(), communioLike()], accessTokens: oauth.accessTokens });
  return [identity, engines, oauth, mcp];
}

/** identity + the given read engines + oauth + mcp. */
export function mcpModulesWith(engines: Engine[]): (platform: Platform) => Promise<Module[]> {
  return async (platform) => {
    const identity = createIdentityModule(platform);
    const oauth = createOAuthModule(platform, { users: identity.users });
    const mcp = createMcpModule(platform, { engines, accessTokens: oauth.accessTokens });
    return [identity, { name: 'engines', engines }, oauth, mcp];
  };
}
