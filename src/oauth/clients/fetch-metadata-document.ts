import http from 'node:http';
import https from 'node:https';
import { OAuthError } from '../oauth-error.js';
import { guardedLookup, isIpLiteralHost } from '../../platform/security/ssrf.js';

export const MAX_DOCUMENT_BYTES = 10 * 1024;
export const FETCH_TIMEOUT_MS = 5000;
/** The whole fetch, however the bytes trickle in: Node's `timeout` only measures idleness between bytes. */
export const FETCH_DEADLINE_MS = 5000;

/**
 * Client ID Metadata Documents (draft-ietf-oauth-client-id-metadata-document): the client_id is an https URL with
 * a path, and the document at it describes the client. Only such URLs are fetched.
 */
export function isMetadataDocumentUrl(clientId: string, allowLoopbackHttp: boolean): boolean {
  // Registered clients' ids (`cli_…`) are the common case: no URL parse, whose failure throws (a stack trace each).
  if (!/^https?:\/\//i.test(clientId)) return false;
  let url: URL;
  try {
    url = new URL(clientId);
  } catch {
    return false;
  }
  const loopbackHttp = allowLoopbackHttp && url.protocol === 'http:' && url.hostname === '127.0.0.1';
  if (url.protocol !== 'https:' && !loopbackHttp) return false;
  // Node skips the `lookup` hook (where private addresses are refused) for IP-literal hosts, so https://127.0.0.1/
  // or https://[::1]/ (and 0x7f.1, which the URL parser turns into 127.0.0.1) would reach internal services.
  // A client ID names its host by DNS name; IP literals are refused outright (SSRF, draft-ietf-oauth-client-id-
  // metadata-document §6).
  if (!loopbackHttp && isIpLiteralHost(url.hostname)) return false;
  if (url.pathname === '/' || url.hash || url.username || url.password) return false;
  // The draft forbids dot segments; the URL parser would silently remove them.
  return !/\/\.\.?(\/|$)/.test(clientId.split('?')[0] ?? '');
}

/** Connects only to public addresses, checked at connection time (platform/security/ssrf.ts). */
const publicOnlyLookup = guardedLookup();

/** GET the document: no redirects, 5 s, 10 KiB, JSON only. */
export function fetchMetadataDocument(
  url: string,
  allowLoopbackHttp: boolean,
  logDetail: (detail: string) => void = () => undefined,
  deadlineMs: number = FETCH_DEADLINE_MS,
): Promise<{ body: unknown; maxAgeS?: number }> {
  const target = new URL(url);
  const insecure = allowLoopbackHttp && target.protocol === 'http:';
  const request = insecure ? http.request : https.request;
  let deadline: NodeJS.Timeout | undefined;
  const done = new Promise<{ body: unknown; maxAgeS?: number }>((resolve, reject) => {
    const fail = (why: string) => reject(new OAuthError('invalid_client', `the client metadata document at ${url} ${why}`, 401));
    // Defense in depth: isMetadataDocumentUrl already refuses these; the lookup hook never sees an IP literal.
    if (!insecure && isIpLiteralHost(target.hostname)) return fail('names an IP address, not a host name');
    const req = request(
      target,
      {
        method: 'GET',
        headers: { accept: 'application/json' },
        timeout: FETCH_TIMEOUT_MS,
        ...(insecure ? {} : { lookup: publicOnlyLookup }),
      },
      (res) => {
        if (res.statusCode !== 200) {
          res.resume();
          return fail(`answered HTTP ${res.statusCode} (redirects are not followed)`);
        }
        if (!/^application\/([a-z0-9.+-]*\+)?json\b/i.test(res.headers['content-type'] ?? '')) {
          res.resume();
          return fail('is not application/json');
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_DOCUMENT_BYTES) {
            req.destroy();
            fail(`is larger than ${MAX_DOCUMENT_BYTES} bytes`);
          } else chunks.push(chunk);
        });
        res.on('end', () => {
          try {
            const maxAge = /max-age=(\d+)/.exec(res.headers['cache-control'] ?? '')?.[1];
            resolve({ body: JSON.parse(Buffer.concat(chunks).toString('utf8')), ...(maxAge ? { maxAgeS: Number(maxAge) } : {}) });
          } catch {
            fail('is not valid JSON');
          }
        });
        res.on('error', () => fail('could not be read'));
      },
    );
    req.on('timeout', () => {
      req.destroy();
      fail(`did not answer within ${FETCH_TIMEOUT_MS} ms`);
    });
    // The network error (ECONNREFUSED host:port, TLS details, resolver answers) would tell a caller about Lumen's
    // network; it goes to the log, the client gets a generic message.
    req.on('error', (err) => {
      logDetail(err.message);
      fail('could not be fetched');
    });
    // A server dripping one byte every few seconds never trips the idle timeout; this bounds the whole exchange.
    deadline = setTimeout(() => {
      req.destroy();
      fail(`did not arrive within ${deadlineMs} ms`);
    }, deadlineMs);
    deadline.unref();
    req.end();
  });
  return done.finally(() => clearTimeout(deadline));
}
