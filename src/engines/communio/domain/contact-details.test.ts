import assert from 'node:assert/strict';
import { test } from 'node:test';
import { findContactDetails } from './contact-details.js';

test('emails, URLs, phone numbers and handles are found', () => {
  assert.equal(findContactDetails('Write to maria.rossi@example.it please'), 'email');
  assert.equal(findContactDetails('See https://example.org/x'), 'url');
  assert.equal(findContactDetails('visit www.parish-site.net'), 'url');
  assert.equal(findContactDetails('our page stjoseph.church/pray'), 'url');
  assert.equal(findContactDetails('call +1 (555) 010-9999 tonight'), 'phone');
  assert.equal(findContactDetails('ring 0044 20 7946 0958'), 'phone');
  assert.equal(findContactDetails('message me @prayerwarrior_22'), 'handle');
  for (const phone of ['+44 20 7946 0958', '020 7946 0958', '(555) 123-4567', '555-123-4567', '0612345678', '+1 2024 1965']) {
    assert.equal(findContactDetails(`please call ${phone} for news`), 'phone', phone);
  }
});

test('Scripture references, years, times and ordinary prose pass', () => {
  for (const text of [
    'For my mother, in hospital since 2024; Psalm 90:1-12 comforts her.',
    'That St. Joseph guide our family. Amen.',
    'For the 3 children of our parish, 10 years after the fire',
    'Surgery at 10:30 on 12.05, please pray',
    'For peace in the world, e.g. in the Holy Land',
    'In memory of Anna (1931-2024)',
    'For my parents, married 1965 - 2024',
    'For those who died 11.09.2001',
    'For the 2024 2025 school year',
    'Since 2001-09-11 we remember them',
    'Born 3/7/1950, died 12-31-2023',
    'Thank you all @ St. Mary\'s for your prayers',
    'For the 40\u201350 pilgrims of 2025\u20132026',
  ]) {
    assert.equal(findContactDetails(text), null, text);
  }
});

test('disguised contact details are found: invisible characters, full-width forms, other dots, digits and dashes', () => {
  for (const [text, kind] of [
    ['write to ma\u200Bria\u200B@\u200Bexample.it', 'email'],
    ['maria@example\u3002org', 'email'],
    ['maria\uFF20example.org', 'email'],
    ['http\u200Bs://example.org/x', 'url'],
    ['our page example.nl or example.xyz', 'url'],
    ['call 555\u2013123\u20134567', 'phone'],
    ['call 555/123 4567', 'phone'],
    ['call \uFF15\uFF15\uFF15 \uFF11\uFF12\uFF13 \uFF14\uFF15\uFF16\uFF17', 'phone'],
    ['call \u0665\u0665\u0665 \u0661\u0662\u0663 \u0664\u0665\u0666\u0667', 'phone'],
    ['message me \uFF20prayerwarrior', 'handle'],
  ] as const) {
    assert.equal(findContactDetails(text), kind, JSON.stringify(text));
  }
});
