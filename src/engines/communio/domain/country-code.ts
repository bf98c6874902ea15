import { z } from 'zod';

/**
 * The 249 codes ISO 3166-1 has officially assigned (alpha-2), as of its 2024 edition. Kept here rather than asked of
 * `Intl.DisplayNames`, which names far more than the assigned codes: reserved ones (`EU`, `UN`, `UK`, `AC`),
 * deprecated ones (`SU`, `YU`, `ZR`, `AN`), CLDR's private-use regions (`QO`, `ZZ` "Unknown Region", `XA`), and
 * which ones differs between ICU versions (Node 20 and 24 ship different ones).
 */
const ASSIGNED =
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET ' +
  'FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ' +
  'ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY ' +
  'MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM ' +
  'PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW ' +
  'SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ ' +
  'UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW';

/**
 * Kosovo has no assigned code; `XK`, from the range ISO 3166-1 leaves to its users, is the one the European
 * Commission, CLDR and most software give it, and a prayer network should not turn its faithful away.
 */
const USER_ASSIGNED_IN_COMMON_USE = ['XK'];

export const COUNTRY_CODES: ReadonlySet<string> = new Set([...ASSIGNED.split(' '), ...USER_ASSIGNED_IN_COMMON_USE]);

const MESSAGE = 'must be an assigned ISO 3166-1 alpha-2 country code such as IT';

/** A country as submitted: two letters in either case, stored upper-cased, and only a code that names a country. */
export const countryCode = () =>
  z
    .string()
    .regex(/^[A-Za-z]{2}$/, MESSAGE)
    .transform((c) => c.toUpperCase())
    .refine((c) => COUNTRY_CODES.has(c), MESSAGE);
