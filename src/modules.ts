import { createIdentityModule } from './identity/index.js';
import { createMcpModule } from './mcp/index.js';
import { type UserDirectory, createOAuthModule } from './oauth/index.js';
import { identityUsersFallback } from './oauth/login/identity-users-fallback.js';
import type { Module, Platform } from './platform/module.js';
import { createCommunioModule } from './engines/communio/index.js';
import { createTempusModule } from './engines/tempus/index.js';

/**
 * Every module of Lumen, in start order. Each line constructs one module from the platform; engines that need
 * another engine receive it here (through its index.ts), never by importing its internals.
 */
export async function createModules(platform: Platform): Promise<Module[]> {
  const modules: Module[] = [];
  void platform;
  const identity = createIdentityModule(platform);
  modules.push(identity);
  modules.push(createTempusModule(platform));
  modules.push(createCommunioModule(platform));
  // OAuth and MCP come after the engines: MCP generates its tools from every other module's engines.
  const users = (identity as { users?: UserDirectory }).users ?? identityUsersFallback(platform);
  const oauth = createOAuthModule(platform, { users });
  const engines = modules.flatMap((m) => m.engines ?? []);
  modules.push(oauth, createMcpModule(platform, { engines, accessTokens: oauth.accessTokens }));
  return modules;
}
