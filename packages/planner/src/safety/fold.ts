/**
 * Text folding for the safety gate: one spelling for the many ways people type the same words, so that a lexicon
 * written once matches them all. Lower case; Latin accents and umlauts dropped ("müde" -> "mude", "ß" -> "ss");
 * Arabic diacritics and tatweel dropped, alef, yaa, taa marbuta and hamza seats unified, Arabic-Indic digits made
 * ASCII; curly quotes straightened; runs of a repeated letter cut to two ("sooooo" -> "soo").
 */
export function fold(text: string): string {
  return foldLetters(text)
    .replace(TEXT_SPEAK, (word) => TEXT_SPEAK_WORDS[word] ?? word)
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * `fold` without the text-speak words: what the gate's patterns are written in (lexicon.ts folds their sources with
 * this; a pattern's "u" or "im" is regex, not text-speak).
 */
export function foldLetters(text: string): string {
  return text
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u064b-\u065f\u0670\u0640]/g, '')
    .replace(/[\u0622\u0623\u0625\u0671]/g, '\u0627')
    .replace(/\u0649/g, '\u064a')
    .replace(/\u0629/g, '\u0647')
    .replace(/\u0624/g, '\u0648')
    .replace(/\u0626/g, '\u064a')
    .replace(/\u0621/g, '')
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/\u066b/g, '.')
    .replace(/[\u2018\u2019\u02bc`´]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/([a-z])\1{2,}/g, '$1$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Text-speak spellings of the small words the gate's patterns are written with ("kiero" for "quiero", "q" for "que",
 * "nich" for "nicht", "dont" for "don't"): one spelling, so a misspelled message matches as its correct one does.
 */
const TEXT_SPEAK_WORDS: Record<string, string> = {
  kiero: 'quiero',
  kieres: 'quieres',
  kiere: 'quiere',
  kisiera: 'quisiera',
  q: 'que',
  xq: 'porque',
  pq: 'porque',
  tb: 'tambien',
  nich: 'nicht',
  nix: 'nichts',
  dont: "don't",
  cant: "can't",
  wont: "won't",
  ive: "i've",
  u: 'you',
  ur: 'your',
};
const TEXT_SPEAK = new RegExp(`(?<![\\w'])(?:${Object.keys(TEXT_SPEAK_WORDS).join('|')})(?![\\w'])`, 'g');

/** Whether the text is written mostly in Arabic script. */
export function isArabicScript(text: string): boolean {
  const arabic = text.match(/[\u0600-\u06ff]/g)?.length ?? 0;
  const latin = text.match(/[a-z]/gi)?.length ?? 0;
  return arabic > 0 && arabic >= latin;
}
