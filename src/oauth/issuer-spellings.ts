import { loopbackAliases } from '../platform/http/loopback-aliases.js';

/**
 * The authorization server's issuer in the spelling a client discovered it. With PUBLIC_URL unset the service is
 * `http://localhost:PORT`, and a client may know it as `http://127.0.0.1:PORT` or `http://[::1]:PORT` (the start
 * log's address): RFC 8414 §3.3 has a client refuse metadata whose `issuer` is not the URL it read it from, and RFC
 * 9207 has it refuse an authorization response whose `iss` is not that issuer. So the metadata read at an alias
 * names the alias as issuer, the authorization response and the tokens carry it, and the bearer gate accepts each
 * spelling of this one server. The set is fixed (loopbackAliases): a Host outside it gets the public URL, and once
 * PUBLIC_URL is set, or in production, there is one spelling.
 */
export interface IssuerSpellings {
  /** PUBLIC_URL (or its default): what every Host outside the alias set gets. */
  readonly canonical: string;
  /** Every spelling this server answers as, the canonical one first. */
  readonly all: readonly string[];
  /** The issuer as a request with this Host header names it. */
  forHost(host: string | undefined): string;
  /** `value` when it is one of `all`, else undefined (a query parameter is never trusted beyond the set). */
  known(value: string | undefined): string | undefined;
}

export function issuerSpellings(server: { publicUrl: string; publicUrlIsDefault: boolean; port: number; production?: boolean }): IssuerSpellings {
  const canonical = server.publicUrl;
  const aliases = loopbackAliases(server);
  const all = [canonical, ...aliases.origins.filter((o) => o !== canonical)];
  return {
    canonical,
    all,
    forHost: (host) => aliases.originFor(host) ?? canonical,
    known: (value) => (value !== undefined && all.includes(value) ? value : undefined),
  };
}
