import type { DatasetBuilder } from './dataset-builder.js';
import { corpusDataset } from './corpus/builder.js';
import { devotioDataset } from './devotio/builder.js';
import { lectionaryDataset } from './lectionary/builder.js';
import { veritasDataset } from './veritas/builder.js';

/** Every dataset `lumen data import` builds, in import order. A read engine adds its builder here (one line). */
export const DATASETS: readonly DatasetBuilder[] = [devotioDataset, veritasDataset, lectionaryDataset, corpusDataset];

export function selectDatasets(only: readonly string[] | undefined): DatasetBuilder[] {
  if (!only || only.length === 0) return [...DATASETS];
  const unknown = only.filter((name) => !DATASETS.some((d) => d.name === name));
  if (unknown.length > 0) {
    throw new Error(`unknown dataset(s): ${unknown.join(', ')}; known: ${DATASETS.map((d) => d.name).join(', ')}`);
  }
  return DATASETS.filter((d) => only.includes(d.name));
}
