import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The directory the running code was loaded from: dist/ when built, src/ under tsx. */
const CODE_DIR = fileURLToPath(new URL('../../', import.meta.url));

/** Files that are not code the server runs: source maps and tests. */
const NOT_RUN = /\.map$|\.test\.[cm]?[jt]s$/;

/**
 * A digest of everything that decides how an answer is written, besides its input and its data: every file under
 * `dir` (the code, and any table it reads from there), the package's manifest and lock file one level up
 * (the dependencies' versions), and Node's version. Two processes running the same build have the same
 * fingerprint; any change of code gives another. Keyed ETags (etag.ts `keyedEtag`) carry it, so that an answer
 * whose code changed is never validated by the ETag of the code before.
 */
export function fingerprintOf(dir: string): string {
  const hash = createHash('sha1');
  hash.update(process.version);
  for (const name of ['package.json', 'package-lock.json']) {
    const file = join(dir, '..', name);
    if (existsSync(file)) hash.update(`\0${name}\0`).update(readFileSync(file));
  }
  const files = (readdirSync(dir, { recursive: true, withFileTypes: true }) as Array<{ name: string; parentPath?: string; path?: string; isFile(): boolean }>)
    .filter((entry) => entry.isFile() && !NOT_RUN.test(entry.name))
    .map((entry) => join(entry.parentPath ?? entry.path ?? dir, entry.name))
    .sort();
  for (const file of files) hash.update(`\0${relative(dir, file)}\0`).update(readFileSync(file));
  return hash.digest('base64url');
}

let running: string | undefined;

/** The running code's fingerprint, computed once (at start, by the routes of operations with keyed ETags). */
export function codeFingerprint(): string {
  return (running ??= fingerprintOf(CODE_DIR));
}
