import { defineErrors } from '../../platform/errors/index.js';

/**
 * Veritas's problem codes (docs/errors.md). Path segments that name nothing answer 404 with the valid range in
 * the detail ("John has 21 chapters"); a citation that cannot be read answers 400 saying which part failed.
 */
export const VeritasErrors = defineErrors({
  unknown_translation: { status: 404, title: 'Unknown Bible translation' },
  unknown_book: { status: 404, title: 'Unknown book of the Bible' },
  chapter_not_found: { status: 404, title: 'No such chapter' },
  verse_not_found: { status: 404, title: 'No such verse' },
  summa_not_found: { status: 404, title: 'No such part, question or article of the Summa' },
  summa_text_missing: { status: 404, title: 'Text missing from the source of the Summa' },
  not_a_gospel: { status: 404, title: 'The Catena Aurea covers the four Gospels only' },
  unreadable_citation: { status: 400, title: 'Citation could not be read' },
  citation_not_found: { status: 404, title: 'Citation names nothing in the dataset' },
  passage_too_long: { status: 400, title: 'Passage longer than the cap on verses per request' },
});
