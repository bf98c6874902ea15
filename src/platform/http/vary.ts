/**
 * One `Vary` value from several (RFC 9110 §12.5.5): each field name once, compared case-insensitively, in the
 * order first given. Routes join a handful of fixed values (the credential header, Accept, Accept-Encoding), so
 * each pair is joined once and remembered.
 */
const joined = new Map<string, string>();
const JOINED_MAX = 256;

export function joinVary(first: string | undefined, second: string | undefined): string | undefined {
  if (!first) return second || undefined;
  if (!second || first === second) return first;
  const key = `${first}\n${second}`;
  let out = joined.get(key);
  if (out === undefined) {
    const names: string[] = [];
    const seen = new Set<string>();
    for (const part of `${first},${second}`.split(',')) {
      const name = part.trim();
      if (name === '' || seen.has(name.toLowerCase())) continue;
      seen.add(name.toLowerCase());
      names.push(name);
    }
    // `*` varies by everything: nothing else needs naming beside it.
    out = seen.has('*') ? '*' : names.join(', ');
    if (joined.size >= JOINED_MAX) joined.clear();
    joined.set(key, out);
  }
  return out;
}
