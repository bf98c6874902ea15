import type { DayRule } from './draft-day.js';
import { removeCelebration } from './draft-day.js';

/**
 * The year from which a celebration of the General Roman Calendar is kept, from the decrees of the Dicastery for
 * Divine Worship and the typical editions of the Roman Missal, as recorded in the Liturgical Calendar API's
 * source data (Apache-2.0; `shared/data/general-roman-calendar/litcal/sourcedata/decrees/decrees.json` and
 * `missals/propriumdesanctis_{2002,2008}`). romcal applies every celebration to every year.
 */
export const INTRODUCED_IN: Readonly<Record<string, { since: number; source: string }>> = {
  // Decrees (decrees.json)
  mary_mother_of_the_church: { since: 2018, source: 'CDW decree Prot. N. 10/18 of 11 February 2018' },
  john_xxiii_pope: { since: 2014, source: 'CDW decree Prot. N. 309/14 of 29 May 2014' },
  john_paul_ii_pope: { since: 2014, source: 'CDW decree Prot. N. 309/14 of 29 May 2014' },
  paul_vi_pope: { since: 2019, source: 'CDW decree Prot. N. 29/19 of 25 January 2019' },
  our_lady_of_loreto: { since: 2019, source: 'CDW decree Prot. N. 404/19 of 7 October 2019' },
  faustina_kowalska_virgin: { since: 2020, source: 'CDW decree Prot. N. 229/20 of 18 January 2020' },
  gregory_of_narek_abbot: { since: 2021, source: 'CDW decree Prot. N. 40/21 of 25 January 2021' },
  john_of_avila_priest: { since: 2021, source: 'CDW decree Prot. N. 40/21 of 25 January 2021' },
  hildegard_of_bingen_abbess: { since: 2021, source: 'CDW decree Prot. N. 40/21 of 25 January 2021' },
  teresa_of_calcutta_virgin: { since: 2025, source: 'DDW decree of 24 December 2024' },
  // Roman Missal, third typical edition (2002)
  most_holy_name_of_jesus: { since: 2002, source: 'Missale Romanum, editio typica tertia (2002)' },
  josephine_bakhita_virgin: { since: 2002, source: 'Missale Romanum 2002' },
  adalbert_of_prague_bishop: { since: 2002, source: 'Missale Romanum 2002' },
  louis_grignion_de_montfort_priest: { since: 2002, source: 'Missale Romanum 2002' },
  our_lady_of_fatima: { since: 2002, source: 'Missale Romanum 2002' },
  christopher_magallanes_priest_and_companions_martyrs: { since: 2002, source: 'Missale Romanum 2002' },
  rita_of_cascia_religious: { since: 2002, source: 'Missale Romanum 2002' },
  augustine_zhao_rong_priest_and_companions_martyrs: { since: 2002, source: 'Missale Romanum 2002' },
  apollinaris_of_ravenna_bishop: { since: 2002, source: 'Missale Romanum 2002' },
  sharbel_makhluf_priest: { since: 2002, source: 'Missale Romanum 2002' },
  peter_julian_eymard_priest: { since: 2002, source: 'Missale Romanum 2002' },
  teresa_benedicta_of_the_cross_stein_virgin: { since: 2002, source: 'Missale Romanum 2002' },
  maximilian_mary_raymund_kolbe_priest: { since: 2002, source: 'Missale Romanum 2002' },
  peter_claver_priest: { since: 2002, source: 'Missale Romanum 2002' },
  most_holy_name_of_mary: { since: 2002, source: 'Missale Romanum 2002' },
  andrew_kim_tae_gon_priest_paul_chong_ha_sang_and_companions_martyrs: { since: 2002, source: 'Missale Romanum 2002' },
  lawrence_ruiz_and_companions_martyrs: { since: 2002, source: 'Missale Romanum 2002' },
  andrew_dung_lac_priest_and_companions_martyrs: { since: 2002, source: 'Missale Romanum 2002' },
  catherine_of_alexandria_virgin: { since: 2002, source: 'Missale Romanum 2002' },
  // Roman Missal 2002, emended reprint (2008)
  pio_of_pietrelcina_priest: { since: 2008, source: 'Missale Romanum 2002, reimpressio emendata (2008)' },
  juan_diego_cuauhtlatoatzin: { since: 2008, source: 'Missale Romanum 2008' },
};

/** Celebrations of the General Roman Calendar are omitted in the years before they were introduced. */
export const omitBeforeIntroduction: DayRule = (day, ctx) => {
  let out = day;
  for (const c of day.celebrations) {
    const rule = INTRODUCED_IN[c.key];
    if (!rule || c.calendar !== 'general-roman' || ctx.year >= rule.since) continue;
    out = removeCelebration(out, c.key, `${c.name}: not in the calendar before ${rule.since} (${rule.source}).`);
  }
  return out;
};

/** Saint Mary Magdalene was raised from memorial to feast in 2016 (CDW decree Prot. N. 257/16, 3 June 2016). */
export const maryMagdaleneMemorialBefore2016: DayRule = (day, ctx) => {
  if (ctx.year >= 2016) return day;
  const i = day.celebrations.findIndex((c) => c.key === 'mary_magdalene' && c.rank === 'feast');
  if (i < 0) return day;
  const celebrations = day.celebrations.slice();
  celebrations[i] = { ...celebrations[i]!, rank: 'memorial', rank_name: ctx.rankNames.memorial, precedence: 10 };
  const note = 'Saint Mary Magdalene: a memorial before 2016 (CDW decree Prot. N. 257/16 of 3 June 2016).';
  return { ...day, celebrations, notes: [...day.notes, note] };
};
