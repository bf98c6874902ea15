import { createHash } from 'node:crypto';
import type { SourceManifest } from './manifest.js';

export class ChecksumError extends Error {
  constructor(
    readonly path: string,
    message: string,
  ) {
    super(message);
    this.name = 'ChecksumError';
  }
}

export function sha256Hex(data: Buffer | string): string {
  return createHash('sha256').update(data).digest('hex');
}

/**
 * Refuses a source file that the manifest does not list or whose bytes differ from what the project verified:
 * a tampered or truncated file never reaches a parser. The message names the file and both digests.
 */
export function verifyChecksum(manifest: SourceManifest, path: string, data: Buffer, location: string): string {
  const expected = manifest[path];
  if (!expected) throw new ChecksumError(path, `${path} is not in the source manifest; refusing to import it`);
  const actual = sha256Hex(data);
  if (actual !== expected.sha256) {
    throw new ChecksumError(
      path,
      `checksum mismatch for ${path} (from ${location}): expected sha256 ${expected.sha256} (${expected.bytes} bytes), ` +
        `got ${actual} (${data.length} bytes). The file was altered or is not the staged version; import refused.`,
    );
  }
  return actual;
}
