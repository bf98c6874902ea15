/**
 * Names that people read on a page deciding what to trust (an OAuth client's name on the consent page, an API key's
 * name in the dashboard): no C0 or C1 control, no format character (bidirectional marks, embeddings, overrides and
 * isolates, which would show `gnp.evil` as `live.png`; zero-width spaces and joiners; the BOM; tag characters), no
 * line or paragraph separator, no Hangul filler that draws nothing; and something visible.
 *
 * Two uses of format characters draw a visible emoji and are allowed (Unicode TS #51 §1.4.8, §1.4.9): a zero-width
 * joiner between two pictographs (👩‍💻, 🏳️‍🌈, each side with an optional emoji presentation selector or skin tone),
 * and the tag sequence of a subdivision flag (🏴 + lowercase tag letters + cancel tag: 🏴󠁧󠁢󠁷󠁬󠁳󠁿). Elsewhere a joiner is
 * invisible and still refused.
 */
const UNSAFE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\u115f\u1160\u3164\uffa0]/u;
const VISIBLE = /[\p{L}\p{N}\p{P}\p{S}]/u;
const EMOJI_JOINER = /(?<=\p{Extended_Pictographic}\u{FE0F}?\p{Emoji_Modifier}?)\u200D(?=\p{Extended_Pictographic})/gu;
const FLAG_TAGS = /(?<=\u{1F3F4})[\u{E0030}-\u{E0039}\u{E0061}-\u{E007A}]{1,7}\u{E007F}/gu;

export const DISPLAY_NAME_RULE = 'must be visible text, with no control or bidirectional formatting characters (nor zero-width or separator ones)';

export function isDisplayableName(name: string): boolean {
  const drawn = name.replace(EMOJI_JOINER, '').replace(FLAG_TAGS, '');
  return !UNSAFE.test(drawn) && VISIBLE.test(drawn);
}
