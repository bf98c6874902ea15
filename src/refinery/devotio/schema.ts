/**
 * The Devotio dataset: one read-only SQLite file (`devotio.sqlite`). Each record is stored whole as the JSON the
 * API returns (`doc`), with narrow index tables for the filters and an FTS5 index over folded text
 * (see fold-text.ts) for accent- and case-insensitive prefix and full-text search.
 */
export const DEVOTIO_SCHEMA = `
create table saints (
  slug text primary key,
  sort_key text not null,
  prominence integer not null,
  doc text not null
) without rowid;
create index saints_sort on saints (sort_key, slug);

-- A slug a record was served under before (former-slugs.ts) and the record's slug now: GET answers 301.
create table saint_former_slugs (slug text primary key, current text not null) without rowid;

create table saint_feasts (
  slug text not null,
  calendar text not null,
  date text,
  rank text not null
);
create index saint_feasts_date on saint_feasts (date, calendar);
create index saint_feasts_slug on saint_feasts (slug);

create table saint_titles (slug text not null, title text not null);
create index saint_titles_title on saint_titles (title, slug);

-- One row per patronage of a record: its folded words (what of, and the title), matched word by word (patronage=).
create table saint_patronages (slug text not null, patronage text not null);

create table celebration_keys (key text not null, slug text not null);
create index celebration_keys_key on celebration_keys (key);

create virtual table saints_fts using fts5 (
  slug unindexed, names, body, tokenize = 'unicode61 remove_diacritics 2'
);

create table martyrology_days (
  date text primary key,
  doc text not null
) without rowid;

create table prayers (
  slug text primary key,
  category text not null,
  importance integer not null,
  sort_key text not null,
  doc text not null
) without rowid;
create index prayers_order on prayers (importance, sort_key);
create index prayers_category on prayers (category, importance, sort_key);

create virtual table prayers_fts using fts5 (
  slug unindexed, titles, body, tokenize = 'unicode61 remove_diacritics 2'
);

create table info (key text primary key, value text not null) without rowid;
`;
