import assert from 'node:assert/strict';
import { test } from 'node:test';
import { celebrationTitleReason, groupNameFromTitle, nameFitsId, nameFromId, namesAGroup, personName } from './proper-names.js';

test('a group is named from its celebration title without honorific or ranks', () => {
  assert.equal(groupNameFromTitle('Saint Paul Miki and Companions, Martyrs'), 'Paul Miki and Companions');
  assert.equal(groupNameFromTitle('Saints Cosmas and Damian, Martyrs'), 'Cosmas and Damian');
  assert.equal(groupNameFromTitle('Saints John Fisher, Bishop, and Thomas More, Martyrs'), 'John Fisher and Thomas More');
  assert.equal(groupNameFromTitle('Saints Cyril, Monk, and Methodius, Bishop'), 'Cyril and Methodius');
  assert.equal(groupNameFromTitle('Saints Joachim and Anne, Parents of the Blessed Virgin Mary'), 'Joachim and Anne');
  assert.equal(
    groupNameFromTitle('Saints Andrew Kim Tae-gŏn, Priest, Paul Chŏng Ha-sang and Companions, Martyrs'),
    'Andrew Kim Tae-gŏn, Paul Chŏng Ha-sang and Companions',
  );
});

test('a person is named as people call them', () => {
  assert.equal(personName('Thomas', ['apostle']), 'Thomas the Apostle');
  assert.equal(personName('Luke', ['evangelist']), 'Luke the Evangelist');
  assert.equal(personName('Thomas Aquinas', ['priest', 'doctor_of_the_church']), 'Thomas Aquinas');
  assert.equal(personName('Teresa of Calcutta, Virgin', ['virgin']), 'Teresa of Calcutta');
  assert.equal(personName('Saint Galmier', []), 'Galmier');
});

test('celebration titles are told from proper names', () => {
  assert.match(celebrationTitleReason('S. Alfonsi Mariæ de’ Liguori, episcopi et Ecclesiæ doctoris', 'la')!, /genitive/);
  assert.match(celebrationTitleReason('Ss. Ioannis Fisher, episcopi, et Thomæ More, martyrum', 'la')!, /genitive/);
  assert.equal(celebrationTitleReason('Sanctus Thomas de Aquino', 'la'), null);
  assert.equal(celebrationTitleReason('Thomas Aquinas', 'en'), null);
  assert.ok(namesAGroup({ en: 'Saints Cosmas and Damian', la: 'Sancti Cosmas et Damianus' }));
  assert.ok(!namesAGroup({ en: 'Saint Thérèse of the Child Jesus and the Holy Face' }));
});

test("a catalogue name that is another person's is caught and replaced from the id", () => {
  assert.equal(nameFitsId('Cornelius', 'cyprian_of_carthage_bishop'), false);
  assert.equal(nameFromId('cyprian_of_carthage_bishop'), 'Cyprian of Carthage');
  assert.equal(nameFitsId('Thomas Aquinas', 'thomas_aquinas_priest'), true);
  assert.equal(nameFitsId('Jean-Théophane Vénard', 'john_theophane_venard_priest'), true);
});
