/** The dashboard's pages in the OpenAPI document (HTML for people; scripts use /portal/*). */
export function dashboardOpenApiPaths(): Record<string, unknown> {
  const tags = ['dashboard'];
  const page = { '200': { description: 'HTML page', content: { 'text/html': { schema: { type: 'string' } } } } };
  const post = (summary: string) => ({
    post: { tags, summary, responses: { '303': { description: 'done: back to a dashboard page' }, '403': { description: 'CSRF check failed (HTML problem page)' }, '401': { description: 'no session' } } },
  });
  return {
    '/dashboard': { get: { tags, summary: 'The developer dashboard (sign-in page when there is no session)', responses: page } },
    '/dashboard/sign-in': { get: { tags, summary: 'Sign in through the identity provider', responses: { '303': { description: 'to the identity provider' } } } },
    '/dashboard/sign-out': post('Sign out (ends the server-side session)'),
    '/dashboard/keys': { post: { tags, summary: 'Create an API key; the page shows its plaintext once', responses: { '201': page['200'], '400': page['200'] } } },
    '/dashboard/keys/{id}': { get: { tags, summary: "A key's usage chart and settings", responses: page } },
    '/dashboard/keys/{id}/rename': post('Rename a key'),
    '/dashboard/keys/{id}/revoke': { get: { tags, summary: 'Confirm revoking a key', responses: page }, ...post('Revoke a key') },
    '/dashboard/connections/{id}/revoke': { get: { tags, summary: 'Confirm revoking an OAuth connection', responses: page }, ...post('Revoke an OAuth connection') },
  };
}
