import assert from 'node:assert/strict';
import { test } from 'node:test';
import { nameMatch, namesWithin, openingWords } from './eulogy-subject.js';

const la = (text: string) => openingWords(text, 'la');
const en = (text: string) => openingWords(text, 'en');

test('the opening clause ends at a relative pronoun, a kinship, a semicolon or the end of a sentence', () => {
  const julian = la('Edéssæ, in Sýria, sancti Juliáni Mónachi, cujus præclára gesta sanctus Ephræm Diáconus scripsit.');
  assert.ok(namesWithin(julian, 'Sanctus Iulianus'));
  assert.equal(namesWithin(julian, 'Sanctus Ephraem'), false, 'Ephrem only wrote of Julian');
  const germanus = la('Cápuæ sancti Germáni, Epíscopi et Confessóris, magnæ sanctitátis viri; cujus ánimam … ab Angelis in cælum deférri sanctus Benedíctus aspéxit.');
  assert.equal(namesWithin(germanus, 'Beatus Angelus'), false);
  const martha = en('At Tarascon, in Gaul, the holy Virgin Martha, the hostess of our Saviour, and the sister of blessed Mary Magdalene and of holy Lazarus.');
  assert.ok(namesWithin(martha, 'Martha'));
  assert.equal(namesWithin(martha, 'Lazarus'), false);
  const euphemia = en('At Chalcedon, the holy Virgin and martyr Euphemia. Under the Emperor Diocletian and the Proconsul Priscus, she overcame …');
  assert.equal(namesWithin(euphemia, 'Priscus'), false);
  // Kinship before the names does not end the clause; the saint's other name does not either.
  assert.ok(namesWithin(en('At Cordova, the holy brother and sister Acisclus and Victoria, both martyrs, who …'), 'Victoria'));
  assert.ok(namesWithin(en('The blessed Apostles Simon the Canaanite and Thaddeus, who also is called Jude.'), 'Jude the Apostle'));
});

test("the given name is among the names, after the honorific; what comes before is the place", () => {
  const pontius = la('In Gállia sancti Póntii Mártyris, cujus prædicatióne …');
  assert.equal(namesWithin(pontius, 'Sanctus Gallus', { given: 'strict' }), false);
  const domninus = la('Apud Júliam, in território Parménsi, via Cláudia, sancti Domníni Mártyris; qui …');
  assert.ok(namesWithin(domninus, 'Sanctus Domninus Iuliam', { given: 'strict' }), 'the place tells namesakes apart');
  assert.ok(namesWithin(la('Opitérgii, in Venetórum fínibus, sancti Magni Epíscopi, cujus corpus Venétiis requiéscit.'), 'Sanctus Magnus'));
  assert.ok(namesWithin(la('Romæ sancti Gregórii Primi, Papæ, Confessóris et Ecclésiæ Doctóris exímii; qui …'), 'Sanctus Gregorius I Magnus'), 'an epithet may be left out');
  // The English translator's square brackets are not the clause.
  assert.ok(namesWithin(en('At Meaux, [in the year 670,] the holy Confessor [Fefrash, an Irishman, who came over into Gaul, where he is called] Fiacre.'), 'Fiacre'));
});

test('each word of a name is its own word of the clause; numbers count only against numbers', () => {
  const gualbert = en('At the monastery of Passignano, near Florence, the holy Abbot John Gualberto, founder of the Order of Vallombrosa.');
  assert.ok(namesWithin(gualbert, 'John Gualbert'));
  assert.equal(namesWithin(gualbert, 'Sanctus Ioannes Jones'), false, 'Jones is not the John of John Gualberto');
  assert.ok(namesWithin(la('Romæ sancti Eugénii Primi, Papæ et Confessóris.'), 'Sanctus Eugenius I'));
  assert.deepEqual(nameMatch(en('At Rome, the holy Pope Clement.'), 'Sanctus Clemens I'), { words: 1, exact: 0 });
  assert.deepEqual(nameMatch(la('Romæ sancti Leónis Papæ Quarti.'), 'Sanctus Leo IV'), { words: 2, exact: 0 }, 'the number named counts');
  assert.ok(namesWithin(en('Also at Rome … the holy martyrs Quartus and Quintus, whose bodies …'), 'Sancti IV et V'));
  assert.equal(namesWithin(en('At Nicomedia, the holy martyrs Cyriacus, Paulillus, Secundus, Anastasius.'), 'Sanctus Anastasius I'), false);
  assert.equal(namesWithin(en('At Melun is commemorated the holy Confessor Leo.'), 'Leo the Great I'), false, 'not called pope');
  assert.equal(namesWithin(la('Romæ sancti Leónis Papæ Noni, virtútum et miraculórum laude insígnis.'), 'Sanctus Leo IV'), false);
  assert.deepEqual(nameMatch(en('At Iconium, the holy martyr Marcian, who …'), 'Marcian', { given: 'strict' }), { words: 1, exact: 1 });
  assert.deepEqual(nameMatch(en('At Iconium, the holy martyr Marcian, who …'), 'Marciana', { given: 'strict' }), { words: 1, exact: 0 });
});
