/**
 * Names that people read on a page deciding what to trust (an OAuth client's name on the consent page, an API key's
 * name in the dashboard): no C0 or C1 control, no format character (bidirectional marks, embeddings, overrides and
 * isolates, which would show `gnp.evil` as `live.png`; zero-width spaces and joiners; the BOM; tag characters), no
 * line or paragraph separator, no Hangul filler that draws nothing; and something visible.
 */
const UNSAFE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\u115f\u1160\u3164\uffa0]/u;
const VISIBLE = /[\p{L}\p{N}\p{P}\p{S}]/u;

export const DISPLAY_NAME_RULE = 'must be visible text, with no control or bidirectional formatting characters (nor zero-width or separator ones)';

export function isDisplayableName(name: string): boolean {
  return !UNSAFE.test(name) && VISIBLE.test(name);
}
