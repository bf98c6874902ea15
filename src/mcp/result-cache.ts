import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { GeneratedTool } from './tools-from-operations.js';

interface Entry {
  result: CallToolResult;
  generation: unknown;
  /** The result as JSON, made the first time an early answer sends it (early-answer.ts). */
  json?: string;
}

const MAX_ENTRIES = 2_000;
const MAX_KEY_LENGTH = 1_000;

/**
 * Results of successful tool calls of `shared` operations (cache.shared in define.ts: the answer depends on the
 * input alone, never on the caller), keyed by tool and arguments as sent, and dropped when the engine's
 * `cacheGeneration` changes: the MCP side of REST's response cache (platform/operations/response-cache.ts). A hit
 * skips validating the same arguments again, the handler and serialising the answer; the caller's budget is still
 * charged before (call-tool.ts). Bounded: emptied when full.
 */
export class ToolResultCache {
  readonly #entries = new Map<string, Entry>();

  key(tool: GeneratedTool, args: Record<string, unknown> | undefined): string | undefined {
    if (!tool.op.cache?.shared) return undefined;
    let json: string;
    try {
      json = JSON.stringify(args ?? {});
    } catch {
      // Arguments nested too deeply for JSON.stringify (a 64 KiB body holds 30,000 levels) are never kept: the call
      // goes on to validation, which refuses them as a tool error.
      return undefined;
    }
    const key = `${tool.name}\u0000${json}`;
    return key.length > MAX_KEY_LENGTH ? undefined : key;
  }

  get(tool: GeneratedTool, key: string): CallToolResult | undefined {
    return this.#current(tool, key)?.result;
  }

  /** The result as JSON (the `result` member of the JSON-RPC response), while it is current. */
  json(tool: GeneratedTool, key: string): string | undefined {
    const entry = this.#current(tool, key);
    if (!entry) return undefined;
    return (entry.json ??= JSON.stringify(entry.result));
  }

  /** True when some result is kept (the early answer looks no further otherwise). */
  get empty(): boolean {
    return this.#entries.size === 0;
  }

  #current(tool: GeneratedTool, key: string): Entry | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.generation !== tool.engine.cacheGeneration?.()) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry;
  }

  /** The engine's generation now: read before the call, so that an answer computed across a change is not kept. */
  generation(tool: GeneratedTool): unknown {
    return tool.engine.cacheGeneration?.();
  }

  set(key: string, result: CallToolResult, generation: unknown): void {
    if (this.#entries.size >= MAX_ENTRIES) this.#entries.clear();
    this.#entries.set(key, { result, generation });
  }
}
