/** The names of the loopback interface a client may use for a server on this machine, as a Host header spells them. */
const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'] as const;

export interface LoopbackAliases {
  /** The origin (`http://127.0.0.1:8080`) this Host header names when it is one of the aliases; otherwise undefined. */
  originFor(host: string | undefined): string | undefined;
  /** Every alias origin, the default public URL's own (`http://localhost:PORT`) among them. */
  readonly origins: readonly string[];
}

/**
 * The loopback spellings of the default public URL. With PUBLIC_URL unset the service calls itself
 * `http://localhost:PORT`, but a client that copies the address from the start log, or prefers IP literals, reaches
 * the same listener as `http://127.0.0.1:PORT` or `http://[::1]:PORT`. Where a client compares URLs byte for byte
 * (the MCP resource, RFC 9728 §3.3; the authorization server's issuer, RFC 8414 §3.3: oauth/issuer-spellings.ts)
 * those spellings are answered as the client wrote them, and each is accepted wherever Lumen itself compares (the
 * grant's resource, the token's issuer and audience).
 *
 * The set is fixed, three names × the configured port: a Host header outside it (another port, another name) is
 * never echoed back. Empty when PUBLIC_URL is set (the operator chose the one spelling), PORT is 0 (the default
 * URL then names no port the server listens on) or NODE_ENV is production: there a reverse proxy may send
 * `Host: 127.0.0.1:PORT` for every visitor, and answering in that spelling would send them to their own machine.
 */
export function loopbackAliases(server: { publicUrlIsDefault: boolean; port: number; production?: boolean }): LoopbackAliases {
  const byHost = new Map<string, string>();
  if (server.publicUrlIsDefault && server.port !== 0 && server.production !== true) {
    for (const name of LOOPBACK_NAMES) byHost.set(`${name}:${server.port}`, `http://${name}:${server.port}`);
  }
  return {
    origins: [...byHost.values()],
    // RFC 9110 §4.2.3: the host name is case-insensitive; the answer is the set's own spelling, never the header's.
    originFor: (host) => (host === undefined || byHost.size === 0 ? undefined : byHost.get(host.toLowerCase())),
  };
}
