import { addDays } from '../civil-date.js';
import type { Celebration } from '../liturgical-day.js';
import type { DraftDay } from './draft-day.js';
import { transferImpededSolemnity } from './impeded-solemnities.js';

const JOSEPH = 'joseph_spouse_of_mary';

/**
 * When 19 March falls in Holy Week, the solemnity of Saint Joseph is anticipated to the Saturday before Palm
 * Sunday (GNLY 60 as applied by the CDW, Notitiae 42 (2006) 96-98; done in 2008). romcal 3.0.0 leaves it on a
 * day of Holy Week or on Palm Sunday itself, which days of rank 2 exclude (GNLY 59). A national solemnity that
 * held that Saturday (Saint Patrick in Australia, 17 March 2035) goes to the nearest free day before it.
 */
export function anticipateJosephBeforeHolyWeek(days: DraftDay[], dropped?: Celebration): DraftDay[] {
  const palm = days.find((d) => d.celebrations[0]?.key.startsWith('palm_sunday'));
  if (!palm) return days;
  const jIndex = days.findIndex((d) => d.celebrations.some((c) => c.key === JOSEPH));
  const from = jIndex >= 0 ? days[jIndex]! : undefined;
  const easterMonday = addDays(palm.date, 8);
  if (from && (from.date < palm.date || from.date >= easterMonday)) return days;
  const joseph = from?.celebrations.find((c) => c.key === JOSEPH) ?? dropped;
  const target = addDays(palm.date, -1);
  const tIndex = days.findIndex((d) => d.date === target);
  if (!joseph || tIndex < 0) return days;
  const out = days.slice();
  if (from) {
    const rest = from.celebrations.filter((c) => c.key !== JOSEPH);
    const fallback = rest.length > 0 ? rest : from.ferial ? [from.ferial] : rest;
    if (fallback.length > 0) out[jIndex] = { ...from, celebrations: fallback };
  }
  const note = `${joseph.name}: 19 March falls in Holy Week, so the solemnity is anticipated to the Saturday before Palm Sunday (GNLY 60; CDW, Notitiae 42 (2006)).`;
  const displaced = out[tIndex]!.celebrations.find((c) => c.rank === 'solemnity' && c.key !== JOSEPH);
  out[tIndex] = { ...out[tIndex]!, celebrations: [joseph], notes: [...out[tIndex]!.notes, note] };
  return displaced ? transferImpededSolemnity(out, displaced, target, -1) : out;
}

/**
 * A solemnity of the saints that romcal 3.0.0 leaves on Monday, Tuesday or Wednesday of Holy Week (days of rank 2,
 * GNLY 59; romcal ranks them 9) is anticipated to the nearest free day before Palm Sunday (GNLY 60), after Saint
 * Joseph has taken the Saturday: Saint Patrick in Australia on 14 March 2008, as the Australian dioceses kept it
 * (Archdiocese of Brisbane, Liturgy Lines, "What Day Is It?"). The weekday of Holy Week gets its place back.
 */
export function anticipateSolemnitiesFromHolyWeek(days: DraftDay[]): DraftDay[] {
  const palm = days.findIndex((d) => d.celebrations[0]?.key.startsWith('palm_sunday'));
  if (palm < 0) return days;
  let out = days;
  for (let i = palm + 1; i <= palm + 3 && i < out.length; i++) {
    const day = out[i]!;
    const head = day.celebrations[0];
    if (head?.rank !== 'solemnity' || head.proper !== 'saints' || head.key === JOSEPH || !day.ferial) continue;
    out = out.slice();
    out[i] = { ...day, celebrations: [day.ferial] };
    out = transferImpededSolemnity(out, head, day.date, -1);
  }
  return out;
}
