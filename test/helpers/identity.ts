import type { IdentityModule } from '../../src/identity/index.js';
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
