import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { SCRIPT } from './script.js';
import { STYLES } from './styles.js';

const FILES: Record<string, { type: string; body: string }> = {
  'dashboard.css': { type: 'text/css; charset=utf-8', body: STYLES },
  'dashboard.js': { type: 'text/javascript; charset=utf-8', body: SCRIPT },
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
}
