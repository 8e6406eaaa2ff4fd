/**
 * The piece of work a project plan is about, in the person's own words (decision 094): "fantasy novel", "PhD
 * thesis", "habit tracking app", "TFG", "Masterarbeit", "رسالة ماجستير". Compound names are tried before single
 * nouns, and in English up to two words before the noun that describe it ("board game prototype" keeps "board game").
 */
const WORKS: readonly string[] = [
  // Compounds first, so "board game" wins over "game" and "web app" over "app".
  'board game',
  'card game',
  'video game',
  'graphic novel',
  'picture book',
  'photo book',
  'short film',
  'short story collection',
  'case studies',
  'research paper',
  'grant application',
  'grant proposal',
  'business plan',
  'final project',
  'capstone project',
  'web app',
  'online shop',
  'online store',
  'página web',
  'tienda online',
  'tienda en línea',
  'trabajo de fin de grado',
  'trabajo final',
  'رسالة ماجستير',
  'رسالة الماجستير',
  'رسالة دكتوراه',
  'رسالة الدكتوراه',
  'مشروع تخرج',
  'مشروع التخرج',
  'فيلم قصير',
  // Single nouns.
  'thesis',
  'dissertation',
  'novel',
  'novella',
  'manuscript',
  'memoir',
  'cookbook',
  'screenplay',
  'zine',
  'comic',
  'app',
  'mvp',
  'website',
  'prototype',
  'portfolio',
  'ep',
  'album',
  'mixtape',
  'podcast',
  'documentary',
  'quilt',
  'dress',
  'costume',
  'garden',
  'book',
  'tesis',
  'tfg',
  'tfm',
  'novela',
  'manuscrito',
  'libro',
  'aplicación',
  'web',
  'juego',
  'prototipo',
  'disco',
  'álbum',
  'portafolio',
  'cortometraje',
  'documental',
  'huerto',
  'huerta',
  'vestido',
  'bachelorarbeit',
  'masterarbeit',
  'doktorarbeit',
  'abschlussarbeit',
  'roman',
  'manuskript',
  'buch',
  'webseite',
  'homepage',
  'onlineshop',
  'brettspiel',
  'spiel',
  'prototyp',
  'kurzfilm',
  'hochbeet',
  'gemüsegarten',
  'kleid',
  'أطروحة',
  'اطروحة',
  'رواية',
  'كتاب',
  'تطبيق',
  'موقع',
  'متجر',
  'لعبة',
  'بودكاست',
  'ألبوم',
  'حديقة',
  'فستان',
];

/** Words that never describe the work ("my", "first", "a", verbs of making). */
const NOT_DESCRIBING = new Set(
  (
    'a an the my our his her their its this that these those of for to in on at with and or but so my own first new ' +
    'whole full complete entire finished final proper real actual little big small whole i want need write writing ' +
    'build building make making finish finishing create creating start starting launch launching ship get have got ' +
    'do doing done publish release record recording design designing sew sewing plant planting code coding ' +
    'un una unos unas el la los las mi mis tu tus su sus de del para con por que quiero terminar acabar hacer ' +
    'escribir crear montar mein meine meinen meiner meinem ein eine einen einer einem die der das den dem des ich ' +
    'will möchte muss schreiben fertig machen bauen für und mit zu'
  ).split(' '),
);

const LETTER = /^[\p{L}][\p{L}'-]*$/u;

/** The first piece of work `text` names, with the words that describe it, or null. */
export function pieceOfWork(text: string): string | null {
  const lower = text.toLowerCase();
  // The work named first in the text; at the same place the longer name ("board game" over "board").
  let best: { at: number; work: string } | null = null;
  for (const work of WORKS) {
    const at = findWord(lower, work);
    if (at >= 0 && (!best || at < best.at || (at === best.at && work.length > best.work.length))) best = { at, work };
  }
  if (best) {
    const { at, work } = best;
    const noun = text.slice(at, at + work.length);
    if (/[\u0600-\u06FF]/u.test(work)) return noun;
    const before = text.slice(0, at).trimEnd().split(/\s+/u).slice(-2);
    const describing: string[] = [];
    for (const word of before.reverse()) {
      if (!LETTER.test(word) || word.length < 3 || NOT_DESCRIBING.has(word.toLowerCase())) break;
      describing.unshift(word);
    }
    return [...describing, noun].join(' ');
  }
  return null;
}

const ARABIC = /[\u0600-\u06FF]/u;
const ARABIC_PREFIX = /(?:^|[^\p{L}\p{N}])(?:[وفب]?ال|[وف]?[بل]|لل|[وف])$/u;

/** Where `phrase` stands in `text` as whole words (letters on neither side), or -1. */
function findWord(text: string, phrase: string): number {
  let from = 0;
  for (;;) {
    const at = text.indexOf(phrase, from);
    if (at < 0) return -1;
    const before = text[at - 1] ?? ' ';
    const after = text[at + phrase.length] ?? ' ';
    // An Arabic word takes "ال", "و", "ب", "ل" before it ("الحديقة", "بالمتجر"; decision 118).
    const prefixed = ARABIC.test(phrase) && ARABIC_PREFIX.test(text.slice(Math.max(0, at - 4), at));
    if ((prefixed || !/[\p{L}\p{N}]/u.test(before)) && !/[\p{L}\p{N}]/u.test(after)) return at;
    from = at + 1;
  }
}
