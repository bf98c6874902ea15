import type { BuildContext, BuildResult, DatasetBuilder } from '../dataset-builder.js';
import { litcalFeasts } from './litcal-index.js';
import { martyrologyDays } from './martyrology-days.js';
import { matchEulogies } from './match-eulogy.js';
import { reportGivenNameEulogies } from './eulogies-by-given-name.js';
import { mergeCrmedr } from './merge-crmedr.js';
import { saintsFromRomcal } from './merge-romcal.js';
import { assignSlugs } from './assign-slugs.js';
import { FORMER_SLUGS, assignFormerSlugs } from './former-slugs.js';
import { attachPatronages } from './attach-patronages.js';
import { nameMembersFromGroups } from './member-names.js';
import { assertValid } from './validate/validate-dataset.js';
import { prayerOrder } from './prayer-order.js';
import { prayerWithoutMarkup } from './prayer-markup.js';
import { attachNationalFeasts } from './national-feasts.js';
import { joinRegistryTwins } from './join-registry-twins.js';
import { hasId, parseJsonl } from './parse-jsonl.js';
import type { CrmedrEntry, GrcCelebration, LitcalEvent, LitcalTemporaleEvent, MartyrologyFile, RomcalPerson, SourcePrayer } from './source-types.js';
import { FILES, PROVENANCE } from './sources.js';
import { writeDevotioDatabase } from './write-database.js';
import { saintDoc } from './saint-doc.js';
import { POPULAR_NAMES } from './popular-names.js';
import { latinOf1749 } from './latin-of-1749.js';
import { GIVEN_NAME_BEARERS_KEY } from '../../engines/devotio/data/given-name-bearers-key.js';
import { givenNameBearers } from './given-name-bearers.js';

function build(ctx: BuildContext): BuildResult {
  const grc = ctx.json<{ celebrations: GrcCelebration[] }>(FILES.grc).celebrations;
  const people = parseJsonl<RomcalPerson>(ctx, FILES.romcal, hasId as (r: unknown) => r is RomcalPerson);
  const crmedr = parseJsonl<CrmedrEntry>(ctx, FILES.crmedr, hasId as (r: unknown) => r is CrmedrEntry);
  const general = litcalFeasts('general-roman', [
    { events: ctx.json<LitcalEvent[]>(FILES.litcal1970), en: ctx.json(FILES.litcal1970En), la: ctx.json(FILES.litcal1970La) },
    { events: ctx.json<LitcalEvent[]>(FILES.litcal2002), en: ctx.json(FILES.litcal2002En) },
    { events: ctx.json<LitcalEvent[]>(FILES.litcal2008), en: ctx.json(FILES.litcal2008En) },
  ]);
  const national = [
    ...litcalFeasts('united-states', [{ events: ctx.json<LitcalEvent[]>(FILES.litcalUs), en: ctx.json(FILES.litcalUsEn) }]),
    ...litcalFeasts('italy', [{ events: ctx.json<LitcalEvent[]>(FILES.litcalIt), en: {}, it: ctx.json(FILES.litcalItIt) }]),
  ];
  ctx.progress('saints', 0, 1);
  const temporale = { events: ctx.json<LitcalTemporaleEvent[]>(FILES.litcalTempore), la: ctx.json<Record<string, string>>(FILES.litcalTemporeLa) };
  const { saints, ofNoSaint } = saintsFromRomcal(ctx, people, grc, general, temporale);
  const romcalCount = saints.length;
  const crmedrMerge = mergeCrmedr(ctx, saints, crmedr, ofNoSaint);
  const latinsOf1749 = latinOf1749(ctx, saints, crmedr);
  const nationalAttached = attachNationalFeasts(ctx, saints, national);
  // After the national feasts: their days are the saint's own days too (Elizabeth Ann Seton, 4 January).
  const twins = joinRegistryTwins(saints);
  const membersNamed = nameMembersFromGroups(saints);
  // Names stay proper names: a celebration's title (Latin genitive) belongs to the feast, never to `name`.
  assignSlugs(saints, Object.keys(FORMER_SLUGS));
  const formerSlugs = assignFormerSlugs(ctx, saints);
  const patronages = attachPatronages(ctx, saints);
  for (const id of Object.keys(POPULAR_NAMES)) {
    if (!saints.some((s) => s.romcalId === id || s.catalogueAliases.includes(id))) ctx.problem(`popular-names: ${id} names no record any more; drop its row`);
  }
  const en = ctx.json<MartyrologyFile>(FILES.martyrologyEn);
  const la = ctx.json<MartyrologyFile>(FILES.martyrologyLa);
  const eulogies = matchEulogies(saints, en, la);
  reportGivenNameEulogies(ctx, saints);
  const days = martyrologyDays(ctx, en, la, saints, crmedrMerge.ofNoSaint);
  const prayers = prayerOrder(ctx.json<{ prayers: SourcePrayer[] }>(FILES.prayers).prayers.map(prayerWithoutMarkup));
  for (const p of prayers) if (!p.text_en && !p.text_la) ctx.problem(`prayers: ${p.id} has no text in any language`);
  saints.sort((a, b) => a.slug.localeCompare(b.slug));
  ctx.progress('validate', 0, 1);
  // Fails the import, naming every offending record, before anything is written (validate/README in the docs).
  assertValid(saints.map(saintDoc), prayers);
  const bearers = givenNameBearers(ctx, saints);
  writeDevotioDatabase(ctx.outDir, { saints, prayers, martyrologyDays: days, info: { [GIVEN_NAME_BEARERS_KEY]: JSON.stringify(bearers) } }, (done, total) => ctx.progress('write saints', done, total));
  return {
    records: { saints: saints.length, prayers: prayers.length, martyrology_days: days.length },
    stats: {
      saints_from_romcal: romcalCount,
      group_records: saints.filter((s) => s.kind === 'group').length,
      member_names_from_groups: membersNamed,
      romcal_catalogue_entries: people.length,
      crmedr_current_entries: crmedr.length - crmedrMerge.deprecatedSkipped,
      crmedr_entries_merged_into_romcal_saints: crmedrMerge.merged,
      saints_only_in_martyrology: crmedrMerge.added,
      crmedr_deprecated_skipped: crmedrMerge.deprecatedSkipped,
      latin_names_from_1749: latinsOf1749,
      national_feasts_attached: nationalAttached,
      registry_twins_joined: twins.length,
      eulogies_matched: eulogies,
      former_slugs: formerSlugs,
      official_patronages_attached: patronages,
    },
  };
}

/** Devotio: saints (romcal + LitCal + CRMEDR + the Martyrology text), prayers. Rosary facts live in the engine. */
export const devotioDataset: DatasetBuilder = {
  name: 'devotio',
  title: 'Devotio: saints, martyrology and prayers',
  builderVersion: 14,
  files: Object.values(FILES),
  sources: Object.values(PROVENANCE),
  build,
};
