import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CALENDARS, DEFAULT_LOCALE, loadBundle } from './calendars.js';
import { commonsOf, commonsOfDefinitions } from './celebration-commons.js';

type Definition = { commonsDef?: string | string[]; precedence?: string; properCycle?: string };
const definitions = async (calendar: (typeof CALENDARS)[number]) =>
  Object.entries((await loadBundle(calendar, DEFAULT_LOCALE)).inputs as unknown as Record<string, Definition[]>);

test('every name of a Common in romcal\'s bundles is read (none is dropped unnoticed)', async () => {
  for (const calendar of CALENDARS) {
    for (const [key, defs] of await definitions(calendar)) {
      for (const name of defs.flatMap((d) => (d.commonsDef === undefined ? [] : [d.commonsDef].flat()))) {
        if (name === 'None') continue;
        assert.equal(commonsOfDefinitions([{ commonsDef: name }])?.length, 1, `${calendar.id} ${key}: romcal Common '${name}'`);
      }
    }
  }
});

test('every feast and solemnity of the saints has its Commons: romcal\'s, or Lumen\'s where the bundle names none', async () => {
  for (const calendar of CALENDARS) {
    const of = await commonsOf(calendar);
    for (const [key, defs] of await definitions(calendar)) {
      const precedence = defs.findLast((d) => d.precedence)?.precedence ?? '';
      if (!/SOLEMNITY|FEAST/.test(precedence) || defs.some((d) => d.properCycle === 'PROPER_OF_TIME')) continue;
      assert.ok(commonsOfDefinitions(defs) !== undefined || of(key).length > 0, `${calendar.id} ${key} names no Common`);
    }
  }
});

test('the national celebrations the lectionary table lacks: their first Common', async () => {
  const first = async (calendar: string, key: string) => (await commonsOf(CALENDARS.find((c) => c.id === calendar)!))(key)[0];
  assert.deepEqual(await first('australia', 'our_lady_help_of_christians'), { common: 'blessed_virgin_mary' });
  assert.deepEqual(await first('australia', 'mary_of_the_cross_mackillop_virgin'), { common: 'virgins' });
  assert.deepEqual(await first('netherlands', 'willibrord_of_utrecht_bishop'), { common: 'pastors', for: 'missionaries' });
  assert.deepEqual(await first('england', 'david_of_wales_bishop'), { common: 'pastors' });
  assert.deepEqual(await first('england', 'john_henry_newman_priest'), { common: 'pastors' });
  // romcal's own: a national definition without commonsDef keeps the General Calendar's (Fisher and More).
  assert.deepEqual(await first('england', 'john_fisher_bishop_and_thomas_more_martyrs'), { common: 'martyrs' });
  assert.deepEqual(await first('england', 'augustine_of_canterbury_bishop'), { common: 'pastors', for: 'missionaries' });
});
