import { createIdentityModule } from './identity/index.js';
import { createMcpModule } from './mcp/index.js';
import { createOAuthModule } from './oauth/index.js';
import type { Module, Platform } from './platform/module.js';
import { createCommunioModule } from './engines/communio/index.js';
import { createTempusModule } from './engines/tempus/index.js';
import { createDevotioModule } from './engines/devotio/index.js';
import { createVeritasModule } from './engines/veritas/index.js';
import { createCorpusModule } from './engines/corpus/index.js';
import { createRefineryModule } from './refinery/refinery-module.js';
import { createDashboardModule } from './dashboard/index.js';
import { scriptureForTempus } from './scripture-for-tempus.js';

/**
 * Every module of Lumen, in start order. Each line constructs one module from the platform; engines that need
 * another engine receive it here (through its index.ts), never by importing its internals.
 */
export async function createModules(platform: Platform): Promise<Module[]> {
  const modules: Module[] = [];
  const identity = createIdentityModule(platform);
  modules.push(identity);
  // The refinery first: on a first start it imports the missing datasets before the read engines serve them.
  modules.push(createRefineryModule(platform));
  // Veritas is made first so that Tempus's readings can take their texts from it.
  const veritas = createVeritasModule(platform);
  const texts = scriptureForTempus(veritas.scripture, () => veritas.dataset.handle.get()?.version ?? null);
  const tempus = createTempusModule(platform, { scripture: () => (texts.generation() === null ? undefined : texts) });
  modules.push(tempus);
  modules.push(createDevotioModule(platform, { calendar: tempus.calendar }));
  modules.push(veritas);
  modules.push(createCorpusModule(platform));
  modules.push(createCommunioModule(platform));
  // OAuth and MCP come after the engines: MCP generates its tools from every other module's engines.
  const oauth = createOAuthModule(platform, { users: identity.users });
  identity.useConnections(oauth.connections);
  const engines = () => modules.flatMap((m) => m.engines ?? []);
  modules.push(oauth, createMcpModule(platform, { engines, accessTokens: oauth.accessTokens }));
  modules.push(createDashboardModule(platform, { engines, signIn: oauth.signIn }));
  return modules;
}
