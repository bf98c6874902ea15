import type { KjvToDouay } from './catena.js';

export const kjvToDouay: KjvToDouay = (_usfm, chapter, verse) => ({ chapter, verse });

export function summaScripture(_text: string, _bookNum: Map<string, number>): Array<{ written: string; start: number; end: number; osis: string | null; ranges: Array<[number, number]> }> {
  return [];
}
