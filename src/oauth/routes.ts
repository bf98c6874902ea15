import type { FastifyInstance } from 'fastify';
import { enableCors } from '../platform/http/cors.js';
import type { OAuthContext } from './context.js';
import { registerAuthorizeRoute } from './endpoints/authorize.js';
import { registerDecisionRoute } from './endpoints/decision.js';
import { registerMetadataRoutes } from './endpoints/metadata.js';
import { registerRegistrationRoute } from './endpoints/register.js';
import { registerRevocationRoute } from './endpoints/revoke.js';
import { registerTokenRoute } from './endpoints/token.js';
import { registerLoginCallbackRoute } from './login/callback.js';

/** The authorization server's HTTP surface, in one place. */
export function registerOAuthRoutes(app: FastifyInstance, ctx: OAuthContext): void {
  // Browser-based MCP clients call these across origins (FINDINGS: what the SDK client needs, point 8).
  enableCors(app, ['/.well-known/oauth-authorization-server', '/.well-known/jwks.json'], { methods: ['GET'] });
  enableCors(app, ['/oauth/token', '/oauth/register', '/oauth/revoke'], { methods: ['POST'] });
  registerMetadataRoutes(app, ctx);
  registerRegistrationRoute(app, ctx);
  registerAuthorizeRoute(app, ctx);
  registerLoginCallbackRoute(app, ctx);
  registerDecisionRoute(app, ctx);
  registerTokenRoute(app, ctx);
  registerRevocationRoute(app, ctx);
}
