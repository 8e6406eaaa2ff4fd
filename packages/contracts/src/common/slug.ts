/**
 * SPEC section 5: "A slug is made by stripping non-letters from the second part, lowercasing, and joining with a
 * dash." The "second part" is the text being named (a program title, a category name); the parts being joined are
 * its words. Read for titles, that gives:
 *
 * - the text is NFKC-normalised, so full-width and compatibility forms become their plain letters;
 * - apostrophes vanish inside a word ("Don't" -> "dont") rather than splitting it;
 * - every run of anything that is not a letter, a combining mark or a digit separates words;
 * - letters of every script are kept (Arabic, Cyrillic, accented Latin...), with their combining marks, because many
 *   scripts cannot be written without them;
 * - digits are kept too: "Couch to 5K" and "30-day reset" are told apart by their numbers. This is the one place the
 *   reading is wider than "letters"; a text of digits alone still has words, so it still gets a slug;
 * - words are lowercased and joined with a dash, and the slug is cut at a word boundary to at most `maxLength`.
 *
 * The result may be empty (a title of only symbols); callers decide whether that is an error.
 */
export const SLUG_MAX_LENGTH = 80;

const APOSTROPHES = /['\u2019\u02bc]/g;
const SEPARATORS = /[^\p{L}\p{M}\p{N}]+/u;

export function makeSlug(text: string, maxLength: number = SLUG_MAX_LENGTH): string {
  const words = text
    .normalize('NFKC')
    .replace(APOSTROPHES, '')
    .toLowerCase()
    .split(SEPARATORS)
    .filter((word) => word.length > 0);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > maxLength) {
      // A single word longer than the limit is cut; otherwise stop at the last whole word.
      if (!slug) slug = word.slice(0, maxLength);
      break;
    }
    slug = next;
  }
  return slug;
}
