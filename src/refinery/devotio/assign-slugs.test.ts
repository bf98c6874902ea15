import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assignSlugs, qualify } from './assign-slugs.js';
import { emptyDraft } from './saint-draft.js';

// docs/devotio.md "Slugs": a namesake is told apart by the words of its registry subject not already in the name,
// "not even in another spelling". The audit of session 13 found `john-ioannes-del-castillo` (Ioannes is John) and
// `anthimus-et-socii` (the Latin of "and companions", which tells no group apart).
test('a qualifier leaves out the name’s words in Latin and the Latin of "and companions"', () => {
  assert.equal(qualify('john', 'ioannes del castillo'), 'john-del-castillo');
  assert.equal(qualify('john', 'ioannes'), null);
  assert.equal(qualify('andrew-and-companions', 'andreas et socii'), null);
  assert.equal(qualify('claudius-and-companions', 'claudius et socii'), null);
  assert.equal(qualify('nicholas-tavelic', 'nicolaus tavelic et socii'), null);
  // Other words still tell namesakes apart.
  assert.equal(qualify('alexander', 'alexander carbonarius'), 'alexander-carbonarius');
  assert.equal(qualify('teresa', 'teresia'), null);
});

test('namesakes of the registry: `john-del-castillo`, and a group of one English name takes its day, not `-et-socii`', () => {
  const named = (en: string, kind: 'person' | 'group', id: string, date: string) => {
    const s = emptyDraft(kind, { en });
    s.martyrology.push({ id, date, name: {}, country: null });
    return s;
  };
  const saints = [
    named('John', 'person', 'mr:0110-ioannes', '01-10'),
    named('John', 'person', 'mr:1117-ioannes-del-castillo', '11-17'),
    named('Anthimus', 'person', 'mr:0427-anthimus', '04-27'),
    named('Anthimus', 'group', 'mr:0424-anthimus-et-socii', '04-24'),
  ];
  assignSlugs(saints);
  assert.deepEqual(saints.map((s) => s.slug), ['john-01-10', 'john-del-castillo', 'anthimus-04-27', 'anthimus-04-24']);
});

// docs/devotio.md "Slugs": a bare given name is the calendar's saint's (`francis` is not Blessed Francis Zanfredini).
test('a namesake of the martyrology does not take the bare given name of a saint of the calendar, except the one the name means', () => {
  const named = (en: string, id: string, date: string, calendar = false) => {
    const s = emptyDraft('person', { en });
    s.martyrology.push({ id, date, name: {}, country: null });
    if (calendar) s.feasts.push({ calendar: 'general-roman', date, rank: 'memorial', colors: [], celebration: { key: id, name: {} }, keys: [] });
    return s;
  };
  const saints = [
    named('Teresa of Jesus of Avila', 'mr:1015-teresia-a-iesu', '10-15', true),
    named('Teresa', 'mr:0617-teresia', '06-17'),
    named('Christopher Magallanes', 'mr:0521-christophorus-magallanes', '05-21', true),
    named('Christopher', 'mr:0725-christophorus', '07-25'),
    named('Barbara', 'mr:1204-barbara', '12-04'),
  ];
  assignSlugs(saints, ['teresa']);
  assert.deepEqual(saints.map((s) => s.slug), ['teresa-of-jesus-of-avila', 'teresa-06-17', 'christopher-magallanes', 'christopher', 'barbara']);
});
