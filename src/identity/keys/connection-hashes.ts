import { hashKey } from './key-format.js';

interface LastKey {
  key: string;
  hash: string;
}

/**
 * True when two strings are equal, in time that depends only on their lengths: every character is compared,
 * with no early exit. A key's length is not secret (the format fixes it).
 */
export function equalInConstantTime(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

/**
 * The SHA-256 of the last key each connection sent. A client on a keep-alive connection sends the same key with
 * every request, and hashing it is the largest part of authenticating a cached key (a refused flood is nothing
 * else); so the next request on that connection compares its key with the last one, in constant time, and
 * reuses the hash when they are equal. A different key is hashed and replaces the last one.
 *
 * What this keeps, and for how long: one plaintext key per open connection, held by a WeakMap entry that goes
 * with the connection's socket. A request is only ever compared with what its own connection sent before, and
 * nothing here decides whether a key is valid: the hash is still looked up (and revocation checked) on every
 * request.
 */
export class ConnectionKeyHashes {
  readonly #last = new WeakMap<object, LastKey>();

  constructor(private readonly hashOf: (key: string) => string = hashKey) {}

  /** The key's SHA-256 (hex); `connection` is the request's socket, or undefined when there is none. */
  hash(key: string, connection: object | undefined): string {
    if (connection === undefined) return this.hashOf(key);
    const last = this.#last.get(connection);
    if (last !== undefined && equalInConstantTime(last.key, key)) return last.hash;
    const hash = this.hashOf(key);
    if (last === undefined) {
      this.#last.set(connection, { key, hash });
    } else {
      last.key = key;
      last.hash = hash;
    }
    return hash;
  }
}
