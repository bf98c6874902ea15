import type { SourceArticle } from './source-types.js';

/**
 * Repairs of the Summa's source (summa.json) that its own text makes certain, applied before anything reads it.
 *
 * 1. Markup of the edition summa.json was converted from, left inside a section where the converter missed a
 *    boundary: `… not a mortal sin. Aquin.: SMT SS Question [36] Article [3] Obj. 2 Para. 1/1 OBJ 2: Further, …`.
 *    Each marker names where the text after it belongs: `Thes.` is an article's title, `Obj. N` its objection N.
 *    Three places (I-II q.81 a.4 reply 3 held a.5's title and objection 1; II-II q.36 a.3 and Suppl. q.55 a.10
 *    objection 1 held objection 2): the text is moved there and the marker dropped.
 * 2. Labels of objections and replies 10 and over written `Objection 1::` / `Reply to Objection 1::` (the second
 *    digit lost): the label takes the section's number. Where the number itself is the one lost (Suppl. q.40 a.3:
 *    "Reply to Objection 1::" numbered 11, an article of three objections and no reply 1), the reply is reply 1.
 */
export interface SummaRepairs {
  moved: number;
  relabelled: number;
}

const MARKER = /\s*Aquin\.: SMT ([A-Z]{2}) Question \[(\d+)\] Article \[(\d+)\] (Thes\.|Obj\. (\d+)) Para\. \d+\/\d+ /g;

const articleKey = (code: string, question: number, article: number) => `${code} ${question} ${article}`;

/** Cuts the markers out of one section's text: what stays, and each piece with the place it names. */
function cutMarkers(text: string): { kept: string; pieces: Array<{ key: string; objection: number | null; text: string }> } {
  const found = [...text.matchAll(MARKER)];
  if (found.length === 0) return { kept: text, pieces: [] };
  const pieces = found.map((m, i) => {
    const end = i + 1 < found.length ? found[i + 1]!.index : text.length;
    const body = text.slice(m.index + m[0].length, end).trim();
    const objection = m[5] ? Number(m[5]) : null;
    // The edition's `OBJ 2:` is the translation's `Objection 2:`.
    return { key: articleKey(m[1]!, Number(m[2]), Number(m[3])), objection, text: objection === null ? body : body.replace(/^OBJ \d+:\s*/, `Objection ${objection}: `) };
  });
  return { kept: text.slice(0, found[0]!.index).trimEnd(), pieces };
}

function moveMarkedText(articles: SourceArticle[]): number {
  const byKey = new Map(articles.map((a) => [articleKey(a.part, a.question, a.article), a]));
  let moved = 0;
  for (const a of articles) {
    for (const list of [a.objections, a.replies]) {
      for (const section of list) {
        const { kept, pieces } = cutMarkers(section.text);
        if (pieces.length === 0) continue;
        section.text = kept;
        for (const p of pieces) {
          const target = byKey.get(p.key);
          if (!target) continue;
          if (p.objection === null) {
            if (!target.title) target.title = p.text;
          } else if (!target.objections.some((o) => o.n === p.objection)) {
            target.objections.push({ n: p.objection, text: p.text });
            target.objections.sort((x, y) => x.n - y.n);
          }
          moved += 1;
        }
      }
    }
  }
  return moved;
}

const BROKEN_LABEL = /^(Objection|Reply to Objection) 1::\s*/;

function relabel(a: SourceArticle): number {
  let n = 0;
  const lastObjection = Math.max(0, ...a.objections.map((o) => o.n));
  for (const r of a.replies) {
    if (BROKEN_LABEL.test(r.text) && r.n > lastObjection && lastObjection > 0 && !a.replies.some((x) => x.n === 1)) r.n = 1;
  }
  a.replies.sort((x, y) => x.n - y.n);
  for (const s of [...a.objections, ...a.replies]) {
    const m = BROKEN_LABEL.exec(s.text);
    if (!m) continue;
    s.text = `${m[1]} ${s.n}: ${s.text.slice(m[0].length)}`;
    n += 1;
  }
  return n;
}

export function repairSumma(articles: SourceArticle[]): SummaRepairs {
  const moved = moveMarkedText(articles);
  const relabelled = articles.reduce((n, a) => n + relabel(a), 0);
  return { moved, relabelled };
}

/**
 * Objections the source lost while keeping others of the article: a number below its last objection or reply
 * (a reply answers the objection of its number) that no objection has. Articles with no objections at all are the
 * question's gap (I q.114 a.5), not listed here.
 */
export function lostObjections(a: SourceArticle): number[] {
  if (a.objections.length === 0) return [];
  const have = new Set(a.objections.map((o) => o.n));
  const last = Math.max(...have, ...a.replies.map((r) => r.n));
  const lost: number[] = [];
  for (let n = 1; n <= last; n++) if (!have.has(n)) lost.push(n);
  return lost;
}
