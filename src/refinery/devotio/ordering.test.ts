import assert from 'node:assert/strict';
import { test } from 'node:test';
import { emptyDraft } from './saint-draft.js';
import { prayerOrder } from './prayer-order.js';
import { prominence } from './prominence.js';
import type { FeastDraft, SaintDraft } from './saint-draft.js';
import type { SourcePrayer } from './source-types.js';

const feast = (calendar: string, rank: string): FeastDraft => ({ calendar, date: '01-01', rank, colors: [], celebration: { key: 'k', name: {} }, keys: [] });
function saint(slug: string, patch: Partial<SaintDraft>): SaintDraft {
  return { ...emptyDraft('person', { en: slug }), slug, canonization: 'saint', ...patch };
}

test('prominence: universal rank, then a Doctor or Apostle, then person before group, then canonized before blessed', () => {
  const saints = [
    saint('martyrology-blessed', { canonization: 'blessed' }),
    saint('martyrology-saint', {}),
    saint('national', { feasts: [feast('united-states', 'memorial')] }),
    saint('becket', { feasts: [feast('general-roman', 'optional memorial')], titles: ['bishop', 'martyr'] }),
    saint('aquinas', { feasts: [feast('general-roman', 'memorial')], titles: ['priest', 'doctor_of_the_church'] }),
    saint('memorial', { feasts: [feast('general-roman', 'memorial')] }),
    saint('group', { kind: 'group', feasts: [feast('general-roman', 'memorial')] }),
    saint('apostle', { feasts: [feast('general-roman', 'feast')], titles: ['apostle'] }),
  ];
  const order = [...saints].sort((a, b) => prominence(a) - prominence(b)).map((s) => s.slug);
  assert.deepEqual(order, ['apostle', 'aquinas', 'memorial', 'group', 'becket', 'national', 'martyrology-saint', 'martyrology-blessed']);
});

test('prayers: the five essential prayers first, in their order, then daily prayers, then the rest, by title', () => {
  const p = (id: string, title: string): SourcePrayer => ({ id, title_en: title, title_la: null, category: 'x', text_en: 't', text_la: null, source_en: null, source_la: null });
  const order = prayerOrder([
    p('te-deum', 'Te Deum'),
    p('memorare', 'Memorare'),
    p('apostles-creed', "Apostles' Creed"),
    p('glory-be', 'Glory Be'),
    p('angelus', 'The Angelus'),
    p('hail-mary', 'Hail Mary'),
    p('confiteor', 'Confiteor'),
    p('our-father', 'Our Father'),
    p('sign-of-the-cross', 'Sign of the Cross'),
  ]).map((x) => x.id);
  assert.deepEqual(order, ['sign-of-the-cross', 'our-father', 'hail-mary', 'glory-be', 'apostles-creed', 'memorare', 'angelus', 'confiteor', 'te-deum']);
});
