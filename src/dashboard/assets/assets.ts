import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { SCRIPT } from './script.js';
import { STYLES } from './styles.js';

/** Lumen's icon: a light (a gold disc) behind a cross, drawn for this project. */
const ICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="15" fill="#f3c64b"/><path d="M14 5h4v8h7v4h-7v10h-4V17H7v-4h7z" fill="#3b2a12"/></svg>`;

const FILES: Record<string, { type: string; body: string }> = {
  'dashboard.css': { type: 'text/css; charset=utf-8', body: STYLES },
  'dashboard.js': { type: 'text/javascript; charset=utf-8', body: SCRIPT },
  'icon.svg': { type: 'image/svg+xml', body: ICON },
};

/** Changes with the assets' content: pages link `?v=` so a new release is never served a stale file. */
export const ASSET_VERSION = createHash('sha256').update(STYLES).update(SCRIPT).digest('hex').slice(0, 12);

/** Every asset the dashboard uses, served by Lumen itself (no CDN). */
export function registerDashboardAssets(app: FastifyInstance): void {
  app.get<{ Params: { file: string } }>('/dashboard/assets/:file', { config: { internal: 'the dashboard page assets (stylesheet, script)' } }, async (request, reply) => {
    const file = FILES[request.params.file];
    if (!file) return reply.callNotFound();
    return reply
      .type(file.type)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'public, max-age=86400')
      .send(file.body);
  });
  // Browsers ask every site for /favicon.ico (the consent and docs pages too): the same icon, so no page logs a 404.
  app.get('/favicon.ico', { config: { internal: 'the site icon' } }, async (_request, reply) =>
    reply.type('image/svg+xml').header('X-Content-Type-Options', 'nosniff').header('Cache-Control', 'public, max-age=86400').send(ICON),
  );
}
