/**
 * Escapes text for HTML element content and quoted attribute values (OWASP XSS prevention rules 1 and 2; every
 * attribute Lumen writes is quoted): the five characters HTML gives meaning to, and the backtick old browsers took
 * for a quote. The dashboard, the development sign-in, the error catalogue and the root page use it; the consent
 * page keeps its stricter own (it escapes `=` and `/` too, which its tests pin).
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"'`]/g, (c) => `&#${c.charCodeAt(0)};`);
}
