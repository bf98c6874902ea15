/**
 * Function words of the English and Latin texts, folded: a snippet's window does not open at one of them when the
 * query has another word (`bread of life` opened at the first `of`, where neither `bread` nor `life` was in sight).
 * They are still searched and marked: this only chooses where a snippet starts.
 */
export const COMMON_WORDS: ReadonlySet<string> = new Set(
  (
    'a an and are as at be but by for from had has have he her him his i if in into is it its me my no not of on or our ' +
    'she so than that the their them then there these they this those thou thee thy to unto us was we were what when ' +
    'which who whom will with ye you your ' +
    'ab ac ad atque autem cum de e et ex in est enim non per quae qui quia quod sed sunt ut vel'
  ).split(' '),
);
