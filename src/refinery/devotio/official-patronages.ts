/**
 * Patronages declared by the Holy See: a table written by the Lumen project from the acts it names (the staged
 * sources hold no patronage lists; SOURCES.md §6). Facts only — who is patron of what, by whose act, when — never
 * the acts' prose. Only official patronages are listed: each row names the pope and the date of a papal act or a
 * decree of a Roman congregation (Rites) made by his decision. Customary patronages without such an act (Patrick of
 * Ireland, Isidore of farmers, Anthony of lost things) are not listed: the table says what the Church declared.
 *
 * `slugs` are the dataset's records (checked by the import: a row whose slug no record holds is reported, and
 * test/integration/devotio/patronages.test.ts fails); a former slug (`joan-of-arc-05-30`, the registry's second
 * record of Joan of Arc until the two were merged: join-registry-twins.ts) leads to the record and is not listed.
 * `date` is `YYYY-MM-DD` where the act's day is sure, else the year; `act` is the document's kind and Latin title
 * when known, null when only the pope and year are.
 */
export interface OfficialPatronage {
  slugs: readonly string[];
  /** What the saint is patron of, as a phrase to search: "Europe", "parish priests". */
  patronage: string;
  /** The title as the act gives it, in English: "Co-patroness of Europe". */
  title: string;
  pope: string;
  date: string;
  act: string | null;
}

export const OFFICIAL_PATRONAGES: readonly OfficialPatronage[] = [
  // Europe
  { slugs: ['benedict'], patronage: 'Europe', title: 'Patron of Europe', pope: 'Paul VI', date: '1964-10-24', act: 'Apostolic letter Pacis nuntius' },
  { slugs: ['cyril', 'methodius', 'cyril-and-methodius'], patronage: 'Europe', title: 'Co-patrons of Europe', pope: 'John Paul II', date: '1980-12-31', act: 'Apostolic letter Egregiae virtutis' },
  { slugs: ['bridget', 'catherine-of-siena', 'teresa-benedicta-of-the-cross'], patronage: 'Europe', title: 'Co-patroness of Europe', pope: 'John Paul II', date: '1999-10-01', act: 'Apostolic letter (motu proprio) Spes aedificandi' },
  // The Church and her works
  { slugs: ['joseph'], patronage: 'the Universal Church', title: 'Patron of the Universal Church', pope: 'Pius IX', date: '1870-12-08', act: 'Decree Quemadmodum Deus (Sacred Congregation of Rites)' },
  { slugs: ['francis-xavier', 'therese-of-the-child-jesus-and-the-holy-face-of-lisieux'], patronage: 'the missions and missionaries', title: 'Principal patrons of all missionaries and of the missions', pope: 'Pius XI', date: '1927-12-14', act: 'Decree of the Sacred Congregation of Rites' },
  { slugs: ['john-vianney'], patronage: 'parish priests', title: 'Patron of all parish priests', pope: 'Pius XI', date: '1929-04-23', act: 'Apostolic letter Anno iubilari' },
  { slugs: ['alphonsus-mary-liguori'], patronage: 'confessors and moralists', title: 'Patron of confessors and moral theologians', pope: 'Pius XII', date: '1950', act: null },
  { slugs: ['ignatius-of-loyola'], patronage: 'spiritual exercises and retreats', title: 'Patron of all spiritual exercises', pope: 'Pius XI', date: '1922-07-25', act: 'Apostolic constitution Summorum Pontificum' },
  { slugs: ['paschal-baylon'], patronage: 'Eucharistic congresses and associations', title: 'Patron of Eucharistic congresses and associations', pope: 'Leo XIII', date: '1897', act: null },
  { slugs: ['peter-claver'], patronage: 'Catholic missions among Black peoples', title: 'Patron of all Catholic missions among Black peoples', pope: 'Leo XIII', date: '1896-07-07', act: null },
  { slugs: ['vincent-de-paul'], patronage: 'charitable associations', title: 'Patron of all charitable associations', pope: 'Leo XIII', date: '1885-05-12', act: 'Apostolic brief' },
  { slugs: ['louise-de-marillac'], patronage: 'Christian social workers', title: 'Patroness of all Christian social workers', pope: 'John XXIII', date: '1960', act: null },
  // Learning and teaching
  { slugs: ['thomas-aquinas'], patronage: 'Catholic universities, colleges and schools', title: 'Patron of Catholic universities, academies, colleges and schools', pope: 'Leo XIII', date: '1880-08-04', act: 'Apostolic brief Cum hoc sit' },
  { slugs: ['albert-the-great'], patronage: 'natural scientists', title: 'Patron of those who study the natural sciences', pope: 'Pius XII', date: '1941-12-16', act: 'Apostolic letter' },
  { slugs: ['john-baptist-de-la-salle'], patronage: 'teachers', title: 'Patron of all teachers of children and young people', pope: 'Pius XII', date: '1950-05-15', act: 'Apostolic brief Quod ait Sanctus Bonaventura' },
  { slugs: ['joseph-of-calasanz'], patronage: 'Christian popular schools', title: 'Patron of all Christian popular schools', pope: 'Pius XII', date: '1948-08-13', act: null },
  { slugs: ['francis-de-sales'], patronage: 'Catholic writers and journalists', title: 'Patron of Catholic writers', pope: 'Pius XI', date: '1923-01-26', act: 'Encyclical Rerum omnium perturbationem' },
  // Session 14: the 1960 Martyrology's eulogy of 14 September says it ("Pius Papa Decimus caelestem Oratorum sacrorum
  // Patronum declaravit atque constituit"); the day of the act is left out as not sure.
  { slugs: ['john-chrysostom'], patronage: 'preachers', title: 'Heavenly patron of preachers', pope: 'Pius X', date: '1908', act: null },
  // Youth
  { slugs: ['aloysius-gonzaga'], patronage: 'young students', title: 'Patron of young students', pope: 'Benedict XIII', date: '1729', act: null },
  { slugs: ['aloysius-gonzaga'], patronage: 'Christian youth', title: 'Patron of all Christian youth', pope: 'Pius XI', date: '1926', act: 'Apostolic letter' },
  { slugs: ['jerome-emiliani'], patronage: 'orphans and abandoned youth', title: 'Universal patron of orphans and abandoned youth', pope: 'Pius XI', date: '1928', act: null },
  // The sick
  { slugs: ['camillus-de-lellis', 'john-of-god'], patronage: 'the sick and hospitals', title: 'Patrons of hospitals and of the sick', pope: 'Leo XIII', date: '1886', act: 'Apostolic brief' },
  { slugs: ['camillus-de-lellis', 'john-of-god'], patronage: 'nurses and nursing associations', title: 'Patrons of all nurses and their associations', pope: 'Pius XI', date: '1930', act: null },
  { slugs: ['catherine-of-siena'], patronage: 'women nurses in Italy', title: 'Patroness of women who nurse the sick in Italy', pope: 'Pius XII', date: '1943-09-15', act: 'Apostolic letter Inter gravissimas' },
  { slugs: ['catherine-fieschi'], patronage: 'hospitals in Italy', title: 'Patroness of the hospitals of Italy', pope: 'Pius XII', date: '1943-09-15', act: 'Apostolic letter Inter gravissimas' },
  // Public life, work and creation
  { slugs: ['thomas-more'], patronage: 'statesmen and politicians', title: 'Patron of statesmen and politicians', pope: 'John Paul II', date: '2000-10-31', act: 'Apostolic letter (motu proprio) E Sancti Thomae Mori' },
  { slugs: ['francis-of-assisi'], patronage: 'ecology and ecologists', title: 'Patron of those who promote ecology', pope: 'John Paul II', date: '1979-11-29', act: 'Apostolic bull Inter sanctos' },
  { slugs: ['gabriel'], patronage: 'telecommunications', title: 'Patron of telecommunications and those who work in them', pope: 'Pius XII', date: '1951-01-12', act: 'Apostolic brief Quoniam omne datum' },
  { slugs: ['clare'], patronage: 'television', title: 'Patroness of television', pope: 'Pius XII', date: '1958', act: 'Apostolic letter' },
  { slugs: ['virgin-mary'], patronage: 'aviators and air travellers', title: 'Patroness of aviators, as Our Lady of Loreto', pope: 'Benedict XV', date: '1920-03-24', act: 'Decree of the Sacred Congregation of Rites' },
  // Nations and continents
  { slugs: ['francis-of-assisi', 'catherine-of-siena'], patronage: 'Italy', title: 'Principal patrons of Italy', pope: 'Pius XII', date: '1939-06-18', act: 'Apostolic brief' },
  { slugs: ['virgin-mary'], patronage: 'France', title: 'Principal patroness of France, in her Assumption', pope: 'Pius XI', date: '1922-03-02', act: 'Apostolic letter Galliam, Ecclesiae filiam primogenitam' },
  { slugs: ['joan-of-arc'], patronage: 'France', title: 'Secondary patroness of France', pope: 'Pius XI', date: '1922-03-02', act: 'Apostolic letter Galliam, Ecclesiae filiam primogenitam' },
  { slugs: ['therese-of-the-child-jesus-and-the-holy-face-of-lisieux'], patronage: 'France', title: 'Secondary patroness of France', pope: 'Pius XII', date: '1944-05-03', act: 'Apostolic letter' },
  { slugs: ['virgin-mary'], patronage: 'the United States', title: 'Patroness of the United States, as the Immaculate Conception (chosen by the Sixth Provincial Council of Baltimore, 1846)', pope: 'Pius IX', date: '1847', act: 'Confirmation of the decree of the Sixth Provincial Council of Baltimore' },
  { slugs: ['virgin-mary'], patronage: 'Latin America', title: 'Patroness of Latin America, as Our Lady of Guadalupe', pope: 'Pius X', date: '1910', act: null },
  { slugs: ['rose-of-lima'], patronage: 'Peru, the Americas, the Philippines and the Indies', title: 'Principal patroness of Peru, the Americas, the Philippines and the Indies', pope: 'Clement X', date: '1670-08-11', act: 'Bull Sacrosancti apostolatus cura' },
];
