import { createIdentityModule } from './identity/index.js';
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
  modules.push(createIdentityModule(platform));
  modules.push(createTempusModule(platform));
  modules.push(createCommunioModule(platform));
  return modules;
}
