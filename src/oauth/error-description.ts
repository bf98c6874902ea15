/**
 * RFC 6749 §4.1.2.1 and §5.2 (and RFC 7591 §3.2.2, RFC 7009 §2.2.1 through them): `error_description` MUST NOT
 * include characters outside %x20-21 / %x23-5B / %x5D-7E, printable ASCII without `"` and `\`. Lumen's descriptions
 * cite sections (§) and quote values ("code"), and some carry a parser's message: they are written into that set
 * here, once, for every OAuth error answer, so each message can stay readable where it is thrown.
 */
export function errorDescription(text: string): string {
  return text
    .replace(/§\s*/g, 'section ')
    .replace(/"/g, "'")
    .replace(/\\/g, '/')
    .replace(/[^\x20-\x7e]/g, '?');
}
