import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { type TargetPolicy, addressAllowed, targetLookup } from './target-guard.js';

export interface AttemptResult {
  ok: boolean;
  statusCode: number | null;
  error: string | null;
  durationMs: number;
}

/** How much of a receiver's answer is read before the connection is dropped: the status is what counts. */
const MAX_RESPONSE_BYTES = 64 * 1024;

/**
 * One delivery attempt: POST with the given headers, a hard deadline covering connect, send and response,
 * redirects never followed (a 3xx is a failure: the receiver must name its final URL), target addresses checked
 * against the SSRF policy at connect time. Success is any 2xx (Standard Webhooks).
 */
export function sendWebhook(
  target: string,
  headers: Record<string, string>,
  body: string,
  timeoutMs: number,
  policy: TargetPolicy,
): Promise<AttemptResult> {
  const started = performance.now();
  const done = (ok: boolean, statusCode: number | null, error: string | null): AttemptResult => ({
    ok,
    statusCode,
    error,
    durationMs: Math.round(performance.now() - started),
  });
  return new Promise((resolve) => {
    let url: URL;
    try {
      url = new URL(target);
    } catch {
      resolve(done(false, null, 'invalid URL'));
      return;
    }
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (isIP(host) !== 0 && !addressAllowed(host, url, policy)) {
      resolve(done(false, null, `target address refused (${host})`));
      return;
    }
    let settled = false;
    const finish = (result: AttemptResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const client = url.protocol === 'https:' ? https : http;
    const payload = Buffer.from(body);
    const req = client.request(url, {
      method: 'POST',
      agent: false,
      lookup: targetLookup(url, policy),
      headers: {
        ...headers,
        'content-type': 'application/json',
        'content-length': String(payload.length),
        'user-agent': 'Lumen-Webhooks/1',
      },
    });
    const timer = setTimeout(() => {
      req.destroy(new Error(`timed out after ${timeoutMs} ms`));
    }, timeoutMs);
    req.on('error', (err: Error & { code?: string }) => finish(done(false, null, err.message || err.code || 'error')));
    req.on('response', (res) => {
      const status = res.statusCode ?? 0;
      const ok = status >= 200 && status < 300;
      const error = ok ? null : status >= 300 && status < 400 ? `redirect to ${res.headers.location ?? '?'} not followed` : `HTTP ${status}`;
      let read = 0;
      res.on('data', (chunk: Buffer) => {
        read += chunk.length;
        if (read > MAX_RESPONSE_BYTES) {
          finish(done(ok, status, error));
          res.destroy();
        }
      });
      res.on('end', () => finish(done(ok, status, error)));
      res.on('error', () => finish(done(ok, status, error)));
      res.on('close', () => finish(done(ok, status, error)));
    });
    req.end(payload);
  });
}
