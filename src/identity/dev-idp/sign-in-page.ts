import { escapeHtml } from '../../platform/text/escape-html.js';
export { escapeHtml };

/** Strict CSP for the page: no script at all, inline style only, the form posts back to this origin. */
export const SIGN_IN_CSP = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

/**
 * The development IdP's "sign in as" page: anyone may be anyone, which is why it is never mounted in production.
 * Every value that came from the request is escaped; the authorize parameters travel as hidden fields.
 */
export function signInPage(action: string, params: Record<string, string>, error?: string, username = ''): string {
  const hidden = Object.entries(params)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join('\n      ');
  // The rule is said next to the field, and an error is tied to it (WCAG 3.3.1, 3.3.2): the browser's own message
  // for a failed `pattern` only says "match the requested format".
  const describedBy = error ? 'username-help username-error' : 'username-help';
  return page(
    error ? 'Error: Lumen development sign-in' : 'Lumen development sign-in',
    `<h1>Sign in (development)</h1>
    <p class="note">This is Lumen's built-in development identity provider. Type any user name to sign in as that user.
    It is never available in production.</p>
    <form method="post" action="${escapeHtml(action)}">
      ${hidden}
      <label for="username">User name</label>
      <p class="note" id="username-help">Letters, digits, dots, dashes, underscores or @; up to 100 characters.</p>
      ${error ? `<p class="error" id="username-error" role="alert">${escapeHtml(error)}</p>` : ''}
      <input type="text" id="username" name="username" autocomplete="username" required maxlength="100" pattern="[A-Za-z0-9._@\\-]+"
        title="Letters, digits, dots, dashes, underscores or @" aria-describedby="${describedBy}" value="${escapeHtml(username)}"${error ? ' aria-invalid="true" autofocus' : ''}>
      <button type="submit">Sign in</button>
    </form>`,
  );
}

/** A request the development IdP cannot serve (unknown client, bad redirect URI): said on a page, never redirected. */
export function signInErrorPage(message: string): string {
  return page('Sign-in error · Lumen development sign-in', `<h1>Sign-in error</h1>\n    <p class="error">${escapeHtml(message)}</p>`);
}

function page(title: string, main: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${title}</title>
    <style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:4rem auto;padding:0 1rem;overflow-wrap:anywhere}
    label{display:block}#username-help{margin:.25rem 0}input[type=text]{box-sizing:border-box;width:100%;padding:.5rem;margin:.5rem 0 1rem}button{padding:.5rem 1.5rem}.note{color:#555}
    .error{color:#a00}
    :root{color-scheme:light dark}@media (prefers-color-scheme:dark){body{background:#161618;color:#ececef}.note{color:#b4b4bc}.error{color:#ff9a9a}
    input[type=text]{background:#222226;color:#ececef;border:1px solid #8e8e96}}</style>
  </head>
  <body>
    <main>
    ${main}
    </main>
  </body>
</html>
`;
}
