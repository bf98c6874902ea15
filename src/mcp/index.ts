import type { AccessTokenContract } from '../oauth/index.js';
import type { Module, Platform } from '../platform/module.js';
import type { Engine } from '../platform/operations/define.js';
import { loopbackAliases } from '../platform/http/loopback-aliases.js';
import { VERSION } from '../version.js';
import { MCP_BUCKET } from './call-tool.js';
import { checkOriginOf, originPolicy } from './check-origin.js';
import { registerProtectedResourceMetadata } from './protected-resource.js';
import { MCP_ROUTE } from './route.js';
import { type GeneratedTool, toolsFromEngines } from './tools-from-operations.js';
import { registerMcpRoute } from './transport.js';

export { toolsFromEngines, toolName } from './tools-from-operations.js';

/**
 * The MCP tool server at /mcp: read-only tools generated from the engines' GET operations, behind a bearer gate
 * that verifies Lumen access tokens statelessly. `engines` are every other module's engines (communio's are
 * filtered out); `accessTokens` is the OAuth module's signing-key contract.
 */
export function createMcpModule(platform: Platform, options: { engines: Engine[] | (() => Engine[]); accessTokens: AccessTokenContract }): Module {
  const { config } = platform;
  const publicUrl = config.server.publicUrl;
  const aliases = loopbackAliases(config.server);
  let tools: GeneratedTool[] | undefined;
  // Resolved at first use (start), so modules registered after this one still contribute their engines.
  const engines = () => (typeof options.engines === 'function' ? options.engines() : options.engines);
  const getTools = () => (tools ??= toolsFromEngines(engines()));
  return {
    name: 'mcp',
    routes(app) {
      registerProtectedResourceMetadata(app, publicUrl, options.accessTokens.audience, aliases);
      // Before the routes of /mcp are declared, so that the check is the first step of each (DNS rebinding).
      const originAllowed = originPolicy(publicUrl, config.oauth.mcpAllowedOrigins, aliases.origins);
      checkOriginOf(app, MCP_ROUTE.path, originAllowed, publicUrl);
      registerMcpRoute(app, {
        originAllowed,
        contract: options.accessTokens,
        // The 401 points at the metadata in the spelling the client used when that is a loopback alias, so the
        // `resource` it reads there matches the URL it was given (protected-resource.ts).
        metadataUrl: (host) => `${aliases.originFor(host) ?? publicUrl}/.well-known/oauth-protected-resource`,
        services: () => platform.services,
        tools: getTools,
        version: VERSION,
      });
    },
    async start() {
      getTools();
      platform.services.rateLimiter?.define(MCP_BUCKET, config.oauth.mcpCalls);
    },
    readiness: () => [{ name: 'mcp.tools', ready: true, tools: getTools().length }],
  };
}
