import type { BuildContext } from '../dataset-builder.js';
import type { SaintDraft } from './saint-draft.js';
import type { CrmedrEntry } from './source-types.js';

/**
 * Records of the catalogue that no current registry entry gives a Latin name, each with the registry entry of the
 * 1749 Martyrology (deprecated, not a record's entry) whose Latin is the person's: Paul the Apostle's current entries
 * are his Conversion ("Conversio Sancti Pauli") and the joint heading of 29 June, which name feasts, so his record
 * had no Latin; the 1749 entry of 30 June names him "Sanctus Paulus Apostolus". The name is read from the source, not
 * written here; a row whose record has a Latin of its own, or whose entry is gone, is reported.
 */
export const LATIN_OF_1749: Readonly<Record<string, string>> = {
  paul_apostle: 'mr:0630-paulus-apostolus',
};

/** Gives each record of the table the Latin of its 1749 entry; returns how many were given. */
export function latinOf1749(ctx: BuildContext, saints: readonly SaintDraft[], entries: readonly CrmedrEntry[]): number {
  let given = 0;
  for (const [romcalId, id] of Object.entries(LATIN_OF_1749)) {
    const s = saints.find((x) => x.romcalId === romcalId);
    const la = entries.find((e) => e.id === id)?.name_la;
    if (!s || !la) ctx.problem(`latin-of-1749: ${romcalId} or its entry ${id} is no longer in the sources; drop the row`);
    else if (s.name.la) ctx.problem(`latin-of-1749: ${romcalId} has a Latin name of its own now ("${s.name.la}"); drop the row`);
    else {
      s.name.la = la;
      given += 1;
    }
  }
  return given;
}
