import { brotliCompress, constants, gzip } from 'node:zlib';
import Negotiator from 'negotiator';

/** The encodings Lumen compresses answers with, best first. */
export type Encoding = 'br' | 'gzip';

/**
 * Answers of at least this many characters are worth compressing (a few TCP segments; below it the headers weigh as
 * much as the savings). The same measure on every path, so an answer's `Vary` does not depend on who sent it.
 */
export const COMPRESS_MIN_CHARS = 2048;

/** Whether an answer of `chars` characters may go out compressed (and so varies by Accept-Encoding). */
export const compressible = (chars: number): boolean => chars >= COMPRESS_MIN_CHARS;

/** The Vary header of a cached operation's answer: by Accept when the operation says so, by Accept-Encoding when compressible. */
export function varyOf(byAccept: boolean, byEncoding: boolean): string | undefined {
  if (byAccept) return byEncoding ? 'Accept, Accept-Encoding' : 'Accept';
  return byEncoding ? 'Accept-Encoding' : undefined;
}

const OFFERED = ['br', 'gzip', 'identity'];
/** Negotiator 1.x takes the tie-break order as a second argument (its published types predate it). */
type EncodingNegotiator = { encoding(available: string[], options: { preferred: string[] }): string | undefined };
const PREFERRED = { preferred: OFFERED };
/** Clients send a handful of distinct Accept-Encoding values: each is negotiated once. */
const negotiated = new Map<string, Encoding | null>();
const NEGOTIATED_MAX = 256;

/**
 * The encoding to answer a request's Accept-Encoding with (RFC 9110 §12.5.3, q-values honoured, Brotli preferred
 * on a tie), or null for the identity: no header, only `identity` or `deflate`, or every coding refused.
 */
export function acceptedEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  let chosen = negotiated.get(header);
  if (chosen === undefined) {
    const pick = (new Negotiator({ headers: { 'accept-encoding': header } }) as unknown as EncodingNegotiator).encoding(OFFERED, PREFERRED);
    chosen = pick === 'br' || pick === 'gzip' ? pick : null;
    if (negotiated.size >= NEGOTIATED_MAX) negotiated.clear();
    negotiated.set(header, chosen);
  }
  return chosen;
}

/**
 * Compressions at most under way at once: libuv's pool has four threads, shared with file system work, and a flood
 * of distinct large answers must not queue thousands of jobs (each holding its answer) in front of it.
 */
export const MAX_COMPRESSING = 4;
let compressing = 0;

/**
 * Compresses `payload` on libuv's thread pool (never on the event loop): Brotli at quality 6 in text mode, or gzip
 * at level 6: about half a millisecond of a pool thread for a 64 KB answer, which shrinks 15-20 times. Returns
 * false, and does nothing, when MAX_COMPRESSING are already under way (the caller asks again later).
 */
export function compressInBackground(payload: Buffer, encoding: Encoding, done: (compressed: Buffer | null) => void): boolean {
  if (compressing >= MAX_COMPRESSING) return false;
  compressing += 1;
  const finish = (err: Error | null, out: Buffer) => {
    compressing -= 1;
    done(err ? null : out);
  };
  if (encoding === 'br') {
    brotliCompress(
      payload,
      { params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: payload.length } },
      finish,
    );
  } else gzip(payload, { level: 6 }, finish);
  return true;
}
