/**
 * Strings and bytes joined into one buffer of UTF-8: an answer assembled from pieces already encoded (kept records)
 * and a few strings made per request, with one allocation and no string of the whole ever made (a long string
 * concatenated from many pieces costs more to flatten and encode than the pieces cost to copy).
 */
export function joinBytes(pieces: ReadonlyArray<string | Uint8Array>): Buffer {
  let length = 0;
  for (const piece of pieces) length += typeof piece === 'string' ? Buffer.byteLength(piece) : piece.length;
  const out = Buffer.allocUnsafe(length);
  let at = 0;
  for (const piece of pieces) {
    if (typeof piece === 'string') at += out.write(piece, at);
    else {
      out.set(piece, at);
      at += piece.length;
    }
  }
  return out;
}
