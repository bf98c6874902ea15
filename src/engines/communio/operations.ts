import type { Operation } from '../../platform/operations/define.js';
import type { CommunioContext } from './context.js';
import { intentionOperations } from './operations/intentions.js';
import { webhookOperations } from './operations/webhooks.js';

/** Every communio operation, each defined once (REST route, validation and OpenAPI come from it; never MCP). */
export function communioOperations(c: CommunioContext): Operation[] {
  return [...intentionOperations(c), ...webhookOperations(c)];
}
