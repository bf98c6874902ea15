import type { OperationContext } from './define.js';

/** A next step a problem message points to: the REST request, and the MCP tool (with its arguments) doing the same. */
export interface NextStep {
  /** `GET /v1/devotio/saints?q=…` */
  rest: string;
  /** `devotio_saints_list` */
  tool: string;
  /** The tool's arguments as a model would write them: `q: a name or feast day`. */
  args?: string;
}

/**
 * The next step in the caller's terms: a model calling a tool has tools, not URLs, so under MCP the tool and its
 * arguments are named; a REST client is given the request.
 */
export function whereNext(face: OperationContext['face'], step: NextStep): string {
  return face === 'mcp' ? `the ${step.tool} tool${step.args ? ` (${step.args})` : ''}` : step.rest;
}
