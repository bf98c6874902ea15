/**
 * The Veritas dataset: one read-only SQLite file (`veritas.sqlite`). Verses are keyed by one integer in canonical
 * order (verse-key.ts), so a passage, a chapter or a book is one range scan. Summa articles and Catena quotations
 * are stored whole as JSON (`doc`) with the columns their look-ups need. The search tables are contentless FTS5
 * indexes over folded text (fold-text.ts: case, accents and the æ/œ ligatures), keyed by the rowid of the record
 * they index; snippets are cut by the engine from the original text.
 */
export const VERITAS_SCHEMA = `
create table books (num integer primary key, usfm text not null unique, osis text not null unique, doc text not null);

create table verses (key integer primary key, drb text, vulgate text, labels text);

create table notes (key integer not null, seq integer not null, lemma text, text text not null, source_ref text not null);
create index notes_key on notes (key);

-- verses: the aligned chapter's last verse (the Douay-Rheims'); vulgate_verses: how many of them the Vulgate has (the
-- prologues of Sirach and Lamentations are one verse in the Latin, five and three in the Douay).
create table chapters (book_num integer not null, chapter integer not null, verses integer not null, vulgate_verses integer not null,
  summary text, psalm_title text, primary key (book_num, chapter)) without rowid;

create table summa_articles (seq integer primary key, id text not null unique, part text not null, question integer not null,
  article integer not null, objections integer not null, sed_contra integer not null, title text not null, doc text not null);
create index summa_articles_q on summa_articles (part, question, article);

create table summa_questions (part text not null, question integer not null, doc text not null, primary key (part, question)) without rowid;

create table summa_prologues (part text not null, kind text not null, title text not null, text text not null);

create table summa_gaps (part text not null, question integer not null, article integer not null, missing text not null, note text not null);
create index summa_gaps_q on summa_gaps (part, question, article);

-- Every Scripture citation found in the Summa, resolved to verse keys (the Summa <-> Scripture index).
create table summa_citations (article_seq integer not null, section text not null, start_key integer not null, end_key integer not null,
  osis text not null, written text not null);
create index summa_citations_start on summa_citations (start_key, end_key);
create index summa_citations_article on summa_citations (article_seq);

create table catena (id integer primary key, book text not null, start_key integer not null, end_key integer not null,
  kjv_start_key integer not null, father_slug text not null, doc text not null);
create index catena_start on catena (start_key);
create index catena_kjv_start on catena (kjv_start_key);
-- One row per verse a quotation covers, for the verse and chapter look-ups.
create table catena_verses (key integer not null, catena_id integer not null, primary key (key, catena_id)) without rowid;

create virtual table fts_drb using fts5 (text, content = '', tokenize = 'porter unicode61 remove_diacritics 2');
create virtual table fts_vulgate using fts5 (text, content = '', tokenize = 'unicode61 remove_diacritics 2');
create virtual table fts_summa using fts5 (title, text, content = '', tokenize = 'porter unicode61 remove_diacritics 2');
-- The Summa's titles again, alone, for their own bm25 (engines/veritas/data/title-table.ts): every article, its rowid.
create virtual table fts_summa_title using fts5 (title, content = '', tokenize = 'porter unicode61 remove_diacritics 2');
create virtual table fts_catena using fts5 (father, text, content = '', tokenize = 'porter unicode61 remove_diacritics 2');

create table info (key text primary key, value text not null) without rowid;
`;
