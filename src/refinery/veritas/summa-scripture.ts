/** Scripture citations in a text of the Summa (filled in once the resolver's findCitations lands). */
export function summaScripture(_text: string, _bookNum: Map<string, number>): Array<{ written: string; start: number; end: number; osis: string | null; ranges: Array<[number, number]> }> {
  return [];
}
