import { hash } from 'node:crypto';
import { codeFingerprint } from './code-fingerprint.js';
import type { Operation } from './define.js';

/** A weak validator over the serialised representation (RFC 9110 §8.8.3). */
export function weakEtag(payload: string | Buffer): string {
  return `W/"${hash('sha1', payload, 'base64url').slice(0, 27)}"`;
}

/**
 * The same validator made from what decides the answer instead of its bytes (an operation's `cache.etagKey`,
 * define.ts): the operation, its key for the request, the engine's cache generation (the dataset version) and the
 * running code (code-fingerprint.ts). It changes whenever any of them does, so whenever the answer could.
 */
export function keyedEtag(op: Operation, generation: unknown, key: string): string {
  return weakEtag(`${codeFingerprint()}\0${op.id}\0${JSON.stringify(generation ?? null)}\0${key}`);
}

/** RFC 9110 §13.1.2: If-None-Match uses the weak comparison; `*` matches any current representation. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === opaque);
}

/**
 * The caching headers of an operation's JSON answer — Cache-Control from the operation's `maxAgeS`, the ETag —
 * set through `set`; true when If-None-Match makes the answer a 304. One place for the route and the response
 * cache, so that both answer alike.
 */
export function setCacheHeaders(
  op: Operation,
  input: unknown,
  etag: string | undefined,
  ifNoneMatch: string | undefined,
  set: (name: string, value: string) => void,
): boolean {
  const maxAgeS = op.cache?.maxAgeS;
  if (maxAgeS !== undefined) {
    const maxAge = typeof maxAgeS === 'function' ? maxAgeS(input as never) : maxAgeS;
    set('cache-control', maxAge > 0 ? `private, max-age=${maxAge}` : 'no-cache');
  }
  if (etag === undefined) return false;
  set('etag', etag);
  return matchesIfNoneMatch(ifNoneMatch, etag);
}
