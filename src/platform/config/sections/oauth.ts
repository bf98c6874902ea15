import { z } from 'zod';
import { defineSection } from '../define-section.js';

const count = z.coerce.number().int().min(1).max(1_000_000);
const seconds = z.coerce.number().int().min(1).max(7 * 24 * 3600);

/**
 * The origin of a browser extension's or an editor's web view as browsers send it (`chrome-extension://<id>`,
 * `moz-extension://<uuid>`, `vscode-webview://<id>`): a scheme of its own and an id, nothing else. URL parsing
 * gives such origins as "null", so they are kept as written. `null` itself (sandboxed frames, `file:`) can be sent
 * by any page, and is never one; nor are the schemes every page may use.
 */
const APP_ORIGIN = /^([a-z][a-z0-9+.-]*):\/\/[A-Za-z0-9._-]+\/?$/;
const NOT_APP_SCHEMES = new Set(['http', 'https', 'file', 'data', 'blob', 'javascript', 'about', 'ftp', 'ws', 'wss']);

/**
 * An origin as a browser sends it in `Origin` (RFC 6454 §6.1: scheme, host, port if not the default), from an
 * entry that may end with a slash; undefined when the entry is not one (a path, a query, user info, another scheme
 * than http, https or an extension's own).
 */
export function serializedOrigin(entry: string): string | undefined {
  const app = APP_ORIGIN.exec(entry);
  if (app && !NOT_APP_SCHEMES.has(app[1]!)) return entry.replace(/\/$/, '');
  let url: URL;
  try {
    url = new URL(entry);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password || /[?#]$/.test(entry)) return undefined;
  return url.origin;
}

const originList = (v: string) =>
  v
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);

/** Settings of the OAuth authorization server and of the MCP tool server. Token lifetimes are the seed's. */
export const oauth = defineSection({
  env: {
    OAUTH_REGISTER_MAX: count.default(200),
    OAUTH_REGISTER_WINDOW_S: seconds.default(3600),
    MCP_RATE_LIMIT_MAX: count.default(600),
    MCP_RATE_LIMIT_WINDOW_S: seconds.default(60),
    OAUTH_SESSION_TTL_S: seconds.default(8 * 3600),
    OAUTH_CIMD_ALLOW_LOOPBACK_HTTP_UNSAFE: z.stringbool().default(false),
    MCP_ALLOWED_ORIGINS: z
      .string()
      .default('')
      .superRefine((v, ctx) => {
        const bad = originList(v).filter((e) => serializedOrigin(e) === undefined);
        if (bad.length > 0) ctx.addIssue({ code: 'custom', message: `not an origin (http or https, host, optional port, no path; or an extension's scheme://id): ${bad.join(', ')}` });
      }),
  },
  describe: {
    OAUTH_REGISTER_MAX: 'client registrations per window per IP address at /oauth/register',
    OAUTH_REGISTER_WINDOW_S: 'registration sliding window, seconds',
    MCP_RATE_LIMIT_MAX: 'MCP tool calls per window per user',
    MCP_RATE_LIMIT_WINDOW_S: 'MCP tool-call sliding window, seconds',
    OAUTH_SESSION_TTL_S: 'lifetime of the consent-page sign-in session, seconds',
    OAUTH_CIMD_ALLOW_LOOPBACK_HTTP_UNSAFE:
      'accept http://127.0.0.1 client ID metadata document URLs (tests only; refused in production)',
    MCP_ALLOWED_ORIGINS:
      'comma-separated origins (https://app.example, chrome-extension://<id>) of browser pages that may call /mcp besides PUBLIC_URL\'s own; any other Origin gets 403',
  },
  build: (v) => ({
    register: { max: v.OAUTH_REGISTER_MAX, windowS: v.OAUTH_REGISTER_WINDOW_S },
    mcpCalls: { max: v.MCP_RATE_LIMIT_MAX, windowS: v.MCP_RATE_LIMIT_WINDOW_S },
    sessionTtlS: v.OAUTH_SESSION_TTL_S,
    cimdAllowLoopbackHttpUnsafe: v.OAUTH_CIMD_ALLOW_LOOPBACK_HTTP_UNSAFE,
    /** Origins allowed at /mcp besides the public URL's, serialized as browsers send them (src/mcp/check-origin.ts). */
    mcpAllowedOrigins: originList(v.MCP_ALLOWED_ORIGINS).map((e) => serializedOrigin(e)!),
    /** The seed: access tokens live 3600 s, refresh tokens 30 days; codes 60 s (RFC 6749 §4.1.2: short). */
    accessTokenTtlS: 3600,
    refreshTokenTtlS: 30 * 24 * 3600,
    codeTtlS: 60,
  }),
});
