import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type CryptoKey, type JWK, SignJWT, exportJWK, generateKeyPair } from 'jose';

export interface TestIdp {
  issuer: string;
  /** Signs a JWT with a published key (or `opts.key`), claims defaulting to a valid portal token. */
  sign(claims: Record<string, unknown>, opts?: { kid?: string; key?: CryptoKey }): Promise<string>;
  /** Adds a new signing key to the JWKS (rotation) and returns its kid. */
  rotate(): Promise<string>;
  /** A key pair that is never published (unknown kid). */
  unpublished(): Promise<{ kid: string; privateKey: CryptoKey; publicJwk: JWK }>;
  currentKid: string;
  publicJwk(kid: string): JWK;
  jwksFetches: number;
  close(): Promise<void>;
}

/**
 * An external OpenID provider for tests: a real HTTP server on loopback with a discovery document and a JWKS,
 * signing RS256 tokens with jose. Lumen is pointed at it with OIDC_ISSUER, as it would be at a social sign-in.
 */
export async function startTestIdp(audience: string): Promise<TestIdp> {
  const keys = new Map<string, { privateKey: CryptoKey; publicJwk: JWK }>();
  let server: Server;
  let issuer = '';
  let jwksFetches = 0;
  const addKey = async (kid: string) => {
    const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
    const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
    return { kid, privateKey, publicJwk };
  };
  const first = await addKey('k1');
  keys.set('k1', first);
  server = createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    if (req.url === '/.well-known/openid-configuration') {
      res.end(JSON.stringify({ issuer, jwks_uri: `${issuer}/jwks`, authorization_endpoint: `${issuer}/authorize`, token_endpoint: `${issuer}/token` }));
    } else if (req.url === '/jwks') {
      jwksFetches++;
      res.end(JSON.stringify({ keys: [...keys.values()].map((k) => k.publicJwk) }));
    } else {
      res.statusCode = 404;
      res.end('{}');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let n = 1;
  const idp: TestIdp = {
    issuer,
    currentKid: 'k1',
    get jwksFetches() {
      return jwksFetches;
    },
    async sign(claims, opts = {}) {
      const kid = opts.kid ?? idp.currentKid;
      const key = opts.key ?? keys.get(kid)?.privateKey;
      if (!key) throw new Error(`no key ${kid}`);
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({ iss: issuer, aud: audience, sub: 'alice', iat: now, exp: now + 600, ...claims })
        .setProtectedHeader({ alg: 'RS256', kid })
        .sign(key);
    },
    async rotate() {
      const kid = `k${++n}`;
      keys.set(kid, await addKey(kid));
      idp.currentKid = kid;
      return kid;
    },
    async unpublished() {
      return addKey('never-published');
    },
    publicJwk: (kid) => keys.get(kid)!.publicJwk,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return idp;
}
