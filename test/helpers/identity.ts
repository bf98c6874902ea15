import { z } from 'zod';
import { type IdentityModule, createIdentityModule } from '../../src/identity/index.js';
import type { Module, Platform } from '../../src/platform/module.js';
import { type Engine, defineOperation } from '../../src/platform/operations/define.js';
import type { TestServer } from './server.js';

/** The identity module of a running test server. */
export function identityOf(server: TestServer): IdentityModule {
  const module = server.lumen.modules.find((m) => m.name === 'identity');
  if (!module) throw new Error('this server has no identity module');
  return module as IdentityModule;
}

/** A portal JWT for `sub`, signed by the server's development IdP (as a sign-in through it would yield). */
export async function portalToken(server: TestServer, sub: string): Promise<string> {
  const idp = identityOf(server).devIdp;
  if (!idp) throw new Error('portalToken needs the development IdP (leave OIDC_ISSUER unset)');
  return idp.token(sub);
}

/** Creates an API key for `sub` through POST /portal/keys and returns the plaintext key. */
export async function createApiKey(server: TestServer, sub: string, name = 'test key'): Promise<string> {
  const token = await portalToken(server, sub);
  const res = await server.fetch('/portal/keys', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name }),
  });
  if (res.status !== 201) throw new Error(`POST /portal/keys answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { key: string }).key;
}

/** Creates a communio tenant through the module's tenant registry. */
export async function createTenantKey(server: TestServer, name: string): Promise<{ id: string; key: string }> {
  const { id, key } = await identityOf(server).tenants.create(name);
  return { id, key };
}

/**
 * Identity plus two tiny engines standing in for the real ones: `/v1/readprobe` (API key, bucket `read`) and
 * `/v1/writeprobe` (tenant key, bucket `communio`), so the gate is exercised before the engines land.
 */
export function identityWithProbes() {
  return async (platform: Platform): Promise<Module[]> => [
    createIdentityModule(platform),
    { name: 'probes', engines: [gateProbe('readprobe', 'apiKey', 'read'), gateProbe('writeprobe', 'tenantKey', 'communio')] },
  ];
}

function gateProbe(name: string, access: Engine['access'], bucket: string): Engine {
  return {
    name,
    title: name,
    description: `${name}: echoes the caller`,
    prefixes: [`/v1/${name}`],
    access,
    rateLimit: bucket,
    mcp: false,
    operations: [
      defineOperation({
        id: `${name}.whoami`,
        summary: 'The authenticated caller',
        method: 'GET',
        path: '/whoami',
        output: z.object({ kind: z.string(), id: z.string() }),
        handler: (_input, ctx) => ({ kind: ctx.principal.kind, id: ctx.principal.id }),
      }),
    ],
  };
}

/** Calls the read probe with a key; returns status, rate-limit headers and body. */
export async function readWith(server: TestServer, key: string | undefined, path = '/v1/readprobe/whoami') {
  const res = await server.fetch(path, key === undefined ? {} : { headers: { 'x-api-key': key } });
  const h = (n: string) => (res.headers.get(n) === null ? null : Number(res.headers.get(n)));
  return {
    status: res.status,
    limit: h('x-ratelimit-limit'),
    remaining: h('x-ratelimit-remaining'),
    reset: h('x-ratelimit-reset'),
    retryAfter: h('retry-after'),
    body: (await res.json()) as Record<string, unknown>,
  };
}
