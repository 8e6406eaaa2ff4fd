import { foldLetters } from './safety/fold.ts';

/**
 * "Not sure" to a question, in any of the four languages whatever the conversation's (decision 093): a reply that
 * gives nothing, so it never fills a slot, never becomes the goal and never reads as a new request. Only short replies
 * count ("not sure, maybe 3" still answers), after the letters are folded (accents, Arabic letter forms).
 */
const UNSURE: readonly RegExp[] = [
  /\b(?:not sure|unsure|no idea|dunno|don'?t know|do not know|idk|no clue|not certain|can'?t say|hard to say|whatever|anything|either|you (?:choose|decide|pick|tell me)|up to you|no preference|i have no idea|skip|pass|whatever you (?:say|think|want)|your call|dealer'?s choice)\b/,
  /\b(?:no se|no lo se|ni idea|no estoy segur[oa]|no tengo idea|no sabria|me da igual|lo que sea|cualquiera|tu decides|decide tu|elige tu|como quieras|como veas|lo que (?:tu |usted )?(?:digas|diga|quieras|quiera|veas|vea|decidas|decida)|paso)\b/,
  /\b(?:weiss (?:ich )?nicht|weis nicht|keine ahnung|nicht sicher|unsicher|egal|ist mir egal|du entscheidest|entscheide du|such du aus|weiss nicht so recht|mal sehen|wie du meinst|was du sagst|wie du willst)\b/,
  /مش عارف|مش عارفه|ما اعرف|ما اعرفش|معرفش|مدري|ما ادري|ما بعرف|مابعرف|لا اعرف|لست متاكد|مش متاكد|مو متاكد|ما ني متاكد|مو عارف|اي شي|اي حاجه|انت اختار|اختار انت|على راحتك|زي ما تحب|زي ما تشوف|اللي تشوفه|على كيفك|مش فارقه|ما يفرق/,
];
const MAX_WORDS = 6;

export function isUnsureReply(message: string): boolean {
  const folded = foldLetters(message).replace(/[’`]/g, "'");
  if (folded.split(/\s+/u).filter(Boolean).length > MAX_WORDS) return false;
  if (/\d/u.test(folded)) return false;
  return UNSURE.some((pattern) => pattern.test(folded));
}
