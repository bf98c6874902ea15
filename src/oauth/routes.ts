import type { FastifyInstance } from 'fastify';
import type { OAuthContext } from './context.js';
import { registerAuthorizeRoute } from './endpoints/authorize.js';
import { registerDecisionRoute } from './endpoints/decision.js';
import { registerMetadataRoutes } from './endpoints/metadata.js';
import { registerRegistrationRoute } from './endpoints/register.js';
import { registerRevocationRoute } from './endpoints/revoke.js';
import { registerTokenRoute } from './endpoints/token.js';
import { registerLoginCallbackRoute } from './login/callback.js';

/**
 * The authorization server's HTTP surface, in one place. Each endpoint declares its route, OpenAPI entry, CORS
 * and Cache-Control together (platform/http/raw-route.ts).
 */
export function registerOAuthRoutes(app: FastifyInstance, ctx: OAuthContext): void {
  registerMetadataRoutes(app, ctx);
  registerRegistrationRoute(app, ctx);
  registerAuthorizeRoute(app, ctx);
  registerLoginCallbackRoute(app, ctx);
  registerDecisionRoute(app, ctx);
  registerTokenRoute(app, ctx);
  registerRevocationRoute(app, ctx);
}
