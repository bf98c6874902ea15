import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Metrics } from './metrics.js';

/**
 * Something that may answer a request before Fastify routes it: the REST response cache (repeated GETs of shared
 * operations) and MCP's tool-answer cache (repeated tool calls of shared operations). `answer` returns true when
 * it took the request: it then answers it, or hands it to Fastify unchanged with `fallback` (after an
 * asynchronous step failed, or a body it read turned out not to be one it can answer).
 */
export interface EarlyAnswer {
  answer(req: IncomingMessage, res: ServerResponse, arrived: number, fallback: () => void): boolean;
}

/**
 * The early answerers of one application, asked in turn by the server factory (arrival.ts). Modules add theirs
 * while they declare their routes (`earlyAnswersOf(app)`); on close they all stop, so that Fastify answers new
 * requests 503 as it does for every route.
 */
export class EarlyAnswers {
  readonly #list: EarlyAnswer[] = [];
  #enabled = true;

  constructor(readonly metrics: Metrics) {}

  add(answerer: EarlyAnswer): void {
    this.#list.push(answerer);
  }

  disable(): void {
    this.#enabled = false;
  }

  answer(req: IncomingMessage, res: ServerResponse, arrived: number, fallback: () => void): boolean {
    if (!this.#enabled) return false;
    for (const a of this.#list) if (a.answer(req, res, arrived, fallback)) return true;
    return false;
  }
}

const registries = new WeakMap<FastifyInstance, EarlyAnswers>();

export function attachEarlyAnswers(app: FastifyInstance, early: EarlyAnswers): void {
  registries.set(app, early);
}

/** The application's early answerers (undefined for an app built without them, as in some unit tests). */
export function earlyAnswersOf(app: FastifyInstance): EarlyAnswers | undefined {
  return registries.get(app);
}
