/**
 * `JSON.stringify(s)` for a string, without a call into the runtime when nothing in it needs escaping (a quote, a
 * backslash, a control character or a surrogate, which JSON.stringify writes as `\u` escapes when lone): short
 * strings written into a JSON answer by hand (passage-json.ts) cost a tenth of what the builtin's call does.
 */
export function jsonString(s: string): string {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x20 || c === 0x22 || c === 0x5c || (c >= 0xd800 && c <= 0xdfff)) return JSON.stringify(s);
  }
  return `"${s}"`;
}
