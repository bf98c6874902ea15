/**
 * Where a sign-in returns to (`return_to`): a page of this dashboard, given as a relative path, never an address
 * elsewhere (no open redirect, RFC 9700 §4.11). Refused: anything not starting with `/dashboard` (an absolute URL,
 * `//host`, `/\host`, a scheme), control characters and backslashes (which browsers read as `/`), a path that
 * leaves /dashboard once its dot segments are resolved (`/dashboard/../x`, `/dashboard/%2e%2e/x`), and the
 * sign-in and sign-out addresses themselves. What is returned is the resolved path and query.
 */
export function safeReturnTo(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 512) return undefined;
  if (!/^\/dashboard(?:[/?]|$)/.test(value) || /[\\\u0000-\u0020\u007f-\u009f]/.test(value)) return undefined;
  const base = 'http://dashboard.invalid';
  const url = new URL(value, base);
  if (url.origin !== base || !/^\/dashboard(?:\/|$)/.test(url.pathname)) return undefined;
  if (/^\/dashboard\/sign-(?:in|out)\/?$/.test(url.pathname) || url.pathname.startsWith('/dashboard/assets/')) return undefined;
  return url.pathname + url.search;
}

/** The sign-in address that returns to `path` (already a safe return address, or none). */
export function signInHref(path?: string): string {
  return path && path !== '/dashboard' ? `/dashboard/sign-in?return_to=${encodeURIComponent(path)}` : '/dashboard/sign-in';
}
