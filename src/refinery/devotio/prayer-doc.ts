import { foldText } from '../../platform/text/fold-text.js';
import type { SourcePrayer } from './source-types.js';
import { PROVENANCE } from './sources.js';

function provenanceOf(source: string | null) {
  if (!source) return null;
  return source.startsWith('ecclesia-dev') ? PROVENANCE.ecclesiaPray : PROVENANCE.divinumOfficium;
}

/** A prayer with its English and Latin side by side; each text says where it came from. */
export function prayerDoc(p: SourcePrayer) {
  const texts: Record<string, { title: string; text: string; source: string }> = {};
  if (p.text_en) texts.en = { title: p.title_en ?? p.title_la ?? p.id, text: p.text_en, source: p.source_en ?? '' };
  if (p.text_la) texts.la = { title: p.title_la ?? p.title_en ?? p.id, text: p.text_la, source: p.source_la ?? '' };
  const provenance = [provenanceOf(p.source_en), provenanceOf(p.source_la)].filter((x) => x !== null);
  return {
    slug: p.id,
    title: { ...(p.title_en ? { en: p.title_en } : {}), ...(p.title_la ? { la: p.title_la } : {}) },
    category: p.category,
    languages: Object.keys(texts),
    texts,
    note: p.note ?? null,
    provenance: [...new Map(provenance.map((x) => [x.source, x])).values()],
  };
}

/**
 * The Church's Latin writes the ae of caelum (heaven) oe as often as not: "Regina Coeli", "Regína cœli" in the
 * older books, "Regina Caeli" in the current ones. A title word in cael- is also searchable in coel-, so either
 * spelling finds the prayer (docs/devotio.md, "Prayers").
 */
const withOeSpellings = (folded: string) => [folded, ...folded.split(' ').filter((w) => w.startsWith('cael')).map((w) => `coel${w.slice(4)}`)].join(' ');

export function prayerSearch(p: SourcePrayer): { titles: string; body: string } {
  return {
    titles: withOeSpellings(foldText([p.title_en, p.title_la, p.id.replace(/-/g, ' ')].filter(Boolean).join(' '))),
    body: foldText([p.text_en, p.text_la, p.category].filter(Boolean).join(' ')),
  };
}
