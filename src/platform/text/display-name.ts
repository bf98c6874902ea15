/**
 * Names that people read on a page deciding what to trust (an OAuth client's name on the consent page, an API key's
 * name in the dashboard): no C0 or C1 control, no format character (bidirectional marks, embeddings, overrides and
 * isolates, which would show `gnp.evil` as `live.png`; zero-width spaces and joiners; the BOM; tag characters), no
 * line or paragraph separator, no Hangul filler that draws nothing; and something visible.
 *
 * An emoji that Unicode recommends for general interchange (RGI, Unicode TS #51 §1.4: 👩‍💻, 🏳️‍🌈, the flags of
 * Wales and Scotland) draws one picture even where it is spelled with a zero-width joiner or tag characters, so each
 * whole RGI emoji is set aside before the test. Nothing looser: a joiner or a tag letter outside one (🏴 followed by
 * arbitrary tag letters, a joiner between © and ™) still hides text and is refused.
 */
const UNSAFE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\u115f\u1160\u3164\uffa0]/u;
const VISIBLE = /[\p{L}\p{N}\p{P}\p{S}]/u;
// The `v` flag's property of strings (Node 20); a RegExp object because the compile target predates the flag.
const RGI_EMOJI = new RegExp('\\p{RGI_Emoji}', 'gv');

export const DISPLAY_NAME_RULE = 'must be visible text, with no control or bidirectional formatting characters (nor zero-width or separator ones)';

export function isDisplayableName(name: string): boolean {
  // Each emoji stands in as one visible symbol, so that a name of emoji only is visible text.
  const drawn = name.replace(RGI_EMOJI, '\u2605');
  return !UNSAFE.test(drawn) && VISIBLE.test(drawn);
}
