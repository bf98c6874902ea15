import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * Cross-origin access for routes that browser-based clients call (the OAuth discovery documents, token and
 * registration endpoints, /mcp). Any origin may call them: they take no cookies, only bearer tokens or nothing,
 * so `Access-Control-Allow-Origin: *` without credentials is safe (Fetch standard, CORS protocol).
 */
export interface CrossOrigin {
  /**
   * Request headers a browser may send (beyond the CORS-safelisted ones); default Content-Type, Authorization and
   * MCP-Protocol-Version (the MCP SDK sends it on its discovery and OAuth requests too).
   */
  allowHeaders?: string[];
  /** Response headers a browser script may read. */
  exposeHeaders?: string[];
}

/** Sets the headers of a flat [name, value, …] list (corsHeaderList, preflightHeaderList) on a reply. */
export function setHeaderList(reply: FastifyReply, list: readonly string[]): void {
  for (let i = 0; i < list.length; i += 2) reply.header(list[i]!, list[i + 1]);
}

/** Sets the CORS headers of an actual (not preflight) answer. */
export function crossOriginHeaders(options: CrossOrigin): (reply: FastifyReply) => void {
  const list = corsHeaderList(options);
  return (reply) => setHeaderList(reply, list);
}

/**
 * The same headers as a flat [name, value, …] list, for answers written without Fastify (early-answers.ts) and for
 * the operation routes, which set their headers themselves. No `Vary: Origin`: that is for a server that echoes
 * the request's origin (Fetch standard, CORS protocol, "CORS protocol and HTTP caches"); `*` is the same for
 * every origin, so an answer or preflight cached for one origin is right for all, and varying by Origin would
 * only split shared caches per site.
 */
export function corsHeaderList(options: CrossOrigin): string[] {
  const list = ['access-control-allow-origin', '*'];
  if (options.exposeHeaders?.length) list.push('access-control-expose-headers', options.exposeHeaders.join(', '));
  return list;
}

const DEFAULT_ALLOW_HEADERS = ['Content-Type', 'Authorization', 'MCP-Protocol-Version'];

interface Preflight {
  methods: Set<string>;
  /** The methods the path serves, for the `Allow` header: `methods` less those allowed only to read their 405. */
  served: Set<string>;
  allowHeaders: Set<string>;
  expose: CrossOrigin['exposeHeaders'];
}
const preflights = new WeakMap<FastifyInstance, Map<string, Preflight>>();

/**
 * Answers the preflight (OPTIONS, 204, no authentication) of `path` for `method`. Declared once per path; later
 * methods of the same path join its `Access-Control-Allow-Methods` and `-Headers`. A method the path answers only
 * with a 405 (`served: false`: GET and DELETE of /mcp, whose 405 a browser client must be able to read) is allowed
 * across origins but not listed in the OPTIONS answer's `Allow`, which then says what the 405 itself says.
 */
export function allowPreflight(app: FastifyInstance, path: string, method: string, options: CrossOrigin, served = true): void {
  let byPath = preflights.get(app);
  if (!byPath) preflights.set(app, (byPath = new Map()));
  const known = byPath.get(path);
  const headers = options.allowHeaders ?? DEFAULT_ALLOW_HEADERS;
  if (known) {
    known.methods.add(method);
    if (served) known.served.add(method);
    for (const h of headers) known.allowHeaders.add(h);
    return;
  }
  const entry: Preflight = { methods: new Set([method]), served: new Set(served ? [method] : []), allowHeaders: new Set(headers), expose: options.exposeHeaders };
  byPath.set(path, entry);
  app.options(path, answerPreflight(entry));
}

/** The `Allow` of an OPTIONS answer (RFC 9110 §9.3.7): the methods of the path, HEAD with GET, and OPTIONS itself. */
export function allowOf(methods: Iterable<string>): string {
  const all = new Set(methods);
  if (all.has('GET')) all.add('HEAD');
  all.delete('OPTIONS');
  return [...[...all].sort(), 'OPTIONS'].join(', ');
}

const answerPreflight = (entry: Preflight) => async (_request: unknown, reply: FastifyReply) => {
  setHeaderList(reply, preflightHeaderList(entry.methods, entry.allowHeaders, entry.expose));
  return reply.code(204).header('allow', allowOf(entry.served)).send();
};

/**
 * Answers the preflight of `alias` exactly as `path`'s (allowPreflight, declared before this): for a spelling that
 * redirects to `path` (`/mcp/`). A browser never follows a redirect in answer to a preflight, so the redirect is only
 * reached once the preflight at the spelling the client was given has been answered.
 */
export function samePreflightAs(app: FastifyInstance, path: string, alias: string): void {
  const entry = preflights.get(app)?.get(path);
  if (!entry) throw new Error(`no preflight declared for ${path}`);
  app.options(alias, answerPreflight(entry));
}

/**
 * The headers of a preflight's 204 (flat name/value list): the actual answer's CORS headers, the methods (with
 * OPTIONS) and request headers allowed, kept for a day.
 */
export function preflightHeaderList(methods: Iterable<string>, allowHeaders: Iterable<string>, expose: CrossOrigin['exposeHeaders']): string[] {
  return [
    ...corsHeaderList({ ...(expose ? { exposeHeaders: expose } : {}) }),
    'access-control-allow-methods',
    [...methods, 'OPTIONS'].join(', '),
    'access-control-allow-headers',
    [...allowHeaders].join(', '),
    'access-control-max-age',
    '86400',
  ];
}
