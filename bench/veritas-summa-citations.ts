/**
 * How many of the Summa's parenthesised Scripture references the resolver reads, over an imported dataset (issue
 * #13: goal ≥ 98 %), with the ones it does not and why. A reference is a parenthesis holding a `chapter:verse`
 * ("(Rm. 7:23)", "(Cf. 10:15,20)"); it resolves when the index of its section (findCitations with Douay names, as
 * the import reads the Summa) holds a Scripture citation inside it. Figures in docs/veritas-resolver.md.
 *
 *   LUMEN_DATA_DIR=./var/data node --import tsx bench/veritas-summa-citations.ts
 */
import { VeritasDataset } from '../src/engines/veritas/data/veritas-dataset.js';

const data = new VeritasDataset(process.env.LUMEN_DATA_DIR ?? './var/data');
data.openNow();
const { value: store, version } = data.need();
const rows = store.db.db.prepare('select doc from summa_articles order by seq').all() as Array<{ doc: string }>;
let references = 0;
const noBook: string[] = [];
const notScripture: string[] = [];
const noSuchPlace: string[] = [];
for (const row of rows) {
  const a = JSON.parse(row.doc) as { objections: { text: string }[]; sed_contra: string | null; respondeo: string | null; replies: { text: string }[]; other_text: string | null };
  const sections = [...a.objections.map((o) => o.text), a.sed_contra, a.respondeo, ...a.replies.map((r) => r.text), a.other_text];
  for (const text of sections) {
    if (!text) continue;
    const found = store.resolver.findCitations(text, { naming: 'douay' }).citations.filter((c) => c.kind === 'bible');
    for (const m of text.matchAll(/\(([^()]*)\)/g)) {
      if (!/\d+:\d+/.test(m[1]!)) continue;
      references++;
      const start = m.index;
      const end = start + m[0].length;
      if (found.some((c) => c.start >= start && c.end <= end)) continue;
      if (/^\s*(?:cf\.\s*)?\d+:\d+/i.test(m[1]!)) noBook.push(m[0]);
      else {
        const r = store.resolver.resolve(m[1]!.replace(/^\s*cf\.\s*/i, ''), { naming: 'douay' });
        (!r.ok && r.error.code === 'unknown_book' ? notScripture : noSuchPlace).push(r.ok ? m[0] : `${m[0]}: ${r.error.message}`);
      }
    }
  }
}
const missed = noBook.length + notScripture.length + noSuchPlace.length;
const pct = (n: number, d: number) => ((100 * n) / d).toFixed(2);
console.log(`dataset ${version}: ${references - missed} of ${references} parenthesised references resolve (${pct(references - missed, references)} %)`);
console.log(`without the ${noBook.length} that name no book: ${references - missed} of ${references - noBook.length} (${pct(references - missed, references - noBook.length)} %)`);
console.log(`no book (${noBook.length}): ${noBook.join(' ')}`);
console.log(`not a book of the Bible (${notScripture.length}): ${notScripture.join(' | ')}`);
console.log(`no such chapter or verse (${noSuchPlace.length}):\n  ${noSuchPlace.join('\n  ')}`);
data.close?.();
