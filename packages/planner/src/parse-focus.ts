/**
 * The parts of the goal the person named (decision 103): the list after "especially", "mostly", "like", "sobre todo",
 * "vor allem", "خصوصا" ("knife skills, sauces, seasoning", "manos y ojos", "greetings, food, small talk"), a list
 * after a dash or a colon ("technique - knife skills, sauces, seasoning"), a list written with slashes
 * ("aperture/shutter/iso"), and what they say is their weakness ("kanji is my weakness", "weak at proportions"). The
 * sessions take them in turn, so each task says which part of this person's goal it works on. Reads the words as
 * written (normalized), in the four languages.
 */
const LIST_CUE =
  /(?:\b(?:especially|mostly|mainly|particularly|focus(?:ing)? on|things like|stuff like|such as|like|e\.?g\.?|including|sobre todo|especialmente|principalmente|cosas como|como|vor allem|besonders|hauptsachlich|zum beispiel|z\.? ?b\.?|wie)|خصوصا|خاصه|خاصة|بالذات|زي|مثل)\s+|(?:\s[-–]|:)\s(?=[^.;!?\n]*,)/gu;
const SLASHED = /(?<![\p{L}\d/])\p{L}{2,}(?:\s?\/\s?\p{L}{2,}){2,}(?![\p{L}/])/gu;
const WEAKNESS =
  /(?:\b([\p{L}]+(?: [\p{L}]+)?) (?:is|are) my (?:weak(?:ness|est)|worst)|\bweak (?:at|in|on) ([\p{L}]+(?: [\p{L}]+)?)|\bstruggle with ([\p{L}]+(?: [\p{L}]+)?))/gu;
const SPLIT = /\s*(?:,|\/|&|\band\b|\bor\b|\s[yeo]\s|\bund\b|\boder\b|\s+و(?=\S)|\s+او\s)\s*/u;
const DROP_LEADING =
  /^(?:(?:a|an|the|my|some|your|to|how to|learn(?:ing)? to|el|la|los|las|un|una|mi|mis|der|die|das|ein|eine|meine?|ال)\s+)+/u;
/** Not a part of a goal: time, amounts, people, the schedule. */
const NOT_A_PART =
  /\d|\b(?:day|days|week|weeks|month|hours?|minutes?|mins?|times?|morning|evening|night|weekend|i|me|you|we|it|this|that|lol|tbh|ugh|etc|stuff|things|dia|semana|tag|woche|يوم|اسبوع)\b/u;
const WEEKDAY =
  /\b(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day)?s?\b|\b(?:lunes|martes|miercoles|jueves|viernes|sabado|domingo|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)\b/u;
const MAX_PARTS = 6;
const MAX_WORDS = 4;

export function readFocus(normalized: string): string[] {
  const text = normalized.replace(/\s+/gu, ' ');
  const parts: string[] = [];
  const add = (list: string) => {
    for (const raw of list.split(SPLIT)) {
      // "44 push ups in 2 min", "2 mile run under 15:54": the event, without its numbers.
      const part = raw
        .trim()
        .replace(/^[\d.,]+\s*/u, '')
        .replace(/\s+(?:in|under|within|below|en|unter|bajo|in unter|في|خلال)\s+[\d\u0660-\u0669].*$/u, '')
        .replace(DROP_LEADING, '')
        .trim();
      const words = part.split(' ').filter(Boolean);
      if (words.length === 0 || words.length > MAX_WORDS || part.length < 3) continue;
      if (NOT_A_PART.test(part) || WEEKDAY.test(part)) continue;
      parts.push(part);
    }
  };
  for (const match of text.matchAll(LIST_CUE)) {
    const rest = text
      .slice(match.index + match[0].length)
      .split(/[.;!?()\n]|\s(?:but|so|because|pero|aber|بس|لكن)\s/u)[0];
    // A list is two things or more; one word after "like" is a comparison ("feel like a beginner").
    if (rest && SPLIT.test(rest)) add(rest.split(/\s(?:that|which|que|die|das|اللي)\s/u)[0] ?? rest);
  }
  for (const match of text.matchAll(SLASHED)) add(match[0]);
  for (const match of text.matchAll(WEAKNESS)) add(match[1] ?? match[2] ?? match[3] ?? '');
  // Else a list of three single words or more, said without a cue: "tomatoes, peppers, mint and basil", "sentadillas,
  // flexiones y dominadas", "طماطم وفلفل ونعناع وريحان" (decision 118).
  if (parts.length === 0) {
    for (const match of text.matchAll(BARE_LIST)) {
      // "I work, cook and clean all day" says what the person does, not the parts of the goal.
      if (!SUBJECT_BEFORE.test(text.slice(Math.max(0, match.index - 12), match.index))) add(match[0]);
    }
    for (const match of text.matchAll(BARE_LIST_AR)) add(match[0]);
  }
  return [...new Set(parts)].slice(0, MAX_PARTS);
}

const BARE_LIST =
  /(?<![\p{L}\d])\p{L}{3,}(?:,\s*\p{L}{3,}){1,5},?\s+(?:and|or|y|e|o|und|oder)\s+\p{L}{3,}(?![\p{L}\d])/gu;
const SUBJECT_BEFORE = /\b(?:i|we|you|he|she|they|yo|ich|wir|er|sie)\s+$/u;
const BARE_LIST_AR = /(?<![\u0621-\u064a])[\u0621-\u064a]{3,}(?:\s+و[\u0621-\u064a]{3,}){2,5}(?![\u0621-\u064a])/gu;
