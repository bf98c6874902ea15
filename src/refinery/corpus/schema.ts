/**
 * The corpus dataset file (corpus.sqlite), documented in docs/corpus.md:
 *   sites        one row per site: filter columns, the exact point, and the record as JSON (`doc`)
 *   site_types   (type, site) for every kind a site is (a co-cathedral is also a cathedral)
 *   site_grid    the points in latitude bands of GRID_BAND_DEG, ordered by longitude (site-grid.ts): the spatial index
 *   sites_fts    FTS5 over the folded names in every language, and the place and diocese (accent- and case-insensitive)
 *   dioceses     one row per diocese, with its see city's point when located, and its search columns
 *   coverage     one row per imported region or source: what, as of when, how many
 *   wikidata_items the Wikidata items imported, merged into the OSM site carrying their id or served on their own
 *   country_types  counts per country and type, recomputed after every write
 */
export const CORPUS_FILE = 'corpus.sqlite';

/**
 * The secondary indexes of `sites` (dropped during a region's load and built again after it, a sorted build instead
 * of a random insert per row). Diocese and Wikidata are partial: they are only ever looked up by value (`= ?`, which
 * SQLite proves non-null), and most sites have neither, so the indexes are a fraction of the size and of the build time.
 */
export const CORPUS_INDEXES = `
create unique index if not exists sites_id on sites (id);
create index if not exists sites_region on sites (region);
create index if not exists sites_country on sites (country);
create index if not exists sites_diocese on sites (diocese_id) where diocese_id is not null;
create index if not exists sites_wikidata on sites (wikidata) where wikidata is not null;
`;

export const CORPUS_SCHEMA = `
create table if not exists sites (
  rowid integer primary key,
  id text not null,
  region text not null,
  country text,
  type text not null,
  denomination text not null,
  diocese_id text,
  wikidata text,
  lat real not null,
  lon real not null,
  doc text not null
);
${CORPUS_INDEXES}
-- country: a copy of the site's, so the counts per country and type are one pass over this table
create table if not exists site_types (type text not null, site integer not null, country text, primary key (type, site)) without rowid;
create table if not exists site_grid (band integer not null, lon real not null, lat real not null, site integer not null, primary key (band, lon, site)) without rowid;
-- names: every name of the site; places: the place it is in and its diocese (searched after names)
create virtual table if not exists sites_fts using fts5 (names, places, content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 2');
-- countries: ',ES,AD,' (the listed country and any other wholly inside the diocese); names: every folded name, for
-- word-prefix search; keys: '|name|see|other name|', for ranking exact and prefix matches first
create table if not exists dioceses (
  id text primary key,
  country text not null,
  countries text not null,
  names text not null,
  keys text not null,
  sort_key text not null,
  doc text not null
);
create index if not exists dioceses_country on dioceses (country, sort_key);
create table if not exists coverage (
  region text primary key,
  source text not null,
  licence text not null,
  countries text not null,
  as_of text,
  imported_at text not null,
  records integer not null,
  file text,
  sha256 text,
  bytes integer,
  note text
);
create table if not exists wikidata_items (qid text primary key, region text not null, doc text not null);
create table if not exists country_types (country text not null, type text not null, n integer not null, primary key (country, type)) without rowid;
`;
