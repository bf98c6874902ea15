import { z } from 'zod';
import { type Engine, type Operation, defineOperation } from './define.js';

const DatasetSchema = z.object({
  name: z.string(),
  version: z.string().nullable(),
  ready: z.boolean(),
  records: z.number().int().optional(),
  detail: z.string().optional(),
  sources: z.array(
    z.object({ name: z.string(), licence: z.string(), attribution: z.string().optional(), url: z.string().optional() }),
  ),
});

export const EngineIndexSchema = z.object({
  engine: z.string(),
  title: z.string(),
  description: z.string(),
  prefixes: z.array(z.string()),
  operations: z.array(z.object({ id: z.string(), method: z.string(), path: z.string(), summary: z.string() })),
  datasets: z.array(DatasetSchema),
});

/** `GET /v1/<engine>`: the engine's operations, dataset versions and licences. Generated for every engine. */
export function engineIndexOperation(engine: Engine): Operation {
  return defineOperation({
    id: `${engine.name}.index`,
    summary: `${engine.title}: operations, dataset versions and licences`,
    method: 'GET',
    path: '',
    output: EngineIndexSchema,
    mcp: false,
    handler: () => ({
      engine: engine.name,
      title: engine.title,
      description: engine.description,
      prefixes: engine.prefixes,
      operations: engine.operations
        .filter((op) => !op.hidden)
        .map((op) => ({ id: op.id, method: op.method, path: `${engine.prefixes[0]}${op.path}`, summary: op.summary })),
      datasets: engine.datasets?.() ?? [],
    }),
  });
}
