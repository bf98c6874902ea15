/**
 * Slips in romcal's English names, corrected wherever a romcal name is served (Tempus's celebrations, Devotio's
 * saint records and their feasts' titles): All Souls' Day is the day of all the souls; two saints' names ran a name
 * in religion and the name at birth together (the Roman Missal: "Saint Teresa Benedicta of the Cross, Virgin and
 * Martyr"; the Canadian calendar: "Saint Marie de l'Incarnation, Religious", as the Liturgical Calendar API's en_CA
 * names give them). Each slip is replaced wherever it stands in a name, so a title ("Saint Teresa Benedicta of the
 * Cross Stein, Virgin and Martyr") and a bare name ("Teresa Benedicta of the Cross Stein") are both corrected.
 */
const ROMCAL_NAME_SLIPS: ReadonlyArray<[string, string]> = [
  ['All Soul’s Day', 'All Souls’ Day'],
  ["All Soul's Day", "All Souls' Day"],
  ['Teresa Benedicta of the Cross Stein', 'Teresa Benedicta of the Cross'],
  ['Mary of the Incarnation Marie Guyart', 'Marie de l’Incarnation'],
];

/** romcal's English name with its known slip corrected (unchanged when it has none). */
export function correctedRomcalName(name: string): string {
  for (const [wrong, right] of ROMCAL_NAME_SLIPS) if (name.includes(wrong)) return name.replace(wrong, right);
  return name;
}
