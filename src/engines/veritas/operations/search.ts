import { z } from 'zod';
import { problem } from '../../../platform/errors/index.js';
import { defineOperation } from '../../../platform/operations/define.js';
import { slugify } from '../../../platform/text/fold-text.js';
import { openDatasetOffset, scopeDigest, sealDatasetOffset } from '../../../platform/security/cursor.js';
import { MAX_TERMS, parseSearch } from '../data/fts-query.js';
import { tooBroadMessage, tooBroadPrefix } from '../data/prefix-breadth.js';
import { cachedSearch, keptAnswer, resultKey } from '../data/search-cache.js';
import { type Hit, hydrateHit } from '../data/search-hits.js';
import { KINDS, type Kind, type SearchFilters, type SearchSource, searchSources } from '../data/search-sources.js';
import type { VeritasDataset, VeritasStore } from '../data/veritas-dataset.js';
import type { Answer, BibleAnswer } from '../domain/citation.js';
import { parsePart } from '../domain/summa-parts.js';
import { additionNamed, findBook } from './bible-params.js';
import { assertSomethingToSearch } from './search-scope.js';
import { commaList } from '../../../platform/operations/comma-list.js';
import { Paging, Provenance, SOURCE_IDS, SourceId, provenanceOf, translationList } from './schemas.js';

/** Offset pagination scans at most this far into a result (deeper pages are refused as invalid cursors). */
const MAX_OFFSET = 100_000;

const HitSchema = z.object({
  kind: z.enum(['bible', 'summa', 'catena', 'passage']).describe('passage: the query was itself a citation'),
  id: z.string(),
  title: z.string(),
  snippet: z.string().describe('original text around the first match, matches in <mark></mark>, the rest HTML-escaped'),
  score: z.number().nullable().describe('relevance, higher is better: the bm25 of the hit over the best of its own text (Douay-Rheims, Vulgate, Summa or Catena) for this query, 1 for the best of each, 0 past a frequent word\'s ranked sample; null for a passage hit'),
  translation: z.string().optional(),
  osis: z.string().optional(),
  part: z.string().optional().describe('Summa: the part (I, I-II, II-II, III, suppl, …), with question and article: what summa_article takes'),
  question: z.number().int().optional(),
  article: z.number().int().optional(),
  father: z.string().optional(),
  href: z.string().describe('the API path of the record'),
  provenance_id: SourceId.describe("the text the hit is from (drb, vulgate, summa, catena): the `id` of its entry in the answer's `provenance`, which gives its source, licence and attribution once for every hit from it"),
});

/**
 * The Fathers of a dataset version's Catena, by slug (54 in the staged source), and the names the source gave where Lumen
 * corrected an attribution (`remigius-of-rheims` → remigius-of-auxerre), read once per version.
 */
const fathersOf = new WeakMap<VeritasStore, { known: ReadonlySet<string>; corrected: ReadonlyMap<string, string> }>();
function fathers(store: VeritasStore): { known: ReadonlySet<string>; corrected: ReadonlyMap<string, string> } {
  let f = fathersOf.get(store);
  if (!f) {
    const rows = store.db.db.prepare('select distinct father_slug as slug from catena').all() as Array<{ slug: string }>;
    const renamed = store.db.db
      .prepare("select distinct father_slug as slug, json_extract(doc, '$.source_father') as source from catena where json_extract(doc, '$.source_father') is not null")
      .all() as Array<{ slug: string; source: string }>;
    fathersOf.set(store, (f = { known: new Set(rows.map((r) => r.slug)), corrected: new Map(renamed.map((r) => [slugify(r.source), r.slug])) }));
  }
  return f;
}

/** Names the Church uses for a Father whom the source's slug calls otherwise. */
const FATHER_ALIASES: Record<string, string> = { 'gregory-the-great': 'gregory-the-dialogist', 'pope-gregory': 'gregory-the-dialogist' };

/**
 * The `father` filter as a slug the Catena has: the slug, the full name, or a name whose words fit one Father alone.
 * A name that fits none or several (`Gregory`: of Nazianzus, of Nyssa, the Great) was searched as given and
 * answered 0 hits; it is a 400 naming the Fathers whose slug has every word of it.
 */
function fatherParam(store: VeritasStore, value: string): string {
  const slug = slugify(value);
  const { known, corrected } = fathers(store);
  if (known.has(slug)) return slug;
  // The source's own attribution, which Lumen corrected: say so, and name the Father as the records now have him.
  const renamed = corrected.get(slug);
  if (renamed) {
    throw problem('validation_failed', `query.father: '${value}' is the source's attribution, corrected in Lumen's Catena: did you mean ${renamed}?`, {
      errors: [{ field: 'query.father', message: 'a corrected attribution' }],
      extra: { candidates: [renamed] },
    });
  }
  const alias = FATHER_ALIASES[slug];
  if (alias && known.has(alias)) return alias;
  const words = slug.split('-').filter(Boolean);
  const near = words.length ? [...known].filter((s) => words.every((w) => s.split('-').includes(w))).sort() : [];
  // A name as readers write it (`Augustine`, `Chrysostom`, `Remigius`) is the one Father it names; the works
  // attributed to him falsely (`pseudo-augustine`) are meant only when asked for (`Pseudo-Augustine`) or when no
  // other Father fits (`Dionysius the Areopagite`).
  const genuine = near.filter((s) => !s.startsWith('pseudo-'));
  const meant = genuine.length > 0 ? genuine : near;
  if (meant.length === 1) return meant[0]!;
  const hint = near.length ? `did you mean ${near.slice(0, 6).join(', ')}?` : 'a Father is named by slug or full name, e.g. augustine-of-hippo, john-chrysostom, bede';
  throw problem('validation_failed', `query.father: '${value}' is no Father of the Catena Aurea; ${hint}`, { errors: [{ field: 'query.father', message: 'unknown Father' }], extra: { candidates: near } });
}

/**
 * The sources and licences of what a search read: the translations, the Summa, the Catena as searched (it listed all
 * four for `in=bible&translation=vulgate`), and the text of every hit, each once (a hit names its entry by
 * `provenance_id`, so that twenty hits do not repeat four licences twenty times). Filters that leave every text
 * out (`in=summa&father=bede`) are a 400 before this (search-scope.ts); all four if no source is left.
 */
function searchedProvenance(sources: readonly SearchSource[], items: readonly Hit[]) {
  const read: string[] = sources.map((s) => s.translation ?? s.kind);
  for (const h of items) read.push(h.provenance_id);
  return provenanceOf(...SOURCE_IDS.filter((id) => sources.length === 0 || read.includes(id)));
}

/**
 * Turns a query that is itself a citation (`Jn 3:16`) into a first hit, or null: only for the kinds searched
 * (`in`), a Bible passage in the first translation searched.
 */
export type CitationHit = (store: VeritasStore, cited: Answer, scope: SearchFilters) => Hit | null;

/** The sources of a search for a Bible passage typed as the query: the Summa and the Catena find what cites it. */
export type CitingSources = (store: VeritasStore, cited: BibleAnswer, sources: SearchSource[]) => SearchSource[];

export function searchOperation(data: VeritasDataset, citationHit: CitationHit, citingSources: CitingSources) {
  return defineOperation({
    id: 'veritas.search',
    problems: ['invalid_cursor', 'dataset_missing'],
    summary: 'Search the Douay-Rheims, the Vulgate, the Summa and the Catena Aurea',
    description:
      'Full-text search over Scripture (Douay-Rheims English, Clementine Vulgate Latin), the Summa Theologiae and the Catena Aurea. ' +
      'Case, accent and ligature insensitive (caelum finds cælum), English stemming, "phrases" in double quotes, prefix with a trailing * (bapti*). ' +
      'Ranked by relevance, or sort=canonical for book order; facets count hits by kind. A query that is a citation (Jn 3:16, I-II q.90 a.1) returns that passage first. ' +
      'Use it to find where Scripture, St Thomas or the Fathers speak of something when you have no reference.',
    method: 'GET',
    path: '/search',
    query: z.object({
      q: z.string().trim().min(1).max(200).describe('search text, at most 200 characters and 12 terms: words, "a phrase", prefix*, "a phrase ending in a prefix*"; a citation (Jn 3:16) is its passage, then the texts that cite it as typed (the prefixes of a query may reach at most 30,000 records in all: `bapt*` yes, `b*` or `the*` no)'),
      in: commaList(KINDS, { fallback: KINDS.join(',') }).describe('bible, summa, catena (comma-separated; default all)'),
      translation: translationList().describe('Bible translations searched: drb, vulgate, or both (default)'),
      book: z.string().min(1).max(60).optional().describe('Bible and Catena: one book (OSIS id, USFM code or name); the Catena covers the four Gospels only, so with in=catena alone another book is a 400 saying so'),
      naming: z.enum(['modern', 'douay']).optional().describe('how to read a book name in `book` and in a citation typed as `q`: modern (default; 1 Kings is 3 Kings in the Douay) or douay (1 Kings is 1 Samuel)'),
      numbering: z.enum(['vulgate', 'hebrew', 'kjv']).optional().describe('how a citation typed as `q` numbers psalms and verses: vulgate (default), hebrew or kjv (`Ps 23` with hebrew is Vulgate Psalm 22)'),
      testament: z
        .preprocess((v) => (typeof v === 'string' ? v.toUpperCase() : v), z.enum(['OT', 'NT']))
        .optional()
        .describe('OT or NT (any case): Bible verses and Catena quotations of that testament (the Catena is all NT)'),
      part: z.string().max(20).optional().describe('Summa: a part (I, I-II, II-II, III, suppl, suppl-app1, suppl-app2; also 1, 1-2, 2-2, 3)'),
      father: z.string().min(2).max(80).optional().describe('Catena: a Father (augustine-of-hippo or the name)'),
      sort: z.enum(['relevance', 'canonical']).default('relevance').describe('relevance (default): best hits first; canonical: in book, chapter and verse order (Summa by part, question, article)'),
      ...Paging,
    }),
    output: z.object({
      q: z.string(),
      items: z.array(HitSchema),
      total: z.number().int().describe('hits; a lower bound when total_relation is gte'),
      total_relation: z.enum(['eq', 'gte']).describe('eq: total and facets are exact; gte: a source had more matches than were counted (docs/veritas.md)'),
      facets: z.object({ bible: z.number().int(), summa: z.number().int(), catena: z.number().int() }).describe('hits by kind (a verse counts once per translation); lower bounds when total_relation is gte'),
      next_cursor: z.string().nullable(),
      provenance: Provenance,
      dataset_version: z.string(),
    }),
    cache: { etag: true, maxAgeS: 3600, shared: true },
    mcp: { name: 'search', title: 'Search Scripture, the Summa and the Fathers' },
    handler: ({ query }) => {
      const d = data.need();
      // A citation typed as the query (`Jn 3:16`) is looked for in the texts as written, as one phrase: word by word
      // it matched every article holding "Jn", "3" and "16" anywhere (139 Summa articles, `Objection <mark>3</mark>`),
      // where the phrase finds those that cite it (`(Jn. 3:16)`). A long citation list is so one term, read in full.
      // Only a query with a digit is tried, so plain words never pay for the resolver; read once, for both uses.
      // Read as `resolve` reads it: `naming` and `numbering` apply (`q=1 Kings 17:1&naming=douay` was 1 Kings modern).
      const options = { ...(query.naming ? { naming: query.naming } : {}), ...(query.numbering ? { numbering: query.numbering } : {}) };
      const reading = /\d/.test(query.q) ? d.value.resolver.resolve(query.q, options) : undefined;
      const cited = reading?.ok ? reading.answer : undefined;
      const parsed = parseSearch(cited !== undefined ? `"${query.q.replace(/"/g, ' ')}"` : query.q);
      // A `*` marks a prefix at the end of a word; inside or before one (`ba*pt`, `*bapt`) it was dropped silently.
      const star = cited !== undefined ? undefined : query.q.split(/\s+/).find((w) => /\*[\p{L}\p{N}]/u.test(w));
      if (star) {
        throw problem('validation_failed', `query.q: '${star}' has a * inside or before a word; a * marks a prefix at the end of one (bapt*), and there is no wildcard inside a word`, {
          errors: [{ field: 'query.q', message: 'a * before a letter' }],
        });
      }
      if (!parsed) throw problem('validation_failed', 'query.q: nothing to search for once punctuation is removed', { errors: [{ field: 'query.q', message: 'no words' }] });
      if (parsed.terms.length > MAX_TERMS) {
        throw problem('validation_failed', `query.q: a search reads at most ${MAX_TERMS} terms (words, "phrases" or prefixes*), this one has ${parsed.terms.length}; quote a passage as a "phrase", or search for fewer words`, {
          errors: [{ field: 'query.q', message: 'too many terms' }],
        });
      }
      const part = query.part === undefined ? undefined : parsePart(query.part);
      if (query.part !== undefined && !part) throw problem('validation_failed', `query.part: '${query.part}' is not a part of the Summa; use I, I-II, II-II, III, suppl, suppl-app1 or suppl-app2 (or 1, 1-2, 2-2, 3)`, { errors: [{ field: 'query.part', message: 'unknown part' }] });
      // A Greek addition numbers its chapters otherwise than the book it is in (Susanna is Daniel 13): as in a path,
      // it is refused with where it is, rather than read as the whole of Daniel or Esther.
      const addition = query.book === undefined ? undefined : additionNamed(query.book);
      if (addition) throw problem('validation_failed', `query.book: '${query.book}' is ${addition.name}, which this Bible has inside ${addition.where}: filter on book=${addition.book}`, { errors: [{ field: 'query.book', message: `a Greek addition: ${addition.where}` }] });
      const book = query.book === undefined ? undefined : findBook(d.value, query.book, query.naming);
      // A filter value that names nothing is a bad request, as for `part` (it answered 404 for a "path.book").
      if (query.book !== undefined && !book) throw problem('validation_failed', `query.book: '${query.book}' names no book; use an OSIS id (Gen, 1Kgs, Sir, Rev), a USFM code (GEN, 1KI) or a name`, { errors: [{ field: 'query.book', message: 'unknown book' }] });
      // Two filters that exclude each other leave nothing to search: say so rather than answer an empty page.
      if (book && query.testament !== undefined && book.testament !== query.testament) {
        throw problem('validation_failed', `query.testament: ${book.name_modern} is in the ${book.testament === 'OT' ? 'Old' : 'New'} Testament, so book=${query.book} and testament=${query.testament} leave nothing to search; drop one of them`, {
          errors: [{ field: 'query.testament', message: `contradicts book (${book.testament})` }],
        });
      }
      const filters: SearchFilters = {
        in: query.in as Kind[],
        translations: query.translation,
        book,
        testament: query.testament,
        part,
        father: query.father === undefined ? undefined : fatherParam(d.value, query.father),
      };
      assertSomethingToSearch(filters, { book: query.book });
      const searched = searchSources(d.value.db, filters);
      // A passage typed as the query: the Summa and the Catena answer what cites it (or comments on it), not the
      // phrase as typed, which `1 Jn. 3:16` also holds for `Jn 3:16`.
      const sources = cited?.kind === 'bible' ? citingSources(d.value, cited, searched) : searched;
      // A cursor is an offset into one result: one from another query, other filters or the other order is refused
      // (it read that result from the wrong place). The limit may change from page to page.
      const result = resultKey(parsed, sources, query.sort);
      const scope = () => scopeDigest(result);
      const offset = openDatasetOffset(query.cursor, d.version, scope, MAX_OFFSET);
      const broad = tooBroadPrefix(d.value.db, parsed, sources);
      if (broad) {
        const message = tooBroadMessage(parsed, broad);
        throw problem('validation_failed', message, {
          errors: [{ field: 'query.q', message: 'prefix too broad' }],
        });
      }
      // The citation hit opens the first page only: a page asked for by cursor never repeats it (with limit=1 the
      // first page is the hit alone and its cursor, offset 0, led back to the same page for ever). It counts in the
      // total and the facets of every page (they said `bible: 0` under the passage).
      const cite = cited !== undefined ? citationHit(d.value, cited, filters) : null;
      const first = query.cursor === undefined ? cite : null;
      const page = cachedSearch(d.value.db, parsed, sources, query.sort, offset, query.limit - (first ? 1 : 0), result);
      // Everything below follows from the page, the query as typed and whether the citation hit opens it (the hit
      // follows the filters, which are part of the page's key), so a repeated search answers what it built before.
      // A first page with the hit and a cursor's page without it can be the same page of text hits (offset 0).
      // The passage hit also follows how the citation was read (`naming`, `numbering`), which the page's key lacks.
      const reader = `${query.naming ?? ''}\u0002${query.numbering ?? ''}\u0002`;
      return keptAnswer(page, first ? `\u0001${reader}${query.q}` : `${reader}${query.q}`, () => {
        const { hits, counts, capped } = page;
        const facets = { bible: 0, summa: 0, catena: 0 };
        sources.forEach((s, i) => (facets[s.kind] += counts[i]!));
        const texts = facets.bible + facets.summa + facets.catena;
        if (cite) facets[cite.osis !== undefined ? 'bible' : 'summa'] += 1;
        const items = [...(page.items ??= hits.map((h) => hydrateHit(d.value, parsed, h)))];
        if (first) items.unshift(first);
        const consumed = offset + hits.length;
        return {
          q: query.q,
          items: Object.freeze(items) as typeof items,
          total: texts + (cite ? 1 : 0),
          total_relation: capped ? ('gte' as const) : ('eq' as const),
          facets: Object.freeze(facets),
          next_cursor: consumed < texts ? sealDatasetOffset(consumed, d.version, scope) : null,
          provenance: searchedProvenance(sources, items),
          dataset_version: d.version,
        };
      });
    },
  });
}
