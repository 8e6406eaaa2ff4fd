/**
 * Concepts that combine (decision 053): the gate's newer kinds are not phrase lists but small
 * vocabularies of ideas (a prescribed medicine, stopping or replacing something, a stated age under 18, a weight
 * goal, another person, doing something secretly...) and rules over which of them a message holds at once. "Stop my
 * sertraline this week" is a medicine + stopping; "I'm 14 and want to lose 10 kg" is an age under 18 + a weight goal;
 * "track my ex's phone without her knowing" is a person + watching + secretly. Each vocabulary is written per language
 * over folded text (fold.ts), with common misspellings and Arabizi (Arabic in Latin letters and digits); a rule needs
 * every concept it names, and look-alikes are cleared by concepts too (remembering to take a medicine is adherence,
 * not stopping it; revenge on a race time is not revenge on a person).
 */
import type { Lexicon } from './lexicon.ts';
import { matchLexicon } from './lexicon.ts';

const has = (concept: Lexicon, folded: string): boolean => matchLexicon(concept, folded).length > 0;

// ---------------------------------------------------------------------------------------------------------------
// Medication changes: a prescribed medicine + stopping, cutting or replacing it, unless it is about taking it.

const MEDICINE: Lexicon = {
  en: [
    /\b(?:medications?|medicines?|meds|pills?|tablets?|prescriptions?|prescribed|dose|dosage)\b/,
    /\b(?:anti-?depressants?|ssris?|snris?|sertraline|zoloft|fluoxetine|prozac|escitalopram|citalopram|lexapro|cipralex|paroxetine|paxil|venlafaxine|effexor|duloxetine|cymbalta|bupropion|wellbutrin|mirtazapine|trazodone|amitriptyline)\b/,
    /\b(?:lithium|quetiapine|seroquel|olanzapine|zyprexa|risperidone|risperdal|aripiprazole|abilify|clozapine|anti-?psychotics?|mood stabili[sz]ers?)\b/,
    /\b(?:lamotrigine|lamictal|levetiracetam|keppra|valproate|depakote|carbamazepine|tegretol|topiramate|anti-?epileptics?|anti-?convulsants?|(?:epilepsy|seizure) (?:meds|medication|pills|drugs?))\b/,
    /\b(?:insulin|metformin|glucophage|gliclazide|glipizide|sulfonylureas?|ozempic|semaglutide|(?:diabetes|diabetic|sugar) (?:meds|medication|medicine|pills|tablets))\b/,
    /\b(?:levothyroxine|synthroid|euthyrox|thyroxine|thyroid (?:meds|medication|medicine|pills|tablets|hormones?))\b/,
    /\b(?:warfarin|coumadin|sintrom|marcumar|apixaban|eliquis|rivaroxaban|xarelto|clopidogrel|plavix|blood ?thinners?|anti-?coagulants?)\b/,
    /\b(?:statins?|atorvastatin|lipitor|simvastatin|lisinopril|ramipril|amlodipine|losartan|beta[- ]?blockers?|metoprolol|bisoprolol|propranolol|diuretics? (?:for|from) my|(?:blood pressure|bp|heart|cholesterol) (?:meds|medication|medicine|pills|tablets))\b/,
    /\b(?:inhalers?|ventolin|salbutamol|albuterol|symbicort|seretide|prednisone|prednisolone|cortisone|hydrocortisone|steroids? for my|methotrexate|immuno-?suppressants?|tacrolimus|antiretrovirals?|hiv meds)\b/,
    /\b(?:ritalin|adderall|methylphenidate|concerta|vyvanse|elvanse|adhd (?:meds|medication|pills)|benzos?|xanax|alprazolam|clonazepam|klonopin|lorazepam|diazepam|valium|psych meds)\b/,
    /\b(?:antibiotics?|amoxicillin|augmentin|azithromycin|doxycycline|ciprofloxacin|(?:course|kur) of antibiotics)\b/,
  ],
  es: [
    /\b(?:medicacion|medicamentos?|medicinas?|pastillas?|pastis|farmacos?|recetad[oa]s?|la dosis|mi dosis|tratamiento)\b/,
    /\b(?:antidepresivos?|sertralina|fluoxetina|escitalopram|citalopram|paroxetina|venlafaxina|duloxetina|bupropion|mirtazapina|litio|quetiapina|olanzapina|risperidona|aripiprazol|antipsicoticos?|estabilizador(?:es)? del animo)\b/,
    /\b(?:antiepilepticos?|anticonvulsivos?|lamotrigina|levetiracetam|valproato|carbamazepina|insulina|metformina|levotiroxina|eutirox|tiroxina|(?:pastillas|medicacion|medicina) (?:de|para) (?:la |el )?(?:tension|presion|tiroides|azucar|diabetes|corazon|colesterol|epilepsia))\b/,
    /\b(?:sintrom|warfarina|anticoagulantes?|estatinas?|enalapril|amlodipino|losartan|betabloqueantes?|inhalador|ventolin|salbutamol|cortisona|corticoides?|prednisona|metotrexato|ansioliticos?|benzodiacepinas?|lorazepam|diazepam|alprazolam)\b/,
  ],
  de: [
    /\b(?:medikament(?:e|en)?|medis|tabletten|pillen|arznei(?:mittel)?|verschrieben(?:e|en)?|dosis|psychopharmaka)\b/,
    /\b(?:antidepressiv(?:a|um)|sertralin|fluoxetin|escitalopram|citalopram|paroxetin|venlafaxin|duloxetin|bupropion|mirtazapin|lithium|quetiapin|olanzapin|risperidon|aripiprazol|neuroleptik(?:a|um)|antipsychotik(?:a|um))\b/,
    /\b(?:antiepileptik(?:a|um)|lamotrigin|levetiracetam|valproat|carbamazepin|insulin|metformin|l-?thyroxin|thyroxin|euthyrox|schilddrusen(?:tabletten|hormone?|medikament(?:e)?)|blutdruck(?:tabletten|mittel|medikament(?:e)?|senker))\b/,
    /\b(?:marcumar|warfarin|blutverdunner|gerinnungshemmer|statine?|betablocker|asthmaspray|inhalator|kortison|cortison|prednisolon|methotrexat|beruhigungsmittel|benzos?)\b/,
  ],
  ar: [
    /(?<![\u0621-\u064a])(?:[وبل]?(?:ال)?)دوا(?:ء|ي|ه|ها)?(?![\u0621-\u064a])|ادويه|ادويتي|العلاج(?! الطبيعي)|علاجي|حبوب|الحبوب|اقراص|برشام|الجرعه|جرعه/,
    /مضاد(?:ات)? (?:ال)?اكتياب|سيرترالين|زولوفت|فلوكستين|بروزاك|سيبرالكس|اسيتالوبرام|الليثيوم|ليثيوم|سيروكويل|كويتيابين|مضاد(?:ات)? الذهان|الفصام|الصرع|لاميكتال|كيبرا|ديباكين/,
    /ستاتين|الستاتين|مضاد حيوي|المضاد الحيوي|انتيبيوتيك|\b(?:antibiotic|antibiotique|statin)\b/,
    /انسولين|الانسولين|ميتفورمين|جلوكوفاج|(?:دوا|دواء|حبوب|ادويه|علاج) (?:ال)?(?:سكر|سكري|ضغط|غده|درقيه|قلب|صرع|ربو|اكتياب)|الثايروكسين|ثايروكسين|الدرقيه|مميع|مميعات|الوارفارين|وارفارين|سينتروم|الكورتيزون|كورتيزون|بخاخ|البخاخ/,
    /\b(?:dawa|dawaa|adweya|7obob|7bob|hobob|7oboob|br4am|bersham|3elag|3ilaj|insulin|el daght|el dagh6|el sokkar|el ghodda)\b/,
  ],
};

const CHANGE: Lexicon = {
  en: [
    /\b(?:(?:cut+(?:ing)?|split+(?:ing)?|break(?:ing)?) (?:\w+ ){0,3}in half|stop+(?:ing|ed|s)?|quit+(?:ing)?|ditch(?:ing)?|drop+(?:ing)?|skip+(?:ing)?|halve|halving|ween|wean(?:ing)?|taper(?:ing)?|cut (?:down|back|out)|cutting (?:down|back|out)|come off|coming off|get off|getting off|go off|going off|give up|giving up|get rid of)\b/,
    /\b(?:reduce|reducing|lower(?:ing)? (?:my|the) (?:dose|dosage)|less of my|no longer take|not take|stop taking|without (?:my|the|any|a) (?:meds|medication|pills|doctor|gp|psychiatrist|prescriber|doc)|cold tur?ke?y|go natural|going natural|natural(?:ly)? instead|instead of|replac(?:e|ing)|swap(?:ping)?|switch(?:ing)? (?:to|from) (?:herbs|natural|supplements)|try (?:life )?without|off (?:my|the) (?:meds|medication|pills))\b/,
    /\b(?:doesn'?t|don'?t|does not|do not|dont) need to know\b/,
  ],
  es: [
    /\b(?:me (?:salto|saltare|voy a saltar) (?:la|las|el|los|mi|mis)|saltarme (?:la|las|el|los|mi|mis)|dejar|dejarla|dejarlo|dejarlas|dejarlos|deja|dejo|suspender|suspenderla|suspenderlo|quitar|quitarme|kitar|kitarme|abandonar|reducir|reducirla|bajar(?:la|le)? (?:la )?dosis|bajarla|sustituir|reemplazar|cambiar(?:la|lo|las|los)? (?:[\w]+ ){0,3}por|en vez de|en lugar de|sin (?:ir al |consultar al |decirle al |avisar al )?(?:medico|doctor|psiquiatra)|cortar|cortarla|olvidarme de|pasarme a|a pelo|de golpe)\b/,
  ],
  de: [
    /\b(?:absetzen|abzusetzen|abgesetzt|weglassen|wegzulassen|aufhoren|aufzuhoren|reduzieren|ersetzen|statt|stattdessen|anstatt|ausschleichen|ohne (?:arzt|arztin|doktor|psychiater|rucksprache)|verzichten|halbieren|runterfahren|schluss mit|cold turkey)\b/,
  ],
  ar: [
    /ابطل|بطل|ابطال|اوقف|اوقاف|وقف|توقف|اتوقف|اترك|اسيب|اقطع|قطع|اقلل|قلل|اخفف|استبدل|بدل|بدالها|بدلها|بدلا|بلاه|بلاها|من غير دكتور|من غير ما|بدون طبيب|بدون دكتور|ما لازم يعرف|مش لازم يعرف/,
    /\b(?:a2ta3|abattal|abatal|abtal|awa2af|awa2f|wa2af|asib|a3tamed 3la|badalha|badal|hawa2af\w*|ha2af\w*|hab2a|hasib\w*|nw9f|nwa9ef|n7bes|nhbes)\b/,
  ],
};

/** Taking a medicine as prescribed (reminders, not forgetting, refills): adherence, not a change. */
const ADHERENCE: Lexicon = {
  en: [
    /\b(?:remember(?:ing)? to take|forget(?:ting)?|forgot|remind(?:er|ers)?|on time|refills?|take my (?:meds|medication|pills|insulin) (?:every|on|regularly|consistently)|stick to my (?:meds|medication))\b/,
  ],
  es: [/\b(?:recordar|acordarme|olvid[oa]|olvidarme de tomar|recordatorio|a tiempo|a la hora)\b/],
  de: [/\b(?:erinner(?:n|ung)|vergesse|vergessen|regelmassig (?:nehmen|einnehmen)|puenktlich|punktlich)\b/],
  ar: [/تذكير|انسى|بنسى|بنسا|في موعده|في مواعيدها|بانتظام/],
};

/**
 * The prescriber leads the change: a doctor's own schedule for tapering or lowering a dose is following the
 * prescription, not changing it ("my psychiatrist gave me a schedule to taper", "mi medica me esta bajando la dosis
 * segun su calendario", "الدكتور قرر يخفف الجرعه").
 */
const PRESCRIBER_LED: Lexicon = {
  en: [
    /\b(?:my |the )?(?:doctor|doc|gp|psychiatrist|prescriber|cardiologist|endocrinologist|neurologist|specialist|nurse)\b[^.]{0,40}\b(?:gave me|put me on|set (?:me )?up|wrote (?:me )?(?:up )?|prescribed|is (?:slowly )?(?:tapering|lowering|reducing|weaning)|(?:has|have) me (?:tapering|on)|decided|wants me to (?:taper|lower|reduce|come off))\b[^.]{0,40}\b(?:schedule|plan|taper|tapering|lower|reduc\w*|dose|wean\w*)/,
    /\b(?:taper(?:ing)?|wean(?:ing)?|reduc(?:e|ing)|lower(?:ing)?)\b[^.]{0,40}\b(?:with|under|following|per|as) (?:my |the )?(?:doctor|gp|psychiatrist|prescriber|specialist)'?s?\b(?! (?:doesn'?t|does not|won'?t|will not|not|without))/,
  ],
  es: [
    /\b(?:mi |el |la )?(?:medic[oa]|doctor[a]?|psiquiatra|cardiolog[oa]|endocrino|neurolog[oa])\b[^.]{0,40}\b(?:me (?:esta|va) (?:bajando|reduciendo|quitando|retirando)|me (?:dio|dejo|hizo|paso) (?:un |una )?(?:calendario|pauta|plan|esquema)|decidio (?:bajar|reducir|quitar))/,
    /\b(?:segun|siguiendo|con) (?:su|la|el) (?:calendario|pauta|plan|esquema)\b|\bsegun (?:me indico|indico|dijo) (?:mi |el |la )?(?:medic[oa]|doctor[a]?|psiquiatra)\b/,
  ],
  de: [
    /\b(?:mein(?:e)? |der |die )?(?:arzt|arztin|hausarzt|hausarztin|psychiater(?:in)?|kardiolog(?:e|in)|neurolog(?:e|in))\b[^.]{0,40}\b(?:schleicht|reduziert|senkt|setzt)\b[^.]{0,30}\b(?:aus|ab|dosis)\b|\b(?:nach|laut) (?:dem )?(?:plan|schema|ausschleichplan) (?:meines|meiner|des|der) (?:arztes|arztin|psychiaters|psychiaterin)\b|\bausschleichplan\b/,
  ],
  ar: [
    /(?:الدكتور|الطبيب|الدكتوره|الطبيبه|دكتوري|طبيبي)[^.]{0,30}(?:قرر|قررت|بيخفف|يخفف|خفف|خففت|عطاني|اعطاني|كتبلي|حطلي|عملي)[^.]{0,30}(?:جدول|خطه|الجرعه|جرعه|تخفيف|للتخفيف)/,
  ],
};

/**
 * Doubling a dose (to make up for a missed one, or for a stronger effect) and taking someone else's prescription
 * are medication changes whatever else the message says, forgetting included.
 */
const DOSE_MISUSE: Lexicon = {
  en: [
    /\b(?:double (?:dose|up|dosing|the dose|my dose)|two (?:pills|tablets|doses) (?:at once|together|today)|take (?:two|2|both) (?:at once|together|today))\b/,
    /\b(?:my |her |his )?(?:sister|brother|friend|mum|mom|mother|dad|father|husband|wife|partner|roommate|flatmate|boyfriend|girlfriend|cousin|coworker|colleague)'?s?\b[^.]{0,30}\b(?:leftover|left over|spare|old|extra)?\s*(?:prescription|pills|meds|medication|tablets|adderall|ritalin|xanax|ozempic|insulin|vyvanse|valium|sleeping pills|injections)\b[^.]{0,40}\b(?:i'?(?:ll|m| will| am)? ?(?:take|use|try|taking|using)|to (?:take|use)|uses? it|with it|on exam)\b/,
    /\b(?:leftover|left over|spare) (?:prescription|pills|meds|adderall|ritalin|xanax|ozempic|vyvanse|valium|injections)\b/,
  ],
  es: [
    /\b(?:dosis doble|doble dosis|(?:dos|2) (?:pastillas|dosis|juntas|de golpe)|me tomo (?:dos|2|las dos) (?:pastillas|pastis|juntas|de golpe|dosis|ibuprofenos?|analgesicos?|calmantes?|paracetamol\w*|nolotil\w*))\b/,
    /\b(?:mi |su )?(?:herman[oa]|amig[oa]|madre|mama|padre|papa|marido|espos[oa]|novi[oa]|prim[oa]|compa(?:nero|nera)?|tia|tio)\b[^.]{0,30}\b(?:me (?:paso|dio|regalo)|le sobra(?:ron)?|sus (?:pastillas|inyecciones|recetas?))\b/,
    /\b(?:pastillas?|clonazepam|lorazepam|diazepam|alprazolam|rivotril|orfidal|adderall|ritalin|elvanse|medicamentos?|medicinas?|receta|insulina|metformina|ozempic|tramadol|pregabalina) (?:\w+ )?de (?:mi|su) (?:madre|mama|padre|papa|herman[oa]|amig[oa]|abuel[oa]|novi[oa]|pareja|compa\w*|tia|tio|prim[oa])\b/,
  ],
  de: [
    /\b(?:doppelte (?:dosis|menge)|dosis verdoppeln|(?:zwei|2) (?:tabletten|pillen) (?:auf einmal|zusammen|gleichzeitig))\b/,
    /\b(?:mein(?:e|em|er)? )?(?:mann|frau|freund(?:in)?|schwester|bruder|mutter|mama|vater|papa|partner(?:in)?|mitbewohner(?:in)?|kolleg(?:e|in))\b[^.]{0,30}\b(?:hat|hatte|gab mir|gibt mir)\b[^.]{0,30}\b(?:tabletten|pillen|medikament\w*|schlaftabletten|spritzen|rezept)\b[^.]{0,50}\b(?:ich nehm\w*|nehme ich|davon)\b/,
  ],
  ar: [
    /جرعتين|جرعه مضاعفه|ضاعف الجرعه|اضاعف الجرعه|حبتين مع بعض|حبتين مره وحده|حبتين سوا/,
    // A medicine word on its own ("دوا", not the "دوا" inside "الدوام", the working day).
    /(?:اختي|اخوي|اخي|صاحبي|صاحبتي|صديقي|صديقتي|امي|ابوي|ابي|زوجي|زوجتي)[^.]{0,30}(?<![\u0621-\u064a])(?:[وبل]?(?:ال)?)(?:حبوب|دوا|دواء|ادويه|ابر|وصفه)(?![\u0621-\u064a])/u,
    /\b(?:dose mrtain|jor3tain|7abbetein)\b/,
  ],
};

/**
 * Managing without starting or adding a medicine ("below 130/85 without pills if I can", "sin más pastillas", "ohne
 * weitere Tabletten"): a goal, not a change to a prescription. Removed before the medication concepts are read, so
 * "stop my lisinopril and manage it without pills" still holds a stopped medicine, while "without my pills" (one the
 * person takes) is left to them.
 */
const NO_NEW_MEDICINE: readonly RegExp[] = [
  /\b(?:without|w\/o) (?:any |more |extra |additional |new |further |starting |needing |taking |going on )?(?:(?:blood pressure|bp|cholesterol|sugar) )?(?:pills|meds|medications?|medicines?|tablets|drugs)\b(?! (?:i take|i'?m on|i was prescribed))/g,
  /\b(?:avoid(?:ing)?|before i (?:need|have to take)|so (?:that )?i (?:don'?t|do not|dont|won'?t|wont) (?:need|have to (?:take|start))|rather not (?:start|take)|don'?t want to (?:start|go on)) (?:any |more )?(?:blood pressure |bp |cholesterol )?(?:pills|meds|medications?|medicines?|tablets|statins?)\b/g,
  /\b(?:drug|medication|medicine|pill)[- ]free\b/g,
  /\bsin (?:tomar |necesitar |necesidad de )?(?:mas |ningun[ao]? |nuev[ao]s? )?(?:pastillas|medicamentos?|medicacion|medicinas?|farmacos)\b/g,
  /\b(?:evitar|no tener que tomar|no empezar(?: con)?) (?:las |los |la )?(?:pastillas|medicamentos?|medicacion|medicinas?)\b/g,
  /\bohne (?:weitere |zusatzliche |noch mehr |neue )?(?:tabletten|medikamente|pillen|medis|blutdrucksenker|arzneimittel)\b|\bmedikamentenfrei\b/g,
  /(?:بدون|من غير|بلا|بدون ما ا?خذ) (?:اي |مزيد من )?(?:ادويه|دواء|دوا|حبوب)(?![\u0621-\u064A])/gu,
];

const withoutNewMedicine = (folded: string): string =>
  NO_NEW_MEDICINE.reduce((current, pattern) => current.replace(pattern, ' '), folded);

/**
 * Whether a message names a medicine and is not about taking it as prescribed (for the classifier's findings). A
 * medicine taken as prescribed, or beside a clinician's go-ahead for the goal (`cleared`), with no word of changing
 * it or of someone else's, is no change (decision 098): "tomo enalapril, el cardiólogo quiere que haga ejercicio".
 */
export function mayChangeMedication(text: string, cleared = false): boolean {
  const folded = withoutNewMedicine(text).replace(KEEP_GOING, ' ').replace(FOOD_CHANGE, ' ');
  if (has(DOSE_MISUSE, folded)) return true;
  if (has(PRESCRIBER_LED, folded) && !has(REPLACEMENT, folded)) return false;
  if (!has(MEDICINE, folded)) return false;
  const changes =
    changeNearMedicine(
      folded,
      (sentence) => has(CHANGE, sentence) || has(MAY_CHANGE, sentence) || has(REPLACEMENT, sentence),
    ) || SOMEONE_ELSES.test(folded);
  if (!changes && (cleared || has(AS_PRESCRIBED, folded) || takenAsRoutine(folded))) return false;
  return !has(ADHERENCE, folded) || has(REPLACEMENT, folded);
}

/**
 * Taking a medicine as a habit, said in the present ("I take metformin with breakfast", "tomo levotiroxina por las
 * mañanas", "ich spritze Insulin", "عم آخد دوا"): with no word of changing it, the goal is planned around it
 * (decision 101).
 */
const takenAsRoutine = (folded: string) => has(TAKES, folded) && ROUTINE.test(folded);
/** When in the day it is taken: what makes "I take X" a routine to plan around. */
const ROUTINE =
  /\b(?:birth control|the pill|contracepti\w*|anticonceptiv\w*|(?:anti)?baby-?pille|mornings?|evenings?|breakfast|dinner|lunch|night|bedtime|daily|every day|before (?:my )?(?:runs?|workouts?|training)|manana|mananas|noche|desayuno|cena|comida|diari\w*|cada dia|morgens|abends|taglich|fruhstuck|mittag\w*|vorher)\b|منع الحمل|الصبح|صبح|بالليل|الليل|يوميا|الفطور|فطور|العشا/;
const TAKES: Lexicon = {
  en: [
    /\bi (?:take|inject|am on)\b|\bi'?m on (?:insulin|metformin|blood thinners|a blood thinner|levothyroxine|thyroxine)\b/,
  ],
  es: [/\b(?:tomo|me (?:pongo|inyecto) (?:la )?insulina|estoy con anticoagulantes)\b/],
  de: [/\b(?:ich nehme|nehme (?:morgens|abends|taglich|jeden)|ich spritze|spritze (?:insulin|mir))\b/],
  ar: [/(?:عم اخد|عم باخد|باخد|بآخد|باخذ|بتناول) (?:دوا|دواء|حبوب|حبه|انسولين|الانسولين)/],
};

/**
 * Changing what one eats ("swapping foods", "cambiar los fritos por verdura", "Süßes ersetzen", "ابدل الحلويات"): the
 * change is of a food, not of a medicine named nearby (decision 117).
 */
const FOOD_CHANGE =
  /\b(?:swap\w*|replac\w*|switch\w*|cut\w*(?: down| back| out)?(?: on)?|cambi\w*|sustitu\w*|reemplaz\w*|quit\w*|ersetz\w*|tausch\w*|austausch\w*)\s+(?:(?:my|the|some|more|less|los|las|el|la|mis|meine?n?|die|das|den)\s+)?(?:foods?|snacks?|sweets|fried \w+|junk(?: food)?|comidas?|fritos|dulces|snacks|essen|lebensmittel|susses|sussigkeiten|snacks)\b|(?:ابدل|بدل|استبدل|اغير|غير) (?:ال)?(?:اكل|حلويات|مقليات|سناكس)/g;

/** Going on without a break ("run a 5k without stopping"): no stopping of anything else. */
const KEEP_GOING =
  /\b(?:without (?:stopping|a break|breaks|walking)|non-?stop|sin parar|sin pararme|ohne (?:pause|anzuhalten|stehenzubleiben|zu stoppen|gehpause)|am stuck)\b|(?:بدون|من غير) (?:توقف|ما (?:اوقف|اقف))/g;

/**
 * Taking a medicine the way it was prescribed, said outright, or said to stay as it is: it works, the dose stays, the
 * prescriber is content with it (decision 117: "on sertraline, doing well and my psychiatrist is happy").
 */
const AS_PRESCRIBED: Lexicon = {
  en: [
    /\b(?:as (?:prescribed|directed|instructed|told)|like (?:i was|i'?m) (?:told|prescribed)|(?:just |exactly )?(?:like|as) (?:my |the )?(?:dr|doc|doctor|gp|prescriber|pharmacist) (?:prescribed|said|told|says)|not changing (?:anything|it|them|the dose)|well[- ]controlled|under control|stable on)\b/,
    /\b(?:doing (?:well|fine|great|good) on (?:it|them|\w+)|(?:psychiatrist|doctor|doc|gp|prescriber|specialist|endocrinologist|cardiologist|neurologist|nurse) (?:is|'?s|are) (?:\w+ )?(?:happy|pleased|content|satisfied)|(?:the |my )?dose (?:stays|is staying|remains|won'?t change)|(?:not|no) (?:going to |planning to )?chang\w* (?:anything|my dose|the dose)|keep(?:ing)? taking|still taking|staying on)\b/,
  ],
  es: [
    /\b(?:como me (?:la |lo |las |los )?(?:recet\w*|mand\w*|indic\w*|dij\w*|pusieron)|tal (?:cual|como) me (?:la |lo |las |los )?(?:recet\w*|mand\w*|indic\w*)|segun (?:la )?receta|bien controlad[oa]|controlad[oa] con)\b/,
    /\b(?:me va bien con|(?:psiquiatra|medic[oa]|doctor[a]?|endocrin[oa]|cardiolog[oa]|neurolog[oa]) (?:esta|sigue) (?:muy )?(?:content[oa]|satisfech[oa])|sigo (?:igual|tomandol[oa]s?)|la dosis (?:se mantiene|sigue igual|no cambia)|(?:sin|no (?:voy a |pienso )?) cambiar (?:nada|la dosis))\b/,
  ],
  de: [
    /\b(?:wie (?:verordnet|verschrieben|vorgeschrieben|besprochen|vom arzt)|gut eingestellt|eingestellt mit|stabil mit)\b/,
    /\b(?:geht (?:es )?(?:mir )?gut (?:damit|mit)|(?:psychiater\w*|arzt|arztin|hausarzt\w*|neurolog\w*|kardiolog\w*) ist (?:\w+ )?zufrieden|dosis bleibt|bleibt (?:so )?wie (?:sie|es|er) ist|andere (?:daran )?nichts|nehme (?:sie|es|ihn|die) weiter)\b/,
  ],
  ar: [
    /زي ما (?:الدكتور|الطبيب|قال|كتب)|حسب (?:وصف|كلام) (?:الدكتور|الطبيب)|كما وصف|متحكم فيه|منتظم/,
    /(?:ما|مش|مو) (?:رح |راح |ح|ه)?(?:ا|ن)?غير (?:شي|اشي|حاجه|فيه|فيها)|(?:الدكتور|الدكتوره|الطبيب|دكتوري) (?:مبسوط|مبسوطه|راضي|مرتاح)/,
  ],
};

/**
 * Changing a medicine in more verb forms than CHANGE holds (that list also makes the rule fire on its own, so it stays
 * narrow): only what the classifier found is confirmed by these.
 */
const MAY_CHANGE: Lexicon = {
  en: [
    /\b(?:switch\w*|swap\w*|halv\w*|in half|half (?:my|the|a) |cut\w* (?:my|the|it|them|down|back|out)|lower\w*|skip\w*|stop\w*|quit\w*|wean\w*|taper\w*|ditch\w*|drop\w*|reduc\w*|less\b|fewer|instead|replac\w*|without|off (?:my|the|it|them)|myself|on my own|by myself|extra|more (?:of|than)(?! \d+ ?(?:km|k|mi|miles?|m|min\w*|hours?)\b)|double\w*|up (?:my|the) dose|increase\w*)\b/,
  ],
  es: [
    /\b(?:dej\w*|suspend\w*|quit\w*|kit\w*|cambi\w*|sustitu\w*|reemplaz\w*|reduc\w*|baj\w* (?:la |mi )?dosis|salt\w*|mitad|sin (?:la|el|las|los|mis|mi)|por mi cuenta|yo sol[oa]|en vez|en lugar|doble|mas (?:de(?! \d+ ?(?:km|k|m|min\w*|horas?|kilometros?)\b)|dosis)|aument\w*)\b/,
  ],
  de: [
    /\b(?:absetz\w*|setz\w* (?:\w+ ){0,3}ab|weglass\w*|lass\w* (?:\w+ ){0,4}weg|ersetz\w*|reduzier\w*|aufhor\w*|hor\w* (?:\w+ ){0,3}auf|ausschleich\w*|halbier\w*|verzicht\w*|statt|ohne (?:das|die|den|mein\w*)|selber|selbst|auf eigene faust|doppelt\w*|mehr (?:davon|als(?! \d+ ?(?:km|k|m|min\w*|stunden|kilometer)\b))|erhoh\w*)\b/,
  ],
  ar: [
    /ابطل|بطل|اوقف|وقف|اتوقف|اترك|سبت|اسيب|اقطع|قطعت|اقلل|قللت|اخفف|خففت|نص الجرعه|نص حبه|استبدل|بدل|من غير|بدون|لوحدي|بنفسي|ازود|زودت|زياده|جرعتين|ضاعف/,
  ],
};

/** A medicine that is someone else's: "my mom's metformin", "her adderall", "de mi hermana", "von meiner Mutter". */
const SOMEONE_ELSES =
  /\b(?:(?:mom|mum|mother|dad|father|sister|brother|friend|roommate|flatmate|partner|wife|husband|boyfriend|girlfriend|grandma|grandpa|cousin|coworker|colleague)'?s|(?:her|his|their) (?:\w+ )?(?:pills|meds|medication|prescription|adderall|ritalin|xanax|insulin|metformin|ozempic|valium)|(?:gave|give|gives|lent|sold|sells) me (?:some of |a few of )?(?:her|his|their|some|a few|a couple)|de mi (?:madre|mama|padre|papa|herman[oa]|amig[oa]|abuel[oa]|novi[oa]|pareja|compa\w*)|me (?:dio|da|paso|pasa|vendio|vende) (?:sus|unas?|algunas?|de sus|las suyas|los suyos)|(?:von|meiner|meines) (?:meiner |meinem )?(?:mutter|mama|vater|papa|schwester|bruders?|freund\w*|oma|opa|partner\w*)|(?:gab|gibt|verkauft) mir (?:seine|ihre|ein paar|welche|etwas von)|(?:bruder|schwester|mutter|vater|freund\w*|mitbewohner\w*|kolleg\w*) (?:hat|hatte|kriegt|bekommt|bekam))\b|(?:حبوب|دوا|علاج|ابر) (?:امي|ابوي|ابويا|اختي|اخوي|صاحبي|صاحبتي|جدتي|زوجي|مراتي)|(?:اداني|اعطاني|عطاني|ادتني|عطتني) (?:من )?(?:حبوب|دوا|علاج|ابر)/;

/** Whether a message states an age or school year under 18 (for the classifier's findings). */
export function statesMinorAge(folded: string): boolean {
  return has(UNDER_18, folded) || UNDER_18_MORE.test(folded) || SCHOOL_OR_CHILD.test(folded);
}

/** Caffeine, sugar, screens: things people "taper" that are not medicines, when nothing else says medicine. */
export function changesMedication(text: string): boolean {
  const folded = withoutNewMedicine(text).replace(KEEP_GOING, ' ').replace(FOOD_CHANGE, ' ');
  if (has(DOSE_MISUSE, folded)) return true;
  if (!changeNearMedicine(folded, (sentence) => has(CHANGE, sentence))) return false;
  if (has(PRESCRIBER_LED, folded) && !has(REPLACEMENT, folded)) return false;
  return !has(ADHERENCE, folded) || has(REPLACEMENT, folded);
}

const SENTENCE_END = /[.!?;\n؟؛]+/u;

/**
 * A change said of the medicine (decision 111): in the sentence that names it, or in the next one when that names
 * nothing else to give up ("I take sertraline. I want to stop it"). "I want to quit smoking. My GP prescribed
 * patches" stops the cigarettes, not the patches.
 */
function changeNearMedicine(folded: string, changes: (sentence: string) => boolean): boolean {
  const sentences = folded.split(SENTENCE_END);
  return sentences.some(
    (sentence, i) =>
      changes(sentence) &&
      (has(MEDICINE, sentence) || (i > 0 && has(MEDICINE, sentences[i - 1]!) && !HABIT_TO_QUIT.test(sentence))),
  );
}
/** What people give up that is not a medicine. */
const HABIT_TO_QUIT =
  /\b(?:smok\w*|cigarett\w*|vap\w*|alcohol|drinking|beer|wine|coffee|caffeine|sugar|soda|rauch\w*|zigarett\w*|alkohol|bier|wein|kaffee|zucker|fumar|cigarr\w*|tabaco|cerveza|vino|cafe|azucar|refrescos?)\b|تدخين|الدخان|سجاير|سجائر|شيشه|ارجيله|كحول|بيره|قهوه|السكر/;

const REPLACEMENT: Lexicon = {
  en: [
    /\b(?:instead of|replac(?:e|ing)|go(?:ing)? natural|herbs?|cold tur?ke?y|without (?:my|the|a) (?:doctor|gp|doc))\b/,
  ],
  es: [/\b(?:en vez de|en lugar de|sustituir|reemplazar|hierbas|natural(?:es)?)\b/],
  de: [/\b(?:statt|stattdessen|ersetzen|krauter|naturlich)\b/],
  ar: [/بدل|استبدل|اعشاب|طبيعي/],
};

// ---------------------------------------------------------------------------------------------------------------
// Minors: a stated age under 18 (or a school year that means one) + a weight goal, dieting, pills or extreme training.

const AGE_NUMBER = String.raw`(?:1[0-7]|[6-9])`;
const UNDER_18: Lexicon = {
  en: [
    new RegExp(
      String.raw`\b(?:i'?m|im|i am|am|aged?|turning|just turned)\s*(?:only |just )?${AGE_NUMBER}\b(?!\s*(?:kg|kgs|kilos?|lbs?|pounds?|%|km|k\b|min|minutes|hours|h\b|weeks?|days?|months?|stone|st\b))`,
    ),
    new RegExp(String.raw`\b${AGE_NUMBER}\s*(?:yo|y\/o|y\.o\.?|yrs? old|years? old|year-old|yr old|year old)\b`),
    /\b(?:i'?m|im|i am)\s*(?:only |just )?(?:eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen)\b/,
    /\b(?:eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen)[- ]years?[- ]old\b/,
    /\b(?:year|yr) (?:[7-9]|1[0-2])\b|\b(?:[6-9]|1[0-2])(?:th|st|nd|rd) grade(?:r)?\b|\b(?:middle school|junior high|high ?school(?:er)?|freshman|sophomore|teen(?:ager)?|my parents (?:won'?t|don'?t|wont|dont) (?:let|know))\b/,
  ],
  es: [
    new RegExp(String.raw`\b(?:tengo|con|de)\s*${AGE_NUMBER}\s*(?:anos|añitos|anitos)\b`),
    new RegExp(String.raw`\btengo\s*${AGE_NUMBER}\b(?!\s*(?:kg|kilos?|semanas|dias|meses|horas|minutos|km|%))`),
    /\b(?:tengo|con) (?:once|doce|trece|catorce|quince|dieciseis|diecisiete)(?: anos)?\b/,
    /\b(?:[1-4]o?|primero|segundo|tercero|cuarto) (?:de (?:la )?)?eso\b|\bde la eso\b|\bsecundaria\b|\b(?:soy|como) (?:un |una )?adolescente\b|\bmis padres no (?:me dejan|saben)\b/,
  ],
  de: [
    new RegExp(
      String.raw`\bich bin\s*(?:erst |gerade )?${AGE_NUMBER}\b(?!\s*(?:kg|kilo|wochen|tage|monate|stunden|km|%))`,
    ),
    new RegExp(String.raw`\b${AGE_NUMBER}\s*(?:jahre alt|jahre|j\.)\b`),
    /\bich bin (?:erst |gerade )?(?:elf|zwolf|dreizehn|vierzehn|funfzehn|sechzehn|siebzehn)\b/,
    /\b(?:[5-9]|1[0-1])\.? klasse\b|\bklasse (?:[5-9]|1[0-1])\b|\b(?:teenager|jugendliche[rn]?)\b|\bmeine eltern (?:erlauben|wissen)\b/,
  ],
  ar: [
    new RegExp(
      String.raw`عمري\s*${AGE_NUMBER}|${AGE_NUMBER}\s*(?:سنه|سنين|عام|عاما|سنوات)|انا\s*${AGE_NUMBER}\b|عندي\s*${AGE_NUMBER}\s*(?:سنه|سنين)`,
    ),
    /عمري (?:احدعش|احدى عشر|اطناشر|اثنا عشر|اتناشر|طلطاشر|ثلاث عشر|تلتاشر|اربعتاشر|اربعطاشر|اربع عشر|خمستاشر|خمسطاشر|خمس عشر|ستاشر|ستطاشر|ست عشر|سبعتاشر|سبعطاشر|سبع عشر)/,
    /الصف (?:السادس|السابع|الثامن|التاسع|العاشر|الحادي عشر)|صف (?:سادس|سابع|ثامن|تاسع|عاشر)|(?:اولي|اولى|تانيه|ثانيه|تالته|ثالثه) (?:ثانوي|اعدادي|متوسط)|مراهق|مراهقه/,
    new RegExp(String.raw`\b(?:3omri|omri|3mri|ana)\s*${AGE_NUMBER}\b|\b${AGE_NUMBER}\s*(?:sana|sneen|sanawat)\b`),
  ],
};

const WEIGHT_GOAL: Lexicon = {
  en: [
    /\b(?:lose|loose|losing|lost|drop+(?:ing)?|shed+(?:ing)?|cut+(?:ing)?|burn(?:ing)?|get rid of) (?:some |the |my |a lot of |more )?(?:weight|pounds|lbs|kilos?|kgs?|fat|belly|stone|\d+\s*(?:kg|kgs|kilos?|lbs?|pounds|stone))\b/,
    /\b(?:diet(?:ing)?|calories|calorie|kcal|fat ?burn(?:er|ers|ing)? (?:pills|tea|supplements?)?|diet pills|slimming|skinny|skinnier|thinner|thigh gap|make weight|cut weight|weight cut|weigh[- ]in|weight class|water cut|laxatives?|detox tea|skip(?:ping)? (?:meals|breakfast|lunch|dinner)|not eat(?:ing)?|stop eating|eat less|starv)/,
    /\b(?:weigh|get (?:down )?to|reach|be) (?:\d{2,3})\s*(?:kg|kgs|kilos?|lbs?|pounds)\b|\btwice a day\b|\btwo-a-days\b|\b2x (?:a|per) day\b/,
  ],
  es: [
    /\b(?:bajar|perder|adelgazar|quitarme|rebajar) (?:de )?(?:peso|kilos?|grasa|barriga|\d+\s*(?:kg|kilos?))\b|\badelgazar\b|\b(?:dieta|calorias|kcal|quemagrasas|quema ?grasa|pastillas para adelgazar|laxantes?|flac[oa]|mas delgad[oa]|dar el peso|hacer peso|saltarme (?:comidas|el desayuno|la cena)|no comer|dejar de comer|comer menos|ayuno|dos veces al dia)\b/,
  ],
  de: [
    /\b(?:abnehmen|abzunehmen|abspecken|gewicht (?:verlieren|machen|reduzieren)|\d+\s*(?:kg|kilo) (?:runter|weg|abnehmen|verlieren)|diat|kalorien|kcal|fatburner|fettverbrenn\w*|schlankheits\w*|abfuhrmittel|dunn(?:er)?|schlank(?:er)?|thigh gap|mahlzeiten (?:auslassen|skippen)|nichts (?:mehr )?essen|nix (?:mehr )?essen|weniger essen|hungern|fasten|zweimal (?:am|pro) tag)\b/,
  ],
  ar: [
    /انقاص|انزل (?:وزن|\d+)|انزل|حميه|افقد (?:من )?وزن|لافقد وزن|وزني|اخسر|خساره|تخسيس|رجيم|دايت|ريجيم|سعرات|سعره|حرق (?:ال)?دهون|حبوب (?:تنحيف|تخسيس)|تنحيف|نحيف|نحيفه|ملين|ملينات|ما اكل|ماكل|ماكلش|بطل اكل|صيام|مرتين (?:في|ب)اليوم|كيلو|كغ/,
    /\b(?:da2iet|dayet|regeem|rejeem|a5sar|akhsar|anzel|nzel wazn|wazni|kilo)\b/,
  ],
};

/** More ways to say an age or a school year under 18, and a weight or body goal, than the lists above. */
const UNDER_18_MORE =
  /\b(?:daughter|son|kid|child|teen|hija|hijo|tochter|sohn)\b (?:is |tiene |ist )?(?:1[0-7]|[6-9])\b|^\s*(?:1[0-7]|[6-9]) (?:anos|und|y\b|jahre|and|n\b|&)|\b(?:soy|como) (?:un |una )?[a-z]+ de (?:1[0-7]|[6-9])\b(?! (?:kg|kilos?|km|semanas|dias|meses|horas|minutos|%))|\b(?:ich|bin|tochter|sohn) \((?:1[0-7]|[6-9])\)|من العمر\s*(?:1[0-7]|[6-9])|\b(?:3andi|andi) (?:1[0-7]|[6-9]) ?(?:3am|sana)|(?:بنتي|ابني|بنتى) (?:عمرها|عمره)? ?(?:1[0-7]|[6-9])|(?:عشر|احد عشر|اثنا عشر|ثلاثه عشر|اربعه عشر|خمسه عشر|سته عشر|سبعه عشر|ثلاث عشر|اربع عشر|خمس عشر|ست عشر|سبع عشر)\s*(?:عام|عاما|سنه)|^\s*(?:1[0-7]|[6-9])\s*(?:m|f|w|male|female|boy|girl|yo)\b|\b(?:i'?m|im|i am) (?:1[0-7]|[6-9])(?: and| n|,)|\b(?:tngo|cumplo|cumpli)\s*(?:1[0-7]|[6-9])\b|\b(?:ich|bin)\s*(?:1[0-7]|[6-9])\b(?!\s*(?:kg|kilo|wochen|tage|monate|stunden|km|%|uhr|mal|x))|\bbin (?:erst |gerade )?(?:elf|zwolf|dreizehn|vierzehn|funfzehn|sechzehn|siebzehn)\b|\b(?:juvenil|cadete|infantil)\b|بصف|في صف/;
const WEIGHT_GOAL_MORE =
  /\b(?:thin for|be thin|flat (?:belly|stomach|tummy)|delgad[oa]s?|wiege|klasse bis \d+ ?kg|\d{3,4} ?cal\b)|\b(?:loose|lose) wei?ght|\bwieght\b|\blose \d+ ?% of\b|\bbody ?fat\b|\bbodyfat\b|\bketo\b|\bcals\b|\bribs\b|\bcollarbones\b|\b(?:say|says|call|calls) (?:i'?m|im|me) (?:fat|chubby)\b|\bi'?m (?:so )?fat\b|\b(?:2|two) a day\b|\bdejar (?:de|d) comer\b|\bmanana y tarde\b|\bbajada de peso\b|\bbajar (?:\w+ )?categorias?\b|\b\d+ kilos? menos\b|\bcostillas\b|\bme dicen gord[oa]\b|\bgord[oa]\b|\babnehm\w*|\bcrash ?diat\b|\bdie dicke\b|\bzu dick\b|\bbauch\b.{0,40}\bweg\b|\brippen\b|انحف|عضامي|عظامي|اتركها|اترك (?:ال)?وجب|اقلل (?:ال)?اكل|سمينه|تخينه/;

/**
 * School years in more ways ("3ro de secu", "in die 9.", "بأول ثانوي") and a young child's age said by a parent ("my
 * 7-year-old", "mi hija de 9").
 */
const SCHOOL_OR_CHILD =
  /\b(?:[1-3](?:ro|do|er|o|st|nd|rd|th)?|primero|segundo|tercero) (?:de |of )?(?:secu|secundaria|prepa|bachi(?:llerato)?|eso|high school|middle school)\b|\b(?:in die|in der|komm(?:e)? in die) (?:[5-9]|1[0-2])\.?(?= |$|[.,])|\b(?:my|our|mi|nuestr[oa]|mein(?:e|er)?) (?:\w+ )?(?:[2-9]|1[0-7])[- ](?:year[- ]old|yo|anos|jahrige\w*|jahriger?)\b|\b(?:mi|mein(?:e|er)?) (?:hij[oa]|nin[oa]|sohn|tochter|kind) (?:de|ist|tiene) (?:[2-9]|1[0-7])\b|(?:با?ول|بتاني|بثاني|بثالث|اول|ثاني|تاني|ثالث|تالت) (?:ثانوي|متوسط|اعدادي|اعداد)/;

/** Pills, powders and drugs that promise weight or muscle, which no one under 18 should take. */
const BODY_DRUGS =
  /\b(?:fat ?burn\w*|diet pills|clen\w*|clenbuterol|prohormon\w*|sarms?|steroids?|anaboli\w*|test(?:osterone)? (?:boost\w*|cycle)|quemadores?(?: de grasa)?|pastillas para adelgazar|anabolic\w*|esteroides?|prohormonas?|fatburner\w*|steroide?|anabolika|prohormone?|clen|البروهورمونات|بروهورمون|حبوب (?:تنحيف|تخسيس)|حارق(?:ات)? (?:ال)?دهون|ستيرويد|منشطات|هرمونات)\b|(?:البروهورمونات|بروهورمون|ستيرويد|منشطات|حارق دهون|حارقات دهون)/;

/** Training a growing body hard: twice a day, every day, a competition cut, meals replaced by shakes. */
const EXTREME_TRAINING =
  /\b(?:twice a day|two-a-days|2x (?:a|per) day|zweimal (?:am tag|taglich|pro tag)|jeden tag zweimal|dos veces al dia|doble sesion|hard cut|harten cut|cut(?:ting)? phase|shakes? (?:instead of|statt|en vez de) (?:meals?|lunch|dinner|mittagessen|abendessen|comida|cena)|(?:proteinshakes?|shakes?) statt\b)|مرتين (?:باليوم|في اليوم|يوميا)/;

export function isMinorWeightGoal(folded: string): boolean {
  const minor = has(UNDER_18, folded) || UNDER_18_MORE.test(folded) || SCHOOL_OR_CHILD.test(folded);
  if (!minor) return false;
  return (
    has(WEIGHT_GOAL, folded) ||
    WEIGHT_GOAL_MORE.test(folded) ||
    BODY_DRUGS.test(folded) ||
    EXTREME_TRAINING.test(folded)
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Harm to others and unlawful goals.

const OTHER_PERSON: Lexicon = {
  en: [
    /\b(?:my )?ex(?:-?(?:girlfriend|boyfriend|wife|husband|gf|bf|partner))?(?:'?s)?\b|\b(?:girlfriend|boyfriend|gf|bf|wife|husband|spouse|partner|fiance|fiancee|roommate|room ?mate|flatmate|housemate|co-?worker|colleague|boss|manager|neighbou?r|teacher|landlord|stepdad|stepmom|stepfather|stepmother|(?:sister|brother|mother|father)-in-law|crush|classmate|employee|tenant|friend|buddy|cousin|sister|brother|people|customers|strangers)(?:s|es)?(?:'?s|s')?\b|\b(?:someone|somebody|some ?one|this (?:girl|guy|woman|man|person)|a (?:girl|guy|woman|man) i|a guy|a girl)\b/,
    /\b(?:him|her|them|his|their|hers|theirs|he|she|they)\b/,
  ],
  es: [
    /\b(?:mi ex|ex novi[oa]|novi[oa]s?|pareja|espos[oa]|mujer|marido|companer[oa]s?|compi|jefe|jefa|vecin[oa]s?|profe(?:sor[a]?)?|casero|suegr[oa]|cunad[oa]|amig[oa]s?|herman[oa]|prim[oa]|alguien|gente|clientes|una chica|un chico|esa chica|ese chico|ese tipo|esa tipa)\b|\b(?:ella|ellos|ellas|le|les)\b/,
  ],
  de: [
    /\b(?:meine[nmr]? ex|mein ex|ex-?freundin|ex-?freund|ex|freundin|freund(?:es)?|partner(?:in)?|frau|mann(?:es)?|ehemann|ehefrau|mitbewohner(?:in)?|kolleg(?:e|in|en)|chef(?:in|s)?|nachbar(?:in|n|s)?|lehrer(?:in)?|vermieter(?:in)?|schwager|schwagerin|schwiegermutter|bruder|schwester|leute|kunden|jemand(?:en|em)?|fremde[nr]?|diese[rnm]? (?:typ|frau|mann|person))\b|\b(?:ihn|ihr|ihm|sie|er|seine[nmrs]?|ihre[nmrs]?)\b/,
  ],
  ar: [
    /طليقتي|طليقي|طليقته|الاكس|اكسي|حبيبتي|حبيبي|مراتي|زوجتي|زوجي|جوزي|زوج اختي|خطيبتي|خطيبي|زميلي|زميلتي|زميل|مديري|مديرتي|المدير|جاري|جارتي|الجيران|جيراني|شريك|شريكي|شريكتي|حد|شخص|واحد|واحده|البنت|الولد|صاحبي|صاحبتي|خويي|خوي|صديقي|صديقتي|رفيقي|اخوي|اختي|الناس|اللي ساكن معايا|شريك السكن|منه|منها|منهم|عليه|عليها|له|لها/,
    /\b(?:el ex|ex|mrati|merati|gozi|zawgi|zawgti|7abibti|habibti|zamili|modiri|gari|7ad)\b/,
  ],
};

const COVERT: Lexicon = {
  en: [
    /\b(?:secret(?:ly)?|without (?:him|her|them|anyone|anybody|my \w+|their|his) (?:knowing|noticing|finding out|knowledge|consent|permission|seeing)|behind (?:his|her|their|my \w+'?s?) back|undetect(?:ed|able)|won'?t (?:notice|know|find out)|doesn'?t (?:know|notice)|never (?:know|notice|find out)|covert(?:ly)?|sneak(?:y|ily)?|hidden|hide (?:it|the) from|without (?:being )?(?:seen|caught|detected)|(?:not|never|without) get(?:ting)? caught|so (?:she|he|they|nobody|no ?one) (?:dont|doesn'?t|does not|won'?t|wont|can'?t|never) (?:find out|know|notice|see)|(?:nobody|no ?one) (?:notices|will notice|finds out|will know)|(?:he|she|they) (?:must|should|can) ?not know|must not know|wouldn'?t show up|won'?t show up)\b/,
  ],
  es: [
    /\b(?:en secreto|a escondidas|sin que (?:se entere|lo sepa|sepa|se de cuenta|me pillen|nadie)|sin su (?:permiso|consentimiento)|a sus espaldas|oculto|oculta|sin que lo note|sin q (?:se entere|sepa|lo sepa|se de cuenta)|sin que se note|que no se note|sin que nadie (?:lo )?(?:sepa|note)|sin que me pillen|sin que me (?:cojan|atrapen)|de incognito)\b/,
  ],
  de: [
    /\b(?:heimlich|ohne (?:dass|das) (?:sie|er|es|jemand) (?:es )?(?:merkt|weiss|mitbekommt)|ohne (?:ihr|sein) (?:wissen|einverstandnis)|hinter (?:ihrem|seinem) rucken|unbemerkt|versteckt|verdeckt|ohne erwischt zu werden|ohne dass (?:sie|er|es|jemand|die \w+|der \w+) (?:es )?(?:merkt|merken|weiss|wissen|mitbekommt)|nicht merken|nich merkt|nicht merkt)\b/,
  ],
  ar: [
    /من غير ما (?:ي|ت)?(?:عرف|حس|ياخد باله|تاخد بالها|يحس|تحس|يدري|تدري)|بدون ما (?:ي|ت)?(?:عرف|حس|دري)|بدون علمه|بدون علمها|من وراه|من وراها|بالسر|سرا|خفيه|بالخفا|في السر|دون علم|دون ان (?:ت|ي)?(?:علم|عرف|دري)|ومحد يدري|محد يدري|ما حد يدري|محدش يعرف|محدش ياخد باله/,
    /\b(?:men gher ma|mn ghir ma|bdoun ma|bel ser|fel sir)\b/,
  ],
};

const WATCH: Lexicon = {
  en: [
    /\bread (?:[\w']+ ){0,3}(?:messages|texts|chats|dms|emails?|whatsapps?|conversations)\b/,
    /\b(?:track(?:ing|er)?|trace|follow(?:ing)?|monitor(?:ing)?|spy(?:ing)?|stalk(?:ing)?|watch(?:ing)? (?:him|her|them)|find out where|know where (?:she|he|they) (?:is|are|goes|go)|(?:her|his|their) (?:location|whereabouts|gps)|gps tracker|air ?tags?|tile tracker|read (?:his|her|their) (?:messages|texts|chats|dms|emails?|whatsapp)|see (?:who|what) (?:she|he|they) (?:texts?|messages?|dms?|talks? to|chats? with)|listen to (?:her|his|their) calls|(?:her|his|their) (?:messages|texts|chats|dms|phone|whatsapp|snap|instagram|location)|keep tabs on|where (?:she|he|they) (?:is|goes|go|are)|gps (?:tracker|traker|tracking)|tracking (?:app|device)|spy app|spyware|hidden camera|put a (?:tracker|camera|mic))\b/,
  ],
  es: [
    /\bleer (?:\w+ ){0,3}(?:mensajes|chats|whatsapps?|correos|conversaciones)\b/,
    /\b(?:rastrear|localizar|seguir(?:la|le|lo)?|vigilar(?:la|le|lo)?|espiar(?:la|le|lo)?|controlar(?:la|le|lo)? (?:el movil|el celular|donde)|ubicacion|gps|localizador|leer sus (?:mensajes|chats|whatsapps?|correos)|ver (?:con quien|a quien) (?:habla|escribe)|donde (?:esta|va|anda|se mete)|rastreador|su (?:movil|celular|celu|telefono|whatsapp|instagram)|celu de|app espia|camara oculta)\b/,
  ],
  de: [
    /\b(?:lese|lesen|mitlesen|checken)\b.{0,40}\b(?:nachrichten|chats?|whatsapps?|mails|sms)\b|\b(?:nachrichten|chats?|whatsapps?|mails|sms)\b.{0,40}\b(?:lesen|mitlesen|checken)\b/,
    /\b(?:orten|tracken|verfolgen|uberwachen|ausspionieren|spionieren|beobachten|standort|gps|peilsender|air ?tags?|ihre? (?:nachrichten|chats|whatsapp|handy|mails) (?:lesen|mitlesen|checken)|mitlesen|wo (?:sie|er|meine [\w-]+|mein [\w-]+) (?:gerade )?(?:ist|hingeht)|chats? (?:von|meiner|meines) \w+ (?:lesen|mitlesen)|spy[- ]?app|spionage-?app|versteckte kamera)\b/,
  ],
  ar: [
    /اتتبع|تتبع|اراقب|مراقبه|اتجسس|تجسس|موقعه|موقعها|مكانه|مكانها|مكان (?:طليقتي|طليقي|زوجتي|زوجي|مراتي|جوزي|حبيبتي|خطيبتي)|لوكيشن|جي بي اس|gps|اقرا (?:ال)?(?:رسايل|رسائل|محادثات|شات)|رسايلها|رسايله|رسايل|محادثاته|محادثاتها|واتساب(?:ه|ها)|موبايله|موبايلها|تليفونه|تليفونها|جواله|جوالها/,
    /\b(?:at3aqab|atjasas|a3raf makanha|a3raf makano|ara2eb|location)\b/,
  ],
};

const ACCOUNT_BREAK_IN: Lexicon = {
  en: [
    /\b(?:hack(?:ing)?|get (?:in)?to|break (?:in)?to|log ?in(?:to)? (?:to )?|access|crack(?:ing)?|guess(?:ing)?|steal(?:ing)?|get|find out|figure out|reset|read|see) (?:into )?(?:my )?(?:[\w']+ ){0,2}(?:email |e-mail |gmail |instagram |facebook |snapchat |whatsapp )?(?:account|accounts|acount|acc|password|passwords|passcode|phone|iphone|laptop|computer|email|e-mail|gmail|icloud|instagram|insta|facebook|fb|snapchat|whatsapp|tiktok|twitter|wifi|wi-fi|login|credentials)s?\b/,
    /\b(?:account|password|passcode|phone|email|instagram|facebook|snapchat|whatsapp|icloud|laptop)s? (?:of|from) (?:my |a |the )?\w+/,
  ],
  es: [
    /\b(?:hackear|entrar (?:a|en)|acceder a|meterme en|sacar|averiguar|robar|adivinar|descifrar) (?:la |el |su |sus |a su )?(?:cuenta|contrasena|contraseña|clave|movil|celular|telefono|correo|instagram|insta|facebook|whatsapp|snapchat|icloud|portatil|ordenador|wifi)\b/,
  ],
  de: [
    /\b(?:hacken|einloggen|reinkommen|reinzukommen|zugang|zugriff|knacken|rausfinden|herausfinden|klauen|stehlen|erraten)\b.{0,40}\b(?:konto|account|passwort|passworter|kennwort|pin|handy|laptop|rechner|mail|e-mail|instagram|insta|facebook|whatsapp|snapchat|icloud|wlan)\b|\b(?:konto|account|passwort|passworter|kennwort|handy|instagram|facebook|whatsapp|snapchat)\b.{0,40}\b(?:hacken|knacken|reinkommen|reinzukommen|einloggen|klauen|rausfinden)\b/,
  ],
  ar: [
    /(?:اهكر|اخترق|هكر|ادخل على|افتح|اسرق|اعرف|اجيب) (?:ال)?(?:حساب|باسورد|كلمه سر|كلمه السر|الباسورد|ايميل|انستا|انستجرام|فيس|فيسبوك|واتس|واتساب|سناب|موبايل|تليفون|جوال|لابتوب)/,
    /\b(?:ahaker|a5tera2|akhtere2|hack|a3raf el password|password)\b/,
  ],
};

/** Malware, stealing credentials or cards, phishing others: unlawful whatever the target. */
const MALWARE: Lexicon = {
  en: [
    /\b(?:keylog+er|key log+er|ransomware|spyware|stalkerware|trojan|botnet|rootkit|rat (?:malware|tool)|remote access trojan|credential (?:stealer|harvest\w*)|info ?stealer|ddos(?:ing)? (?:a|the|his|her|their|my)|carding|card skimm\w*|skimmer|cc dumps|fullz)\b/,
    /\b(?:phishing (?:page|site|website|email|emails|kit|link|campaign)|fake login (?:page|site)|clone (?:a|the) (?:bank|login) (?:page|site)|steal (?:passwords|credentials|logins|credit cards?|card (?:details|numbers)|bank details|identities|someone'?s identity)|(?:write|code|build|make|create|develop|spread|deploy|plant) (?:a |some )?(?:virus|malware|worm)|(?:copy|clone|fake|replica|lookalike) of (?:a |the |my |some )?(?:\w+'?s? )?(?:login|log-in|sign-?in|bank) (?:page|site|website|portal)|so (?:they|people|victims) (?:type|enter|put) (?:in )?their (?:details|password|passwords|card|pin|login))\b/,
  ],
  es: [
    /\b(?:keylogger|ransomware|spyware|troyano|botnet|pagina de phishing|phishing para|pagina falsa del banco|robar (?:contrasenas|contraseñas|tarjetas|datos (?:de tarjetas|bancarios)|cuentas|identidades)|(?:hacer|crear|programar|escribir) (?:un )?(?:virus|malware))\b/,
  ],
  de: [
    /\b(?:keylogger|ransomware|spyware|trojaner|botnetz|botnet|phishing-?(?:seite|mail|mails|page|kit)|gefalschte login-?seite|(?:passworter|kreditkarten|kartendaten|zugangsdaten|bankdaten) (?:klauen|stehlen|abgreifen|abfischen)|(?:virus|malware|schadsoftware) (?:schreiben|bauen|programmieren|verbreiten))\b/,
  ],
  ar: [
    /كي لوجر|كيلوجر|فيروس (?:يسرق|يسجل)|برنامج تجسس|رانسوم|صفحه (?:فيشينج|تصيد|مزيفه)|تصيد|اسرق (?:باسوردات|كلمات السر|بطاقات|فيزا|كروت)|سرقه (?:حسابات|باسوردات|بطاقات)/,
    /\b(?:keylogger|ransomware|phishing)\b/,
  ],
};

/** Studying or defending against attacks (a certification, a lab, awareness): the subject, not the act. */
const DEFENSIVE: Lexicon = {
  en: [
    /\b(?:ethical|certification|certified|cert|exam|oscp|ceh|security\+|comptia|cissp|ctf|capture the flag|home ?lab|my own lab|pentest(?:ing)? (?:lab|course|cert)|course|analyst|analysis|defend|defen[cs]e|protect|detect(?:ion|ing)?|awareness|recogni[sz]e|spot|avoid|prevent|blue team|soc)\b/,
  ],
  es: [
    /\b(?:etico|certificacion|examen|curso|laboratorio|proteger|defender|detectar|evitar|concienciacion|analista)\b/,
  ],
  de: [/\b(?:ethisch|zertifizierung|prufung|kurs|labor|schutzen|abwehren|erkennen|vermeiden|awareness|analyst)\b/],
  ar: [/اخلاقي|شهاده|امتحان|كورس|دوره|احمي|حمايه|اكتشاف|تجنب|توعيه/],
};

const FORGE: Lexicon = {
  en: [
    /\b(?:forg(?:e|ing|ed)|fak(?:e|ing)|counterfeit|falsif(?:y|ying|ied)|photoshop(?:ping)?|doctor(?:ed|ing)|replica|novelty)\b.{0,40}\b(?:ids?|id card|passports?|driver'?s licen[cs]e|licen[cs]e|diplomas?|degrees?|certificates?|transcripts?|doctor'?s note|sick note|medical note|prescriptions?|pay ?slips?|paystubs?|bank statements?|signatures?|documents?|visas?|residence permit|money|bills|banknotes|notes|reviews|invoices?|receipts?|covid pass|vaccination (?:card|record))\b/,
    /\b(?:fake|forged|counterfeit) (?:id|ids|passport|diploma|degree|doctor'?s note|prescription|money|documents?)\b/,
  ],
  es: [
    /\b(?:falsificar|falsifico|falsificado|falsa|falso|trucar|photoshopear)\b.{0,40}\b(?:dni|pasaporte|carnet|licencia|titulo|diploma|certificado|receta|justificante|baja medica|nomina|firma|documentos?|billetes|resenas|facturas)\b|\b(?:dni|pasaporte|titulo|receta|justificante|nomina|firma|billetes) falsos?\b/,
  ],
  de: [
    /\b(?:falschen|gefalscht\w*|fake|nachmachen|faken)\b.{0,40}\b(?:ausweis|pass|personalausweis|fuhrerschein|zeugnis|diplom|abschluss|attest|krankschreibung|rezept|gehaltsabrechnung|lohnzettel|unterschrift|dokumente?|geld|geldscheine|bewertungen|rechnungen)\b|\b(?:ausweis|pass|zeugnis|diplom|attest|krankschreibung|rezept|unterschrift|gehaltsabrechnung)\b.{0,30}\b(?:falschen|faken|nachmachen)\b/,
  ],
  ar: [/تزوير|ازور|زور|مزور|مزوره|مضروب|مضروبه|فيك|وهمي|وهميه/],
};

const FORGE_OBJECT_AR: Lexicon = {
  ar: [
    /هويه|بطاقه|جواز|باسبور|رخصه|شهاده|شهادات|روشته|وصفه|تقرير طبي|اجازه مرضيه|توقيع|امضا|مستند|ورق|فلوس|عمله|كشف حساب|مفردات مرتب/,
  ],
};

const FRAUD: Lexicon = {
  en: [
    /\b(?:scam(?:ming)? (?:people|old|elderly|someone|grandmas?|customers|tourists|my)|con (?:people|old people|someone)|launder(?:ing)? (?:money|cash)|money laundering|insurance fraud|tax fraud|evade (?:taxes|tax)|commit fraud|embezzl\w*|shoplift\w*|steal (?:from|money|a car|cars|his|her|their)|rob (?:a|the|someone|my)|pickpocket\w*|(?:sell|selling|deal|dealing|push|pushing) (?:drugs|weed|coke|cocaine|pills|molly|meth)|(?:buy|get) (?:drugs|weed|coke|cocaine) to (?:sell|resell|flip)|drug deal\w*|ponzi|pyramid scheme|stolen (?:credit )?cards?|stolen (?:card|credit card) (?:numbers|details|data)|cloned cards|fake (?:shop|store|webshop)|(?:move|take|transfer|skim|siphon) (?:a little |some |small amounts |money )?(?:money )?from (?:each|their|his|her|other people'?s?|the) (?:account|accounts|bank)|take (?:the )?(?:money|payments?|deposits?) and (?:never|not|don'?t) (?:deliver|ship|send))\b/,
  ],
  es: [
    /\b(?:estafar|estafa (?:a|para)|timar|blanquear (?:dinero|pasta)|blanqueo|robar (?:a|en|dinero|un coche)|hurtar|vender (?:droga|drogas|hierba|coca|maria|pastillas)|trapichear|menudeo|fraude (?:al seguro|fiscal)|evadir impuestos|tarjetas (?:clonadas|robadas)|clonar tarjetas|tienda falsa)\b/,
  ],
  de: [
    /\b(?:betrugen|betrug (?:an|bei)|abzocken|uber den tisch ziehen|geldwasche|geld waschen|klauen|stehlen|ausrauben|drogen (?:verkaufen|dealen|vertickern)|dealen|vertickern|versicherungsbetrug|steuerhinterziehung|steuern hinterziehen|fremde kreditkarten\w*|gestohlene kreditkarten\w*|fake-?shop|nix liefern|nichts liefern|nicht liefern)\b/,
  ],
  ar: [
    /انصب على|نصب على|نصبه|احتيال|احتال|غسيل (?:ال)?اموال|اغسل (?:ال)?فلوس|اسرق|سرقه|ابيع (?:مخدرات|حشيش|حبوب|بودره)|اتاجر (?:في|ب)(?:ال)?مخدرات|تجاره (?:ال)?مخدرات|اتهرب من الضرايب|فيزا مسروقه|بطاقات مسروقه|كروت مسروقه/,
    /\b(?:anseb|asra2|asre2|abi3 mo5adarat|mokhadarat|hashish)\b/,
  ],
};

/** "Steal the show", "steal a base", protecting someone from scams: not theft. */
const NOT_THEFT: Lexicon = {
  en: [
    /\b(?:steal(?:ing)? (?:the show|a base|bases|the spotlight|hearts?)|protect\w* (?:\w+ )?(?:from|against) (?:scams?|fraud)|avoid(?:ing)? scams|spot(?:ting)? scams|fraud (?:detection|analyst|prevention))\b/,
  ],
  es: [/\b(?:robar (?:el show|protagonismo|corazones)|proteger\w* de (?:estafas|fraudes)|evitar estafas)\b/],
  de: [/\b(?:die show stehlen|schutzen vor (?:betrug|abzocke)|betrug erkennen)\b/],
  ar: [/اسرق الاضواء|احمي .{0,20}من النصب/],
};

const HARASS: Lexicon = {
  en: [
    /\b(?:make|making) (?:him|her|them|my \w+|this \w+|\w+) (?:life )?(?:miserable|suffer|cry|quit|pay|regret|hell)\b|\bmake (?:his|her|their|my \w+'?s?) (?:life|days?|work ?life) (?:a )?(?:living )?(?:miserable|hell|nightmare)\b/,
    /\b(?:get|getting) (?:him|her|them|my \w+|this \w+) (?:fired|kicked out|expelled|evicted|arrested|deported|in trouble)\b|\bruin (?:his|her|their|my \w+'?s?) (?:life|reputation|career|marriage|relationship|business)\b/,
    /\b(?:revenge|get back at|payback|pay (?:him|her|them) back|humiliate|harass(?:ing)?|bull(?:y|ying)|doxx?(?:ing)?|intimidat(?:e|es|ing|ion)|spread(?:ing)? (?:rumou?rs|lies)|lie about (?:him|her|them)|post (?:his|her|their) (?:nudes|address|photos)|revenge porn|leak (?:his|her|their) (?:nudes|photos|pics)|threaten(?:ing)? (?:him|her|them|my)|(?:invent|make up|fabricate|fake)\w* (?:some |a few )?(?:complaints?|evidence|stories|accusations|reports?|lies)|(?:he|she|they) (?:gets?|get|will get) fired|want (?:him|her|them) gone)\b/,
  ],
  es: [
    /\b(?:vengarme|venganza|hacerle la vida imposible|amargarle la vida|arruinarle la vida|que (?:lo|la) (?:despidan|echen)|humillar(?:la|le|lo)?|acosar(?:la|le|lo)?|hacerle bullying|difundir (?:rumores|mentiras)|publicar sus fotos|amenazar(?:la|le|lo)?|hacerle sufrir|inventar(?:le)? (?:algo|quejas|pruebas|mentiras)|que le (?:despidan|echen))\b/,
  ],
  de: [
    /\b(?:rache|racheplan|rachen|heimzahlen|fertigmachen|fertig machen|das leben zur holle|rausekeln|rausmobben|mobben|blossstellen|demutigen|geruchte (?:verbreiten|streuen)|lugen (?:uber|verbreiten)|feuern lassen|gefeuert|rausschmeissen lassen|bedrohen|einschuchtern|nacktbilder|(?:was|etwas|beschwerden|lugen) (?:erfinden|ausdenken|anhangen))\b/,
  ],
  ar: [
    /انتقم|انتقام|اخد حقي منه|اخد حقي منها|ادمر حياته|ادمر حياتها|حياته جحيم|حياتها جحيم|افضح|افضحه|افضحها|اطرده|يطردوه|يطردوها|اتحرش|اهدد|اشوه سمعه|اشوه صورته|انشر صورها|انشر صوره|اكرهه في حياته|الفق|تلفيق|يترفد|يتطرد|امشيه|حياه [^ ]+ جحيم|جحيما/,
    /\b(?:antaqem|ente2am|afda7|afda7o|afda7ha)\b/,
  ],
};

/** Words of revenge that need a person to be harm ("revenge on my old marathon time" is a goal). */
const REVENGE_ONLY =
  /^(?:(?!make|ruin|fired|humiliat|harass|bull|doxx|rumou?r|nudes|threat|gefeuert|mobben|acosar|humillar|افضح|اهدد|جحيم).)*$/;

/** Revenge on a race time, a bug, an old record: not on a person. */
const NOT_A_PERSON: Lexicon = {
  en: [
    /\b(?:revenge (?:on|against) (?:my|the|last) (?:old |last )?(?:time|pr|pb|record|race|marathon|5k|10k|score|exam|test)|revenge tour|payback (?:on|for) (?:my|the) (?:loan|debt|student loans?))\b/,
  ],
  es: [/\bvenganza (?:contra|de) (?:mi|el) (?:tiempo|marca|record|examen)\b/],
  de: [/\brache (?:an|fur) (?:meiner|meine|die) (?:zeit|bestzeit|prufung)\b/],
  ar: [/انتقم من (?:رقمي|وقتي|زمني|الامتحان|رقم)/],
};

const VIOLENCE: Lexicon = {
  en: [
    /\b(?:make|build|3d ?print|assemble|craft|buy|get) (?:a |an |my own |some )?(?:gun|firearm|ghost gun|pipe bomb|bomb|explosives?|ied|molotov|silencer|suppressor|napalm|poison|nerve agent|untraceable \w+)\b/,
    /\b(?:hurt|beat (?:up)?|attack|stab|shoot|kill|murder|strangle|poison|drug|run over|burn|punch|break (?:his|her) (?:legs?|arms?|nose))\b (?:him|her|them|my (?:ex|wife|husband|dad|father|mom|mother|brother|sister|neighbou?r|boss|coworker|colleague|roommate|teacher|stepdad)|someone|somebody|that (?:guy|girl|man|woman|kid)|his|her|their)\b/,
    /\b(?:set fire to|burn down|torch|vandali[sz]e|key) (?:his|her|their|my \w+'?s?|the neighbou?r'?s?|someone'?s) (?:house|car|home|flat|apartment|shop|store|garage)\b|\barson\b|\bput something in (?:his|her|their) (?:drink|food|coffee)\b/,
  ],
  es: [
    /\b(?:fabricar(?:me)?|hacer(?:me)?|construir(?:me)?|imprimir(?:me)?) (?:una |un )?(?:pistola|arma|bomba|explosivo|molotov|silenciador)\b|\b(?:envenenar(?:le|la|lo)?|apunalar(?:le|la|lo)?|matar(?:le|la|lo)|pegarle|golpear(?:le|la|lo)|atropellar(?:le|la|lo)?|darle una paliza|hacerle dano)\b|\b(?:matar|envenenar|golpear) a (?:mi|su|esa|ese|alguien|ella)\b/,
    /\b(?:quemar|incendiar|rayar) (?:su|la|el) (?:casa|coche|carro|tienda)\b|\bponer(?:le)? algo en (?:su|la) (?:bebida|comida)\b/,
  ],
  de: [
    /\b(?:bombe|sprengsatz|molotow\w*|schalldampfer|waffe|pistole)\b.{0,20}\b(?:bauen|basteln|drucken|herstellen|besorgen)\b|\b(?:vergiften|verprugeln|zusammenschlagen|abstechen|umbringen|erschiessen|uberfahren)\b/,
    /\b(?:haus|auto|wagen|wohnung|laden)\b.{0,40}\b(?:anzunden|abfackeln|abbrennen|zerkratzen|in brand stecken)\b|\betwas in (?:sein|ihr) (?:getrank|essen)\b/,
  ],
  ar: [
    /اصنع (?:قنبله|سلاح|مسدس|متفجرات)|قنبله|متفجرات|اسمم|اسممه|اسممها|سم (?:في|ل)|اضربه|اضربها|اعوره|اعورها|اقتله|اقتلها|اقتل|اطعنه|احرق (?:بيته|بيتها|عربيته|عربيتها|سيارته|سيارتها)|اولع في/,
    /\b(?:ad2arbo|a2tolo|asmemo|a7ra2 bito)\b/,
  ],
};

/** Killing weeds or germs, shooting photos or hoops, burning calories: not violence. */
const NOT_VIOLENCE: Lexicon = {
  en: [
    /\b(?:kill(?:ing)? (?:weeds|germs|bacteria|pests|it|time|the game)|shoot(?:ing)? (?:photos|pictures|video|film|hoops|baskets|free throws|a (?:video|film|wedding))|burn(?:ing)? (?:calories|fat|off)|poison[- ]free|drug[- ]free|attack (?:the day|my goals)|self[- ]defen[cs]e)\b/,
  ],
  es: [/\b(?:matar (?:malas hierbas|el tiempo|bichos)|quemar (?:calorias|grasa)|defensa personal|sin veneno)\b/],
  de: [/\b(?:unkraut|kalorien verbrennen|fett verbrennen|selbstverteidigung|giftfrei)\b/],
  ar: [/الحشايش|الحشرات|حرق (?:ال)?سعرات|حرق (?:ال)?دهون|دفاع عن النفس/],
};

/** Forging words and documents, in any language and mixed ("DNI fake", "شهادة جامعية fake"). */
const FORGING =
  /\b(?:forg(?:e|ing|ed)|fake|faked|counterfeit|falsif\w*|photoshop\w*|falsch(?:e|en|t)?|gefalscht\w*|falschen|nachmachen|falso|falsa|falsos|falsas|trucad[oa]|never attended|didn'?t attend|hold up in (?:a )?background checks?|pass (?:a )?background checks?|look(?:s)? real|aussehend|echt aussieht|que parezca (?:real|original))\b|تزوير|ازور|زور|مزور|مزوره|مضروب|مضروبه|فيك|وهمي|وهميه|تبين حقيقيه|تبان حقيقيه/;
const DOCUMENT =
  /\b(?:ids?|id card|passports?|driver'?s licen[cs]e|diplomas?|degrees?|certificates?|transcripts?|doctor'?s note|sick note|medical note|prescriptions?|pay ?slips?|paystubs?|bank statements?|signatures?|visas?|residence permit|banknotes|invoices?|covid pass|vaccination (?:card|record)|dni|pasaporte|carnet|titulo|diploma|certificado|receta|justificante|baja medica|nomina|firma|billetes|ausweis|personalausweis|reisepass|fuhrerschein|zeugnis|abi ?zeugnis|abitur|diplom|attest|krankschreibung|krankenschein|rezept|gehaltsabrechnung|lohnzettel|unterschrift|geldscheine)\b|هويه|بطاقه شخصيه|جواز|باسبور|رخصه|شهاده|شهادات|روشته|وصفه طبيه|تقرير طبي|اجازه مرضيه|توقيع|امضا|كشف حساب|مفردات مرتب/;

/** Selling drugs: a drug and a trade, wherever they stand in the message. */
const DRUG =
  /\b(?:drugs|weed|coke|cocaine|crack|pills|molly|mdma|ecstasy|xtc|meth|heroin|ketamine|lsd|shrooms|tramadol|xanax|oxy|oxycodone|fentanyl|droga|drogas|cocaina|coca|maria|hierba|porros|pastis|extasis|drogen|gras|koks|kokain|pillen|teile|ecstasy)\b|مخدرات|حشيش|بودره|ترامادول|كوكايين|حبوب مخدره|ابتر|hashish|mo5adarat/;
/** Selling one's used things on a classifieds site: "30 Teile auf Kleinanzeigen" are pieces, not pills (decision 117). */
const SECOND_HAND =
  /\b(?:kleinanzeigen|ebay|vinted|wallapop|marketplace|willhaben|olx|depop|flohmarkt|rastro|mercadillo|segunda mano|second[- ]hand|garage sale|yard sale|car boot|gebraucht\w*)\b|حراج|دوبيزل|مستعمل/;
const TRADE =
  /\b(?:sell|selling|resell|reselling|flip|flipping|deal|dealing|push|pushing|distribute|in bulk|wholesale|business plan|vender|venderla|venderlas|venderlos|revender|revenderla|trapichear|menudeo|al por mayor|negocio|verkaufen|weiterverkaufen|verticken|weiterverticken|dealen|in grossen mengen|businessplan)\b|ابيع|ابيعه|ابيعها|بيع|اتاجر|تجاره|بالجمله|اوزع/;

/** Something slipped into someone's food or drink to make them ill, unnoticed. */
const SLIP_IN =
  /\b(?:slip|put|mix|add|sneak|spike)\w* (?:\w+ ){0,3}(?:in|into|to)\b|\b(?:echar(?:le)?|poner(?:le)?|meter(?:le)?) (?:\w+ ){0,3}en\b|\b(?:reinmischen|reintun|reinmachen|untermischen|reinkippen)\b|احط (?:له|لها|في)|احطله|احطلها|حط له|ارش له/;
const FOOD =
  /\b(?:coffee|tea|drink|food|meal|soup|water bottle|comida|bebida|cafe|te|agua|kaffee|tee|getrank|essen|suppe)\b|الاكل|بالاكل|اكله|الشاي|القهوه|مشروب|العصير/;
const ILL =
  /\b(?:sick|ill|poison\w*|wouldn'?t show|won'?t show|not show up|malo|enferm\w*|veneno|no se note|krank|vergift\w*|kotzen)\b|يتعب|يمرض|تتعب|تمرض|سم\b|محد يدري/;

/** Finding where someone lives (or their real name, their family) to publish it: doxxing. */
const DOX =
  /\b(?:find|found|get|track down|dig up|look up|encontrar|averiguar|sacar|buscar|rausfinden|herausfinden|finden)\b[^.]{0,40}\b(?:address|home|where (?:he|she|they) lives?|real name|phone number|direccion|domicilio|donde vive|nombre real|adresse|wohnort|wo (?:er|sie) wohnt|klarnamen)\b[^.]{0,60}\b(?:post|publish|share|leak|expose|publicar\w*|compartir\w*|exponer\w*|filtrar\w*|posten|veroffentlich\w*|teilen|leaken)\b|(?:اعرف|اجيب|اوصل ل|ادور على|الاقي)[^.]{0,30}(?:عنوان|بيت|ساكن|رقم)[^.]{0,60}(?:انشر|نشر|افضح|اشهر)|\b(?:a3raf|ageeb|ala2y)\b[^.]{0,30}\b(?:3enwan|3nwan|beto|sakn)\b[^.]{0,60}\b(?:anshro|ansher|afda7|nashr)\b/;

export function harmsOthers(folded: string): boolean {
  if (DOX.test(folded)) return true;
  if (SLIP_IN.test(folded) && FOOD.test(folded) && (ILL.test(folded) || has(COVERT, folded))) return true;
  if (DOCUMENT.test(folded) && FORGING.test(folded)) return true;
  if (
    DRUG.test(folded) &&
    TRADE.test(folded) &&
    !/\bdrug[- ]free\b|\bpharmac/.test(folded) &&
    !SECOND_HAND.test(folded)
  )
    return true;
  const other = has(OTHER_PERSON, folded);
  if (has(WATCH, folded) && other && (has(COVERT, folded) || has(ACCOUNT_BREAK_IN, folded) || stalks(folded))) {
    return true;
  }
  if (has(ACCOUNT_BREAK_IN, folded) && other && !ownAccount(folded)) return true;
  if (has(MALWARE, folded) && !(has(DEFENSIVE, folded) && !other)) return true;
  if (has(FORGE, folded) && (!/[\u0600-\u06ff]/.test(folded) || has(FORGE_OBJECT_AR, folded))) return true;
  if (has(FRAUD, folded) && !has(NOT_THEFT, folded)) return true;
  if (has(HARASS, folded) && !has(NOT_A_PERSON, folded) && (other || !REVENGE_ONLY.test(folded))) return true;
  return has(VIOLENCE, folded) && !has(NOT_VIOLENCE, folded) && !has(FICTION_OR_STUDY, folded);
}

/** Following someone's movements is stalking even when it is not said to be secret. */
function stalks(folded: string): boolean {
  return /\bstalk|\b(?:her|his|their) (?:location|whereabouts)|\bwhere (?:she|he) (?:is|goes)|ubicacion de (?:mi|su)|wo (?:sie|er) (?:ist|hingeht)|موقعها|موقعه|مكانها|مكانه/.test(
    folded,
  );
}

function ownAccount(folded: string): boolean {
  return /\bmy own (?:account|password|phone|email)|\b(?:forgot|lost|locked out of) my (?:account|password|phone|email)|\bmi propia cuenta|\bmein eigenes? (?:konto|passwort|handy)|حسابي انا/.test(
    folded,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Abuse aimed at the agent.

const AT_AGENT = String.raw`(?:you|u|ya|youre|you'?re|ur|this (?:app|bot|thing|ai|shit|crap)|stupid (?:app|bot|ai|machine)|dumb (?:app|bot|ai))`;
const INSULT = String.raw`(?:stupid\w*|useless|idiot\w*|dumb\w*|moron\w*|worst|trash|garbage|crap(?:py)?|shit(?:ty)?|worthless|pathetic|retard(?:ed)?|suck|sucks|joke|clown|loser|piece of (?:shit|crap|junk|garbage|trash)|waste of (?:space|time|money)|brainless|incompetent|bitch|bastard|asshole|dick)`;
const ABUSIVE: Lexicon = {
  en: [
    new RegExp(
      String.raw`\b${AT_AGENT}\b(?: are| r| is)?(?: (?:so|such|a|an|the|fucking|fuckin|fkn|fking|effing|freaking|bloody|damn|goddamn|completely|totally|the most|absolute|absolutely|really|utterly|literally|very|one|dumb|stupid|useless))*\s*${INSULT}\b`,
    ),
    /\b(?:talking|talk|chatting|speaking) (?:to|with) (?:you|u|this (?:bot|app|thing)) is like\b|\b(?:whoever|who ever|the (?:idiot|moron|person|people) (?:who|that)) (?:built|made|coded|programmed|designed|wrote) (?:you|u|this (?:bot|app))\b/,
    /\b(?:fuck|f\*ck|f\*\*k|fck|screw) (?:you|u|off|this|ya)\b|\bstfu\b|\bshut (?:the fuck )?up\b|\bgo to hell\b|\bgo die\b|\bi (?:will|'?ll|am going to|gonna) (?:destroy|smash|delete|hack|kill|break) (?:you|u)\b|\byou'?re (?:a )?(?:bot|machine) (?:for )?(?:idiots|morons)\b/,
  ],
  es: [
    /\b(?:eres|sos|es|vaya|que|q) (?:un |una |muy |tan |mas |la |el |bot |app |ia )*(?:inutil|estupid[oa]|idiota|tont[oa]|basura|mierda|pendej[oa]|imbecil|ridicul[oa]|patetic[oa]|porqueria|cutre|retrasad[oa]|gilipollas|tarad[oa]|burr[oa])\b/,
    /\b(?:hablar|conversar|chatear) contigo es como\b|\b(?:quien|el que) te (?:programo|hizo|creo)\b/,
    /\b(?:vete a la mierda|callate|jodete|que te jodan|maldita app|maldito bot|puto bot|puta app|app de mierda|bot de mierda|cabron|hijo de puta|me cago en)\b/,
  ],
  de: [
    /\bdu (?:bist )?(?:so |total |voll |echt |einfach |ein |eine |der |die |das |dummer |dumme |nutzloser |nutzlose )*(?:dumm|nutzlos|blod|bescheuert|behindert|idiot|versager|mull|scheiss|dreck|witz|lachhaft|unfahig|vollidiot|depp|trottel|hirnlos|schrott|haufen)\w*/,
    /\b(?:mit dir (?:zu )?(?:reden|sprechen|schreiben)) ist wie\b|\bgeh (?:sterben|sterb)\b|\bwer (?:hat )?dich (?:programmiert|gebaut|gemacht)\b/,
    /\b(?:halt die (?:klappe|fresse|schnauze)|fick dich|verpiss dich|scheiss (?:app|bot|ding|ki)|dumme[rs]? (?:app|bot|ki|maschine)|arschloch|vollidiot|hurensohn|leck mich)\b/,
  ],
  ar: [
    /يا (?:غبي|حمار|تافه|زباله|زفت|كلب|حيوان|فاشل|متخلف|غبيه|حماره|اهبل|عبيط|خرا|وسخ)|(?:انت|انتي|انتا|هالبوت|البوت ده|البرنامج ده|التطبيق ده) (?:[^ ]+ )?(?:غبي|حمار|تافه|زباله|فاشل|متخلف|ولا حاجه|ما تفهم|ما بتفهم|مبتفهمش|عديم الفايده|ملوش لازمه)|اخرس|انطم|اسكت يا|يا خبل|يلعن (?:ابوك|امك|دينك|شكلك|ال|ها)|تفو عليك|كس امك|من برمجك|اللي برمجك|الكلام معاك زي|الكلام معك مثل/,
    /\b(?:ya (?:7mar|hmar|ghabi|8abi|kalb|7ayawan|fashel)|enta (?:ghabi|7mar|fashel)|kos omak|ya3n|e5ras|ekhras)\b/,
  ],
};

/**
 * Writing fiction about crime, or studying for a licence or a course that handles weapons or attacks (a hunting
 * licence, a firearms safety course, a security certification): the dark words belong to the story or the syllabus.
 */
const FICTION_OR_STUDY: Lexicon = {
  en: [
    /\b(?:writing|write|finish(?:ing)?|draft(?:ing)?|outlin(?:e|ing)|plot(?:ting)?) (?:a |my |the |an )?(?:crime |murder |mystery |thriller |detective |horror |fantasy |first |debut )?(?:novel|book|story|short story|screenplay|script|thriller|mystery|manuscript|whodunit|play|comic|fanfic)\b|\b(?:crime|murder|mystery|thriller|detective) (?:novel|book|story|fiction|writer|podcast)\b/,
    /\b(?:hunting|hunter'?s|firearms?|gun) (?:licen[cs]e|permit|safety course|safety class|course|exam|test)\b|\b(?:oscp|ceh|oswe|comptia|security\+|pentest\+|ethical hacking|bug bounty|ctf|capture the flag)\b/,
  ],
  es: [
    /\b(?:escrib\w*|termin\w*) (?:una |mi |la )?(?:novela|historia|cuento|guion|libro|obra)\b|\bnovela (?:negra|policiaca|de misterio|de crimen)\b/,
    /\b(?:licencia|permiso|examen|curso) de (?:caza|armas)\b|\bhacking etico\b/,
  ],
  de: [
    /\b(?:krimi|thriller|roman|kurzgeschichte|drehbuch|manuskript|kriminalroman)\b/,
    /\b(?:jagdschein|jagerprufung|waffensachkunde|waffenschein|ethical hacking)\b/,
  ],
  ar: [
    /(?:اكتب|بكتب|كتابه|اكمل|انهي) (?:ال)?(?:روايه|قصه|سيناريو|مسرحيه)|روايه (?:بوليسيه|جريمه|رعب)|رخصه (?:ال)?صيد|اختبار (?:ال)?صيد|اختراق اخلاقي/,
  ],
};

/** Whether the message is about a story being written, or a licence or course being studied for. */
export function isFictionOrStudy(folded: string): boolean {
  return has(FICTION_OR_STUDY, folded);
}

export function abusesAgent(folded: string): boolean {
  return has(ABUSIVE, folded);
}

/**
 * An insult the person says of themselves ("I'm useless at budgeting", "أنا فاشل في الكلام", "soy un desastre con el
 * dinero"): their own words about a skill, not abuse of the agent (decision 117). Removed before abuse is confirmed.
 */
const OWN_INSULT: readonly RegExp[] = [
  /\bi(?:'?m| am) (?:so |such |a |an |really |totally |completely |just |pretty |kinda |the )*(?:useless|hopeless|terrible|stupid|dumb|idiot|failure|loser|trash|garbage|pathetic|awful|rubbish|crap|bad)\b/g,
  /\b(?:soy|me siento) (?:un |una |muy |tan |super |lo mas )*(?:inutil|desastre|tont[oa]|estupid[oa]|idiota|pesim[oa]|malisim[oa]|negad[oa]|torpe|fracasad[oa])\b/g,
  /\bich (?:bin|fuhl mich|fuhle mich) (?:so |total |echt |voll |einfach |ein |eine |so ein |so eine |der |die )*(?:nutzlos|dumm|blod|unfahig|versager|idiot|loser|schlecht|mies|unbegabt|hoffnungslos)\w*/g,
  /(?:انا|حاسس اني|حاسه اني) (?:\S+ )?(?:فاشل|فاشله|غبي|غبيه|حمار|حماره|تافه|زفت)/g,
];

/** The message without the insults the person says of themselves. */
export function withoutOwnInsults(folded: string): string {
  return OWN_INSULT.reduce((current, pattern) => current.replace(pattern, ' '), folded);
}
