/**
 * Health-risk signals as concepts that combine (decision 053), beside the phrase lexicons of
 * lexicon.ts: the same kinds (distress, eating disorders, red flags, training through pain, extreme fasting) said in
 * words no list foresaw. A pain word + a body part + going on anyway is training through pain; "only" + a liquid + a
 * number of days is a fast; a goal weight with a height below a healthy BMI is an eating-disorder sign. Patterns are
 * over folded text (fold.ts) and cover English, Arabic (with Arabizi), Spanish and German together, since people mix
 * them. When a signal is uncertain the gate errs on the careful side: a caution costs a question, a miss costs more.
 */

// ---------------------------------------------------------------------------------------------------------------
// Distress said indirectly: a burden, better off without me, affairs in order before I'm gone, not waking up.

const DISTRESS_SIGNALS: readonly RegExp[] = [
  /\bhow many (?:of )?(?:my |these |the )?pills (?:it )?would (?:it )?take\b|\b(?:already )?decided (?:i'?m|i am|you'?re|to be) done\b|\bcut+(?:ing)? myself\b|\bwon'?t be needing (?:any of )?(?:it|them|anything)\b|\bnot be here anymore\b|\bdisappear for good\b/,
  /\bsi yo no (?:estuviera|existiera)\b|\bno despertarme\b|\bya no (?:las|los|la|lo) voy a nece?s+itar\b|\bdesaparecer y (?:q|que) nadie\b|\bohne mich besser dran\b|\bverabschied\w*\b.{0,40}\b(?:unauffallig|von allen)\b|\beinfach verschwinden\b/,
  /hayerta7|tertaa7 menni|يرتاحوا مني|mesh mawgouda?|مش موجوده?|khalles kel shi|اودع من احب|معنى للاستمرار|لم اعد ارى/,
  /\b(?:i'?m|i am|im|being|feel like|feeling like|been) (?:just |such |only |a )*(?:a )?burden\b|\bburden (?:on|to) (?:everyone|everybody|my|them|the)\b/,
  /\b(?:better off|manage fine|be fine|be happier|be easier|easier) without me\b|\bwithout me (?:they|everyone|everybody)\b/,
  /\b(?:before|when|after|once) i'?m (?:gone|not here|no longer (?:here|around))\b|\bafter i (?:go|leave) for good\b|\btill it'?s (?:over|all over)\b|\buntil it'?s (?:over|all over)\b/,
  /\bgive (?:away|my \w+ away) .{0,60}\b(?:won'?t|will not|wont|don'?t|dont) (?:be )?need(?:ing)? (?:them|it|anything)\b|\b(?:won'?t|will not|wont) (?:be )?need(?:ing)? (?:them|it|these|my \w+) (?:anymore|much longer|soon)\b/,
  /\bgive (?:away|my [^.]{0,40} away)\b[^.]{0,80}\b(?:nobody|no one|no-one) (?:has|will have|needs?) to (?:deal|sort|worry)\b|\bso (?:nobody|no one) has to deal with (?:it|anything|my stuff)\b/,
  /\bcut(?:ting)? (?:again )?(?:to cope|when i'?m (?:sad|stressed|upset|overwhelmed)|to feel (?:better|something))\b|\b(?:started|been|am|i'?m) cutting again\b[^.]{0,40}\b(?:cope|stress|sad|hurt|feel)\w*/,
  /\b(?:goodbye|farewell) (?:letters?|notes?|messages?)\b|\bsay (?:goodbye|my goodbyes) to (?:everyone|everybody|all|my family)\b/,
  /\b(?:nothing|it) (?:is|'?s) (?:ever )?(?:going|gonna) to get better\b|\bnever (?:going|gonna) get better\b|\bwhat'?s (?:even )?the point\b/,
  /\b(?:sleep|go to sleep) and (?:never|not) wake up\b|\bnot wake up\b/,
  /\b(?:carga|un estorbo) para (?:todos|mi familia|los demas)\b|\bsoy (?:una |un )?(?:carga|estorbo)\b|\b(?:estarian|estaran|vivirian) mejor sin mi\b/,
  /\bcuando ya no (?:este|estoy)\b|\bno (?:las|los|la|lo) voy a necesitar\b|\bdespedirme (?:bien )?de (?:todos|la gente|mi familia)\b|\bcartas de despedida\b/,
  /\bcansad[oa]\w* de vivir\b|\bno quiero despertar\b|\bdormir y no despertar\b/,
  /\b(?:nur )?eine last\b|\bzur last fallen\b|\b(?:leichter|besser) ohne mich\b|\bwenn ich nicht mehr da bin\b|\bbrauch(?:e)? ich (?:bald )?(?:eh |sowieso )?nicht mehr\b|\bvon allen (?:zu )?verabschieden\b|\babschiedsbriefe?\b/,
  /\b(?:ritz(?:e|en)? mich|mich ritzen|ritzen|narben verstecken)\b|\bcut(?:ting)? myself\b|\bhide (?:my|the) (?:scars|cuts)\b|\bocultar (?:las|mis) (?:cicatrices|cortes)\b|\bcortarme\b/,
  // Self-harm by other means and in other grammar: burning, cutting "my arm with a razor", separable German verbs.
  /\b(?:burn(?:ing)?|burnt|scratch(?:ing)?|hit(?:ting)?) myself\b|\bme (?:quemo|corto|rajo) (?:las|los|la|el) (?:piernas|brazos|munecas|piel|mano|brazo)\b|\bmich (?:selbst )?(?:umzubringen|zu verletzen|zu ritzen)\b|\bmir das leben zu nehmen\b|\bnich?t? mehr aufwach\w*|\bmich (?:selbst )?verbrenn\w*/,
  /(?:اجرح|بجرح|اقطع|بقطع|احرق|بحرق|اضرب|بضرب) (?:في )?(?:يدي|ايدي|يديني|دراعي|ذراعي|جسمي|رجلي|رجليني|نفسي)|(?:بالموس|بالشفره|بالشفرة|بالسكين|بالولاعه)[^.]{0,30}(?:يدي|ايدي|جسمي|رجلي|نفسي)/,
  /\b(?:mesh|msh|mish|ma|mo|mush) (?:3ayez|3ayza|3awez|bade|badde|baddi|abi|abghi) (?:as7a|ase7a|a3ish|a3eesh|a3eeesh|a3eesh tany|akamel|3ayesh)\b|\b(?:zah2t|zeh2t|ta3bt|t3bt|mallet|malet) (?:men|mn) (?:kol|kul) (?:7aga|shi|she|7aja|el7aya|eldonya)\b/,
  /عب(?:ء|ي|ئ)? على|عالة على|هيرتاحو|حيرتاحو|سيرتاحون|يرتاحوا (?:مني|لو)|احسن من غيري|احسن بدوني|بعد رحيلي|بعد موتي|بعد ما امشي|لو مشيت (?:خالص|للابد)|ما عاد (?:رح )?احتاجها|مش هحتاجها|مش (?:ه|ح)حتاجهم|رسائل وداع|رسايل وداع|اودع الكل|انام (?:وما|ومصحاش|ومااصحاش|وما اصحى)|تعبت من (?:كل حاجه|الحياه|كل شي|العيشه)|مليت من الحياه|نفسي اموت|بدي موت|وصيتي/,
];

export function distressSignals(folded: string): boolean {
  return DISTRESS_SIGNALS.some((pattern) => pattern.test(folded));
}

// ---------------------------------------------------------------------------------------------------------------
// Eating-disorder signs: purging, restriction with body hatred, pro-ana words, a goal weight below a healthy BMI.

const ED_SIGNALS: readonly RegExp[] = [
  /\b(?:b?[ae]?stafr[ae][8g]\w*|[ae]stafra[8g]\w*|btstafr[ae][8g]\w*|araga3\w*|arage3\w*|ratte3\w*)\b|استفرغ|بستفرغ|ارجع الاكل|اطرش|اتقيا/,
  /\blaxi?a?tiv\w*|\b(?:make|making) (?:my \w+|them|everyone|people) think i (?:ate|eat|have eaten)\b|\bpush(?:ing)? (?:my )?food around\b|\bexcus\w* (?:to|para|for) (?:skip|saltar\w*|not eat)\w*|\bnicht checkt\b.{0,40}\bessen\b|\bnichts esse\b/,
  // "ارجع" before playing or training is going back to it ("عايز أرجع ألعب"), not bringing food up (decision 117).
  /\b(?:binge\w*|fressanf\w*|atracon\w*)\b.{0,80}\b(?:make up for|to compensate|ausgleich\w*|compensar|treadmill|hours|stunden|horas|fasting|fasten|ayuno|starv\w*|purge|vomit\w*|kotz\w*)|nakol bzaf|كميات كبيره.{0,60}(?:اعاقب|صيام|مدر)|اعاقب نفسي|sb3i f fommi|ارجع(?! (?:العب|لعب|اجري|اتمرن|اروح|امشي|اركض|اسبح|اشتغل|الجيم|التمرين|الملعب|للجيم|للتمرين|للملعب|للرياضه))\S*.{0,30}(?:محدش|من غير ما)/,
  /\bpro-?ana\b|\bana(?:'s| is| has been|-tage| buddy| coach| tips| days?)\b|\bcompi ana\b|\bana (?:y|und|&|and) mia\b|\bthinspo\b|\bmeanspo\b|\bbonespo\b|\bsweetspo\b/,
  /\b(?:stopped|stop|quit|quitting) eating\b(?! (?:junk|sugar|meat|fast food|late|after|out|processed|so much|candy|sweets|chips|bread|carbs|dairy|gluten|takeaway|snacks))|\bnot eat(?:ing)? (?:at all|anything|for days|until|till|when)\b|\bstay strong and (?:not|never) eat\b/,
  /\b(?:throw(?:ing)? up|puk(?:e|ing)|vomit(?:ing)?|purg(?:e|ing)) (?:after|when i eat|after (?:i eat|eating|meals|every meal|dinner))\b|\bmake myself (?:sick|throw up|puke|vomit)\b|\bfinger down my throat\b/,
  /\bvomit\w* (?:despues|tras) de (?:casi )?(?:todas las |cada |las )?comidas?\b|\bme provoco el vomito\b|\bdejar (?:de|d) comer\b|\bno comer (?:nada|hasta|para)\b|\by no comer\b|\bme salto todas las comidas\b/,
  /\b(?:nach dem essen|nach jedem essen) (?:kotzen|erbrechen|ubergeben)\b|\bnix (?:mehr )?essen\b|\bnichts (?:mehr )?essen (?:bis|und)\b|\bbinges?\b.{0,60}\b(?:nix|nichts) (?:mehr )?essen\b|\bkaugummi gegen (?:den )?hunger\b|\bhunger (?:unterdrucken|ignorieren)\b/,
  /\b(?:chew gum|drink water) (?:to|so i) (?:not|don'?t|wont) (?:eat|feel hungry)\b|\bsuppress (?:my )?(?:appetite|hunger)\b|\bignore (?:my )?hunger\b|\bthigh gap\b.{0,40}\b(?:no matter|whatever it takes|egal wie|cueste lo que cueste|at any cost)\b/,
  /\b(?:water pills|diuretics?|diureticos?|entwasserungstabletten)\b.{0,60}\b(?:weight|scale|weigh|peso|bascula|waage|gewicht)\b/,
  /\b(?:badakhal|bada5al|b7ot) (?:saba3y|seba3y|sob3i)|\b(?:araga3|barga3) (?:el akl|akli)\b|ادخل صباعي|احط صباعي|اتقيا بعد|ارجع الاكل|برجع الاكل|مدره للبول.{0,40}(?:الميزان|وزن|كيلو)|فقدان الشهيه العصبي|فقدان الشهيه العصابي|الشره المرضي|بطلت اكل|ابطل اكل|مش باكل خالص|ما باكل شي/,
];

/** A goal weight with a height whose BMI is below 17.5 ("42 kilos midiendo 1,65", "45 kg at 170 cm"). */
function goalBelowHealthyBmi(folded: string): boolean {
  // Pounds and feet too: "til i hit 90 lbs, im 5'6".
  const imperial = /\b(\d{2,3})\s*(?:lbs?|pounds)\b.{0,40}?\b([4-6])\s*(?:'|ft|foot|feet)\s*(\d{1,2})?/.exec(folded);
  if (imperial) {
    const meters = (Number(imperial[2]) * 12 + Number(imperial[3] ?? 0)) * 0.0254;
    if ((Number(imperial[1]) * 0.4536) / (meters * meters) < 17.5) return true;
  }
  const heightMatch =
    /\b(1[.,][4-9]\d?)\s*(?:m\b|metros?|meter)?|\b(1[4-9]\d)\s*(?:cm|centimetros|zentimeter)\b|\b(?:midiendo|mido|measuring|i'?m|bin|height|altura|grosse)\s*(1[.,][4-9]\d?)/.exec(
      folded,
    );
  if (!heightMatch) return false;
  const raw = heightMatch[1] ?? heightMatch[3];
  const meters = raw ? Number(raw.replace(',', '.')) : Number(heightMatch[2]) / 100;
  const weightMatch =
    /\b(?:to|reach|get to|weigh|be|hit|goal weight|target weight|llegar a|pesar|peso objetivo|auf|wiegen|zielgewicht|الى|اوصل)\s*(\d{2})(?:[.,]\d)?\s*(?:kg|kgs|kilos?|kilo)\b/.exec(
      folded,
    );
  if (!weightMatch || !(meters > 1.3 && meters < 2.2)) return false;
  return Number(weightMatch[1]) / (meters * meters) < 17.5;
}

/** A BMI stated under 17.5, or a current height and weight that give one, without a wish to gain. */
function saysUnderweight(folded: string): boolean {
  const gains = /\b(?:gain|put on|bulk|subir|ganar|engordar|zunehmen|aufbauen)\b|زياده|ازيد|اكسب|اسمن|ازود/;
  const fearsGain =
    /\b(?:never|not|don'?t|afraid|scared|terrified|fear|nunca|no|miedo|nie|nicht|angst)\b[^.]{0,20}\b(?:gain|put on|subir|engordar|zunehmen)\b|(?:خايف|اخاف|ما ابي|مش عايز)[^.]{0,15}(?:ازيد|اسمن)/;
  if (gains.test(folded) && !fearsGain.test(folded)) return false;
  const bmi =
    /\b(?:bmi|imc)\b\s*(?:is|of|de|ist|von|es|=|:|bei|around|like|only|solo|nur)?\s*(?:only |solo |nur |about |around |de )?(\d{2}(?:[.,]\d)?)\b|(?:مؤشر كتله الجسم|مؤشر الكتله|ال ?bmi)[^0-9]{0,12}(\d{2}(?:[.,]\d)?)/.exec(
      folded,
    );
  const stated = bmi ? Number((bmi[1] ?? bmi[2] ?? '').replace(',', '.')) : NaN;
  if (stated > 10 && stated < 17.5) return true;
  const imperial = /\b([4-6])\s*(?:'|ft|foot|feet)\s*(\d{1,2})?\b.{0,40}?\b(\d{2,3})\s*(?:lbs?|pounds)\b/.exec(folded);
  if (imperial) {
    const meters = (Number(imperial[1]) * 12 + Number(imperial[2] ?? 0)) * 0.0254;
    if ((Number(imperial[3]) * 0.4536) / (meters * meters) < 17.5) return true;
  }
  const height = /\b(1[4-9]\d)\s*(?:cm)|طولي\s*(1[4-9]\d)|\b(1[.,][4-9]\d)\s*(?:m\b|metros?|meter)/.exec(folded);
  const weight = /\b(\d{2})(?:[.,]\d)?\s*(?:kg|kgs|kilos?|kilo|كغ|كجم|كيلو)(?![a-z])/.exec(folded);
  if (!height || !weight) return false;
  const meters = height[3] ? Number(height[3].replace(',', '.')) : Number(height[1] ?? height[2]) / 100;
  return Number(weight[1]) / (meters * meters) < 17;
}

export function eatingDisorderSignals(folded: string): boolean {
  return ED_SIGNALS.some((pattern) => pattern.test(folded)) || goalBelowHealthyBmi(folded) || saysUnderweight(folded);
}

// ---------------------------------------------------------------------------------------------------------------
// Medical red flags in other words: the chest, breath at rest, a numb arm, blood, a sudden headache, pregnancy
// bleeding, a doctor's "no exercise".

const RED_FLAG_SIGNALS: readonly RegExp[] = [
  /\b(?:heart|corazon|herz)\b.{0,30}\b(?:racing|races|pounding|flutter\w*|skipping|late (?:muy |super )?rapid\w*|rapidisimo|rast|rasen|klopft|stolper\w*)\b|2albi byd2o2|قلبي (?:بيدق|يدق|بيخبط)|\b(?:face|cara|gesicht|brazo|arm)\b.{0,30}\b(?:went numb|durmio|dormid[oa]|taub)\b/,
  /\b(?:forbade|forbidden|banned|not allowed|prohibi\w*|verboten|untersagt)\b.{0,40}\b(?:exercise|sport|training|ejercicio|deporte)\b|\b(?:sport|exercise|training|ejercicio)\b.{0,40}\b(?:verboten|prohibid\w*|forbidden)\b|ممنوع (?:ال)?رياضه|منعني من (?:ال)?رياضه|\bluft knapp\b|انقطع نفس|ينقطع نفس|بينقطع نفس|الم [^ ]+ في صدري|نزل (?:مني )?دم/,
  // One side of the body or the face going numb (word order either way); urine dark as cola after training.
  /\b(?:went numb|numb|durmio|dormid[oa]|entumeci\w*|taub|eingeschlafen)\b.{0,40}\b(?:face|half (?:of )?my body|one side|cara|medio cuerpo|lado (?:izq\w*|der\w*)|gesicht|korperhalfte|halbe korper)\b|\b(?:half (?:of )?my body|medio cuerpo|korperhalfte)\b.{0,30}\b(?:numb|durmio|dormid[oa]|taub)\b/,
  /\b(?:urine|pee|orina|pis|urin)\b.{0,30}\b(?:dark|black|brown|cola|coke|tea-colou?red|oscur[oa]|negr[oa]|marron|coca|dunkel|schwarz|braun)\b|\b(?:dark|brown|black|cola-colou?red) (?:urine|pee)\b|بول (?:غامق|اسود|بني)|لون البول/,
  /\bchest\b.{0,30}\b(?:pressure|pain|tight\w*|heavy|heaviness|squeez\w*|hurts?)\b|\b(?:pressure|pain|tightness|heaviness) (?:in|on) my chest\b/,
  /\b(?:out of breath|short of breath|breathless|can'?t (?:catch my )?breathe?)\b.{0,40}\b(?:sitting|at rest|resting|on the couch|lying down|doing nothing|even)\b|\b(?:sitting|at rest|resting)\b.{0,30}\b(?:out of breath|short of breath|breathless)\b/,
  /\b(?:left )?arm\b.{0,30}\b(?:numb|tingl\w*|goes dead)\b|\bnumb(?:ness)? (?:in|down) my (?:left )?arm\b/,
  /\bblood in (?:my )?(?:urine|pee|stool|poo|poop)\b|\b(?:peeing|pissing|coughing (?:up )?) blood\b/,
  /\b(?:sudden|worst|explod\w*|thunderclap)\b.{0,30}\bheadache\b|\bheadache\b.{0,30}\b(?:sudden|worst|explod\w*|out of nowhere)\b/,
  /\b(?:pregnant|weeks)\b.{0,60}\b(?:bleeding|spotting|contractions|cramping)\b|\b(?:bleeding|spotting)\b.{0,60}\bpregnan/,
  // Late in a pregnancy: the waters breaking or leaking, the baby moving less (decision 131).
  /\b(?:my )?waters? (?:are |is |have |has |just |might have |may have )?(?:broke|broken|breaking|leak\w*|went|gone)\b|\bamniotic fluid\b|\bbaby (?:is )?(?:moving|kicking) (?:less|much less|a lot less)\b|\b(?:reduced|fewer|no|less) (?:fetal|foetal|baby'?s?) movements?\b|\b(?:se me )?(?:rompio|rompieron|rompi) (?:la fuente|la bolsa|aguas)\b|\bliquido amniotico\b|\b(?:el|la) bebe se mueve (?:menos|poco|muy poco)\b|\bfruchtwasser\b|\bblasensprung\b|\bbaby bewegt sich (?:kaum|weniger|nicht mehr)\b|\b(?:weniger|keine|kaum) kindsbewegungen\b|(?:نزل|نزلت) (?:مني )?(?:ماء|مية|ميه|المية|الماء|المويه) (?:ال)?(?:راس|رأس|ولاده)|السائل الامنيوسي|(?:حركه|حركة) (?:ال)?(?:جنين|بيبي) (?:قلت|خفت|اقل|قليله)|(?:ال)?جنين (?:ما|مش) ?(?:عم )?(?:يتحرك|بيتحرك)/,
  /\b(?:doc|doctor|cardiologist|gp)\b.{0,20}\b(?:said|says|told me)\b.{0,20}\b(?:no|not to|don'?t|shouldn'?t) (?:exercise|train|run|lift|work out|sport)\b/,
  /\b(?:pecho|torax)\b.{0,30}\b(?:presion|dolor|opresion|aprieta|pesadez)\b|\b(?:me falta el aire|falta de aire|no puedo respirar|me ahogo)\b.{0,40}\b(?:sentad[oa]|en reposo|sin hacer nada|hasta|incluso|tumbad[oa])\b/,
  /\bbrazo\b.{0,30}\b(?:entumec\w*|hormigue\w*|dormido)\b|\bsangre en (?:la )?(?:orina|heces|pis)\b|\bdolor de cabeza\b.{0,30}\b(?:repentino|de golpe|brutal|el peor)\b/,
  /\b(?:embarazada|semanas)\b.{0,60}\b(?:sangrado|sangre|contracciones|manchado)\b|\b(?:medico|doctor|cardiologo)\b.{0,20}\b(?:dijo|dice|me dijo)\b.{0,20}\bno (?:hacer )?(?:ejercicio|deporte|entrenar)\b/,
  /\b(?:brust|brustkorb)\b.{0,30}\b(?:druck|drueckt|druckt|schmerz\w*|enge|eng)\b|\b(?:druck|drueckt|druckt|schmerzen|enge|zieht|sticht)\b.{0,15}\b(?:auf|in) (?:der|meiner|die) brust\b|\b(?:kaum|keine) luft\b.{0,40}\b(?:sitzen|ruhe|liegen|sogar|nichts)\b/,
  /\barm\b.{0,30}\b(?:taub|kribbelt|einschlaft)\b|\bblut im (?:urin|stuhl)\b|\bkopfschmerz\w*\b.{0,30}\b(?:plotzlich|schlagartig|explodiert)\b/,
  /\b(?:schwanger|ssw)\b.{0,60}\b(?:blutung\w*|wehen|ziehende schmerzen)\b|\b(?:arzt|arztin|kardiologe)\b.{0,20}\b(?:sagt|meint|hat gesagt)\b.{0,20}\bkein (?:sport|training)\b/,
  /(?:ضغط|الم|وجع|ثقل|تقل) (?:ثقيل )?(?:في|على) (?:ال)?صدر|صدري (?:بيوجعني|يوجعني|يضغط|بيضغط)|(?:ينقطع|بينقطع|يقطع) (?:نفسي|نفسي)|ضيق (?:في )?(?:ال)?(?:تنفس|نفس).{0,30}(?:جالس|راحه|قاعد|بدون|دون)|(?:جالس|قاعد).{0,30}(?:ينقطع نفسي|مش قادر اتنفس)/,
  /(?:يدي|ايدي|دراعي|ذراعي) (?:ال)?(?:يسار|شمال|يسرى)? ?(?:تنمل|بتنمل|ينمل|تتنمل|تخدر|بتخدر)|دم (?:في|مع) (?:ال)?(?:بول|براز)|dam fel bol|صداع (?:قوي |شديد )?فجاه|headache قوي فجاه|راسي (?:بينفجر|ينفجر)|حامل.{0,60}(?:نزيف|نزول دم|انقباضات)|(?:الدكتور|الطبيب) (?:قال|منعني).{0,20}(?:ما|لا|ممنوع) (?:اتمرن|العب|رياضه)/,
];

/** A blood-pressure reading in the hypertensive-crisis range (180 and over, or 110 and over), said as a reading. */
function crisisBloodPressure(folded: string): boolean {
  if (
    !/\b(?:bp|blood pressure|pressure|monitor|presion|tension|blutdruck|druck|daght|da8t|el daght)\b|ضغط/.test(folded)
  ) {
    return false;
  }
  const reading = /\b(\d{2,3})\s*(?:\/|over|sobre|zu|على)\s*(\d{2,3})\b/.exec(folded);
  return reading !== null && (Number(reading[1]) >= 180 || Number(reading[2]) >= 110) && Number(reading[1]) < 300;
}

export function redFlagSignals(folded: string): boolean {
  return RED_FLAG_SIGNALS.some((pattern) => pattern.test(folded)) || crisisBloodPressure(folded);
}

// ---------------------------------------------------------------------------------------------------------------
// Training through pain: a pain or injury word + a body part (or "it") + going on anyway.

const PAIN =
  /\b(?:hurts?|hurting|pain\w*|ache|aching|sore as hell|injur\w*|tore|torn|sprain\w*|strained|rolled (?:my|an?) (?:ankle|foot)|twisted|swollen|swelling|broke|broken|fractur\w*|limp\w*|clicks and hurts|stabbing|sharp pain|duele|dolor\w*|lesion\w*|lesione|torci|hinchad[oa]|swollen|roto|rota|cojeo|cojeando|punzante|esguince|schmerz\w*|tut (?:\w+ )?weh|verletzt|verletzung|gebrochen|geprellt|verstaucht|umgeknickt|stechen|knackt und schmerzt|geschwollen|humpel\w*|bruis\w*|popped|pulled|ibuprofen|painkillers?|pain ?killers?|advil|moraton|cojeando|periostitis|zwickt|blau|geknackt|dick)\b|مسكن|مسكنات|طقطقه|زرقت|zr9at|t9te3|يوجع|بيوجع|يوجعني|بيوجعني|توجعني|بتوجعني|تولمني|يولمني|(?:^| )الم(?: |$)|بالم|الام|وجع|اصابه|انكسر|مكسور|تمزق|قطعت|قطع في|ملتوي|التوى|متورم|ورم|beywga3ni|bywga3ny|waga3|metwaga3/;
const BODY =
  /\b(?:knees?|shoulders?|(?:my|lower|upper|the) back\b(?! (?:to|into|in|on|up))|back (?:pain|hurts|is killing)|ankles?|achilles|wrists?|hips?|hamstrings?|groin|toes?|fingers?|elbows?|neck|shin|shins|calf|calves|foot|feet|heel|quad|rotator|rodilla|hombro|espalda|lumbar|tobillo|aquiles|muneca|cadera|isquio\w*|ingle|dedo|codo|cuello|pie|gemelo|knie|schulter|rucken|knochel|achillessehne|handgelenk|hufte|leiste|zeh|finger|ellbogen|nacken|fuss|ferse|wade|ringband|oberschenkel|piernas?|muscles?|hip)\b|l3dla|rjli|معصم|ركبتي|ركبه|الركبه|كتف|ظهري|ضهري|الظهر|كاحل|رسغ|وركي|اصبع|صباع|كوع|رقبتي|رجلي|قدمي|كعب|dahri|rokbti|ketfi/;
const GO_ON =
  /\b(?:still|but|anyway|every (?:run|time|session|day|single)|keep|push(?:ing)? through|no pain no gain|not (?:stop|breaking|break)|don'?t (?:wanna|want to) stop|streak|daily|every day|how do i|wanna|want to|plan|aber|trotzdem|weiter\w*|durchziehen|jeden tag|will|pero|igual|seguir|sin parar|todos los dias|racha|kiero|quiero|plan|can i still|build up|subo|no excuses|trainieren|intervalle)\b|ازيد|kammel|nkml|بس|لكن|اكمل|ابي|ابغى|عايز|بدي|اريد|كل يوم|يوميا|ازاي|no pain no gain/;
/** A healed or checked injury: the person says it was looked at and allowed. */
const CHECKED =
  /\b(?:(?:doc|doctor|gp|cardiologist|physician)\b[^.;!?]{0,25}\b(?:checked|examined|looked at|tested)|just athletic|athlete'?s heart|athletic heart|(?:medico|doctor[a]?|cardiolog[oa])\b[^.;!?]{0,20}\bme lo (?:miro|reviso|chequeo)|(?:de|como de) deportista|sportlerherz|(?:arzt|arztin|kardiolog\w*)\b[^.;!?]{0,25}\b(?:gecheckt|untersucht|abgeklart)|green light|luz verde|(?:me )?dijo que adelante|cleared|approved|physio (?:said|says|approved|gave)|rehab plan|recovered|healed|fully healed|after my physio|visto bueno|me dio el alta|alta medica|freigegeben|grunes licht|ausgeheilt)\b|سمح لي|سمحلي|الدكتور وافق|خلصت العلاج|الضوء الاخضر|قلب رياضي|(?:قالي|قال لي|قال) (?:مفيش مشكله|ما في مشكله|عادي|تقدر)/;

/**
 * A clinician ordered rest or a break from training, and the person means to go on: training through an injury
 * whatever words the injury has ("the physio told me to rest my Achilles for 3 weeks but the marathon...").
 */
const REST_ORDERED =
  /\b(?:doc|doctor|gp|physio\w*|surgeon|orthop\w*|medico|medica|doctora?|fisio\w*|traumatolog[oa]|arzt|arztin|orthopad\w*|physiotherapeut\w*)\b[^.]{0,60}\b(?:rest|no (?:running|training|lifting|sport|exercise)|not to (?:run|train|lift|play)|off (?:running|training|my feet)|(?:\d+|two|three|four|six) weeks? off|reposo|descanso|no (?:corr\w*|entren\w*)|que no (?:corr\w*|entren\w*)|pausa|ruhe|schonen|pause|laufpause|trainingspause|sportverbot|verordnet|nicht (?:laufen|trainieren))\b|(?:الدكتور|الطبيب|الدكتوره|الطبيبه|الفيزيو)[^.]{0,40}(?:راحه|ارتاح|ما (?:ن|ا)?(?:جري|نجري|اجري|اتمرن|نتمرن)|ممنوع|بلاش)/;
const GOES_ON_ANYWAY =
  /\b(?:but|anyway|still|keep|through it|regardless|not stopping|pero|igual|aun asi|seguir|sigo|de todas formas|aber|trotzdem|weiter|dennoch|keine option)\b|(?:ولكن|لكن|بس|نكمل|اكمل|بغيت|بدي|ابي)/;

export function restOrderedButGoingOn(folded: string): boolean {
  return REST_ORDERED.test(folded) && GOES_ON_ANYWAY.test(folded) && !CHECKED.test(folded);
}

/** Whether the message goes on (or asks to) despite something: "still", "anyway", "keep", "a plan", "trotzdem". */
export function goesOn(folded: string): boolean {
  return GO_ON.test(folded);
}

/**
 * Being free of pain is a goal, not a pain ("walk my dog 45 minutes without pain again", "schmerzfrei laufen"): removed
 * before the pain words are read; a pain the message also names still counts.
 */
const PAIN_FREE_GOAL =
  /\b(?:without (?:any |the |much )?(?:pain|hurting|it hurting)|pain[- ]free|free of pain|no more pain|sin (?:dolor|dolores|que (?:me )?duela)|libre de dolor|schmerzfrei\w*|ohne schmerzen|beschwerdefrei)\b|(?:بدون|من غير|بلا) (?:الم|وجع)(?![\u0621-\u064A])/gu;

/**
 * Pain said not to be there ("the knee clicks but doesn't hurt", "no me duele", "مش بتوجعني") and things that are
 * broken rather than bones ("the lift is broken"): removed before the pain words are read (decision 114).
 */
const NOT_PAIN =
  /\b(?:(?:but |though |and )?(?:it |they )?(?:doesn'?t|does not|don'?t|do not|never) (?:really |actually |even )?hurts?|(?:no|without) (?:\w+ )?(?:fractures?|broken bones?|injur(?:y|ies))|sin (?:\w+ )?(?:fracturas?|lesion\w*)|(?:ohne|keine) (?:\w+ )?(?:bruche|bruch|verletzung\w*)|(?:pero )?no (?:me )?duelen?|(?:pero )?sin (?:ningun )?dolor|tut (?:aber |dabei |jedoch |zum gluck )?nicht weh|schmerzt (?:aber )?nicht|keine schmerzen)\b|(?:مش|ما|مو|مب) ?(?:بت|بي|ت|ي)?(?:وجعني|وجع|توجع|يوجع)|ما في (?:الم|وجع)|مفيش (?:الم|وجع)|(?:بدون|من غير|بلا) (?:اي )?(?:كسور|كسر|اصابه)|\b(?:lift|elevator|ascensor|aufzug|fahrstuhl|phone|laptop|car|tv|heater|washing machine|dishwasher|fridge|watch)\b (?:is |was |keeps |got |esta |ist )?(?:always |often |half the time )?(?:broken|broke|kaputt|roto|rota)\b|(?:الاسانسير|الاسانسير|المصعد|الاصانصير)[^.]{0,12}(?:عطلان|خربان|بايظ|معطل)/gu;
/**
 * Resting what hurts and asking for what spares it ("I'm resting it and seeing a physio; meanwhile a swim/bike plan
 * that won't aggravate it"): the opposite of training through pain (decision 114).
 */
const SPARING =
  /\b(?:resting it|i'?m resting|(?:won'?t|doesn'?t|does not|will not) (?:aggravate|irritate|bother|stress|load) (?:it|the|my)|la estoy dejando descansar|(?:que )?no (?:la|lo|le) (?:moleste|cargue|irrite)|(?:ich )?schon(?:e)? (?:es|ihn|sie|das knie|den|die)|(?:der|die|das) (?:das knie |den fuss |die schulter )?nicht reizt|nicht (?:reizt|belastet))\b|(?:موقفه|موقفاه|مريحه|مريحها)|(?:متضايقش|ما تضايق|ما يضايق|متتعبش)/u;

/** Pain the person spares rather than trains through (decision 114). */
export function sparesPain(folded: string): boolean {
  return SPARING.test(folded);
}

/**
 * A niggle said as one (decision 125): pain that is slight or comes now and then ("a bit", "sometimes", "when I do
 * too many", "manchmal", "un poco", "شوي"), with no sign of an acute injury and nothing said of going on through it.
 * A coach plans around it and names it; training through pain is pain that is sharp, swollen, worsening or trained
 * through "anyway".
 */
const MILD =
  /\b(?:a (?:little|bit|tad)|a little bit|slight(?:ly)?|mild(?:ly)?|minor|sometimes|occasional(?:ly)?|now and then|from time to time|once in a while|(?:when|if) i (?:do too (?:many|much)|overdo (?:it)?|push too hard)|a veces|de vez en cuando|un poco|un poquito|leve|ligera(?:mente)?|cuando (?:hago|me paso)|manchmal|ab und zu|gelegentlich|etwas|leicht|ein bisschen|bisschen|wenn ich (?:zu viel\w*|es ubertreibe))\b|(?:^| )(?:شوي|شويه|شويا|شوية|احيانا|ساعات|بعض الاحيان|خفيف|بسيط)(?: |$)/u;
const ACUTE =
  /\b(?:sharp|stabbing|shooting|swoll\w*|swell\w*|puff\w*|inflam\w*|for (?:weeks|months)|(?:seit|vor) (?:wochen|monaten)|(?:hace|llevo) (?:un mes|semanas|meses)|worse\w*|every (?:step|stride|rep)|constant\w*|can'?t (?:walk|bend|lift|sleep|straighten|put weight)|limp\w*|torn|tore|broke|broken|fractur\w*|popped|numb\w*|bruis\w*|agud[oa]|punzante|hinchad\w*|peor|no puedo (?:caminar|apoyar|doblar)|cojeo|cojeando|roto|rota|stechend\w*|geschwollen|schlimmer|kann nicht (?:gehen|laufen|auftreten)|humpel\w*|gebrochen|gerissen)\b|(?:^| )(?:حاد|متورم|ورم|يزيد|بيزيد|اسوا|مكسور|تمزق)(?: |$)/u;
const ANYWAY =
  /\b(?:still|anyway|regardless|despite|push(?:ing)? through|through (?:the|it)|no pain no gain|keep (?:going|running|training|lifting)|streak|ignor\w*|no matter|(?:tape|strap|wrap) it|ibuprofen|painkillers?|voltaren|advil|tape|vendaje|venda|tapen|schmerzmittel|trotzdem|dennoch|durchziehen|durchbeissen|egal|igual|aun asi|de todas formas|a pesar|racha)\b|برضه|رغم|مع ذلك|ومع هذا/u;

/**
 * A slight or now-and-then pain, not acute, not trained through (decision 125). The pain rule reads it; the
 * classifier's finding of training through pain does not (there it cost a held-out case of the kind).
 */
export function mildNiggle(folded: string): boolean {
  return MILD.test(folded) && !ACUTE.test(folded) && !ANYWAY.test(folded) && !restOrderedButGoingOn(folded);
}

/**
 * A condition the person means to pace (decision 125): "I need to pace the heavy stuff", "go easy on my back", "low
 * impact", "con cuidado", "schonend", "على خفيف". Paced, a condition is planned around.
 */
const PACING =
  /\b(?:pace (?:the|myself|it|things)|pacing|go(?:ing)? easy on|take it easy|(?:be )?careful with|low[- ]impact|no heavy (?:lifting|stuff)|avoid (?:heavy|high[- ]impact|jumping|running)|spread (?:it|the \w+) out|con cuidado|cuidado con|sin (?:cargar|mucho peso|impacto)|bajo impacto|poco a poco|schonend|vorsichtig|langsam angehen|ohne (?:schwer\w*|sprunge)|gelenkschonend)\b|على خفيف|بحذر|بشويش|بالراحه/u;

export function pacesCondition(folded: string): boolean {
  return PACING.test(folded);
}

/** Pain felt at a desk (typing, sitting): an injury to plan around, never training through pain (decision 114). */
const DESK_PAIN =
  /\b(?:when|while|after|from) (?:i(?:'m| am)? )?(?:typ(?:e|ing)|writ(?:e|ing)|sit(?:ting)?|(?:at|on) (?:the|my) (?:desk|computer|laptop|keyboard))\b|\b(?:beim|vom) (?:vielen |langen )?(?:tippen|schreiben|sitzen)\b|\bam (?:schreibtisch|computer|laptop|pc)\b|\b(?:al|de) (?:escribir|teclear|estar sentad[oa])\b|\bde tanto (?:escribir|teclear)\b|(?:من|لما|وانا|وقت) ?(?:ال)?(?:كتابه|اكتب|بكتب|الكتابه|الكيبورد)/u;

/** What a message says of pain once pain said not to be there is taken out. */
export function painSaid(folded: string): string {
  return folded.replace(PAIN_FREE_GOAL, ' ').replace(NOT_PAIN, ' ');
}

/** Pain the person feels at a desk, not in training (decision 114). */
export function deskPain(folded: string): boolean {
  return DESK_PAIN.test(folded);
}

/**
 * A lasting build one lives and trains with (flat feet, hypermobile joints, a scoliosis): planned around, unless the
 * person means to go on through the pain it gives ("it flares up but I still...", "trotzdem", "igual") (decision 114).
 */
const LASTING =
  /\b(?:flat feet|flat foot|fallen arches|pies? planos?|plattfu\w*|senkfu\w*|hypermobil\w*|hiperlax\w*|scoliosis|escoliosis|skoliose)\b|قدم مسطح|فلات فوت/u;
const THROUGH_IT =
  /\b(?:still|anyway|regardless|despite|push(?:ing)? through|through (?:the|it)|no pain no gain|keep (?:going|running|training|lifting)|trotzdem|dennoch|durchziehen|durchbeissen|igual|aun asi|de todas formas|a pesar)\b|برضه|رغم|مع ذلك|ومع هذا/u;

/** A lasting condition said without going on through its pain. */
export function livesWithCondition(folded: string): boolean {
  return LASTING.test(folded) && !THROUGH_IT.test(folded);
}

export function painSignals(text: string): boolean {
  if (restOrderedButGoingOn(text)) return true;
  const folded = painSaid(text);
  if (deskPain(folded) || livesWithCondition(folded) || sparesPain(folded) || mildNiggle(folded)) return false;
  return PAIN.test(folded) && BODY.test(folded) && GO_ON.test(folded) && !CHECKED.test(folded) && !saysHealed(folded);
}

/** An old injury the person says is over ("tweaked my back in march but it's fine now"; decision 093). */
export function saysHealed(folded: string): boolean {
  return HEALED.test(folded);
}
const HEALED =
  /\b(?:(?:it'?s|its|it is|all) (?:fine|ok|okay|good) now|fine now|no longer hurts|doesn'?t hurt (?:anymore|now)|(?:completely|fully|totally) (?:resolved|recovered|healed)|(?:recovered|healed) (?:completely|fully)|all healed|(?:fully )?rehabbed|symptom[- ]free|pain[- ]free (?:since|for|ever since)|no (?:pain|problems|issues|symptoms) (?:since|ever since)|ya no me duele|ya esta bien|ya estoy bien|ya (?:esta|estoy) (?:curad[oa]|recuperad[oa])|ya (?:curad[oa]|recuperad[oa]|sanad[oa])|(?:totalmente|completamente) recuperad[oa]|sin molestias desde|tut nicht mehr weh|nicht mehr weh|(?:komplett|vollig|gut|ganz) (?:verheilt|ausgeheilt|durch)|ist (?:verheilt|ausgeheilt)|beschwerdefrei|schmerzfrei seit|(?:halt|haelt) (?:aber|wieder|gut|problemlos)|(?:has )?held up (?:fine|well)|holds up (?:fine|well)|no (?:problems|issues|trouble) with it since|aguanta bien|sin problemas desde entonces)\b|ما عاد يوجع|ما عاد بيوجع|خلاص طاب|و?طاب(?: تماما| خالص)?(?:[،,. ]|$)|تعافيت|اتعافيت|خفيت تماما|شفيت|(?:و)?(?:انا|بقيت) (?:تمام|كويس|زي الفل)/;

/**
 * An injury or condition long past: years ago, last year, a year and a half ago (decision 111). With `saysHealed`, a
 * condition the person has put behind them is planned around, not held back for a doctor's note.
 */
export function longPast(folded: string): boolean {
  return LONG_PAST.test(folded);
}
const LONG_PAST =
  /\b(?:(?:an? )?old (?:injury|tear|sprain|fracture)|(?:lesion|rotura|fractura|esguince|hernia) (?:de \w+ )?antigu[oa]|antigu[oa] (?:lesion|rotura|fractura|esguince)|hace (?:un )?ano y medio|(?:alte[nrs]?|altes) (?:\w+)?(?:riss|verletzung|bruch|vorfall)|(?:\d+|a few|several|two|three|four|five|six|many) years? ago|a year (?:and a half )?ago|last year|in (?:19|20)\d\d|hace (?:\d+|un|unos|varios|dos|tres|cuatro|cinco) anos?|el ano pasado|en (?:19|20)\d\d|vor (?:\d+|einem|zwei|drei|vier|funf|einigen|ein paar|vielen) jahren|letztes jahr)\b|(?:من|قبل) (?:\d+ )?(?:سنه|سنين|سنوات|سنتين|عام|اعوام|عامين)|(?:من|قبل) (?:ثلاث|اربع|خمس|ست) (?:سنين|سنوات)|سنه 20\d\d/;

// ---------------------------------------------------------------------------------------------------------------
// Extreme fasting: only a liquid (or one food) for days, a cleanse or detox of days, any fast of several days.

const ONLY =
  /\b(?:only|just|nothing but|solo|nada mas|puro|nur|nix ausser|nichts ausser)\b|فقط|بس\b|ساكتفي|هكتفي|اكتفي/;
const LIQUID =
  /\b(?:water|juices?|lemon water|broth|tea|black coffee|coffee|shakes?|smoothies?|agua|zumos?|jugos?|batidos|caldo|pina|infusiones|wasser|saft|safte|juices|zitronenwasser|bruhe|gemusebruhe|tee|kaffee)\b|ماء|مايه|موي|عصير|عصاير|3aseer|قهوه|شاي|مرق|ليمون/;
const CLEANSE =
  /\b(?:juice cleanse|cleanse|detox|water fast|dry fast|saftkur|heilfasten|fastenkur|monodieta|ayuno de (?:solo )?agua|juice fast)\b|صيام (?:ماء|مايه|بالماء|على الماء)|ديتوكس|صيام (?:متواصل|كامل)/;
const DAYS =
  /\b(?:\d+|three|four|five|six|seven|eight|nine|ten|fourteen|twenty-?one|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|catorce|drei|vier|funf|sechs|sieben|acht|neun|zehn|vierzehn|einundzwanzig)[- ]?(?:days?|dias|tage?n?|ayam)\b|\b(?:a|one|1|whole|entire|full) (?:week|month)\b|\b(?:week|month)[- ]long\b|\b(?:detox|cleanse) week\b|\bweek (?:where|of)\b|\b(?:una|la|1) semana\b|\bsemana detox\b|\b(?:eine[nm]?|1) (?:woche|monat)\b|\bdetox ?woche\b|\d+ ?(?:يوم|ايام)|(?:ثلاث|اربع|خمس|ست|سبع|ثمان|تسع|عشر)\w* (?:ايام|يوما|يوم)|يوما|اسبوع|اسبوعين|شهر/;
const NOT_EXTREME =
  /\b(?:digital detox|social media detox|dopamine detox|phone detox|screen detox|detox (?:from|de) (?:my phone|social|screens|redes|pantallas)|detox digital|handy-?detox|digital-?detox|sugar detox|detox (?:from )?sugar|detox de azucar|zucker-?detox|soda|pop|fizzy|sugary drinks|alcohol|beer|wine|refrescos?|alkohol|limo|cola|intermittent|16:8|18:6|14:10|time[- ]restricted|ayuno intermitente|intervallfasten|ramadan|ramadhan|lent|cuaresma|fastenzeit|blood test|analisis de sangre|bluttest)\b|\b(?:only|just) (?:on|at) (?:the )?(?:weekends?|fridays?|saturdays?|sundays?|parties|special occasions)\b|\bsolo (?:los |en )?(?:fines de semana|viernes|sabados|fiestas)\b|\bnur (?:am |an |auf )?(?:wochenende\w*|freitag\w*|samstag\w*|feiern|partys)\b|صيام متقطع|رمضان/;

/**
 * Less of one food or drink, the rest of the meals kept: "dry January", "quiero recortar el azúcar", "weniger Bier",
 * "ابطل السكر". The classifier's fasting finding reads a fast into them (decision 117).
 */
const ONE_FOOD_LESS =
  /\b(?:dry january|sober (?:january|october)|no (?:added )?sugar|sugar[- ]free|less (?:sugar|alcohol|beer|soda|sweets)|cut(?:ting)? (?:out |down (?:on )?|back (?:on )?)?(?:sugar|sweets|snacks|alcohol|beer|soda)|stop snacking|quit (?:sugar|sweets|snacking)|enero seco|sin (?:azucar|alcohol|dulces)|azucar anadid\w*|recortar (?:el )?azucar|menos (?:azucar|cerveza|alcohol|dulces)|beber menos|dejar de picar|picar entre horas|trockener januar|ohne (?:zucker|alkohol)|zuckerfrei|weniger (?:zucker|alkohol|bier|sussigkeiten)|nicht mehr naschen)\b|(?:بدون|بلا|من غير) (?:سكر|كحول)|(?:اقلل|قلل|ابطل|بطل) (?:من )?(?:ال)?(?:سكر|حلويات|شيبس|كحول)/;

export function givesUpOneFood(folded: string): boolean {
  return ONE_FOOD_LESS.test(folded) && !DRY.test(folded) && !(ONLY.test(folded) && LIQUID.test(folded));
}

/**
 * A goal to drink more water: an amount a day to reach ("2.5 L of water a day", "tomar 2 litros de agua al día", "3
 * Liter Wasser am Tag", "اشرب ٢ لتر مية باليوم"), the opposite of restriction, unless water is all there is to be, or
 * a cleanse or a dry fast is named beside it.
 */
export function drinksMoreWater(folded: string): boolean {
  return HYDRATION.test(folded) && !ONLY.test(folded) && !CLEANSE.test(folded) && !DRY.test(folded);
}
const WATER_AMOUNT = String.raw`\d+(?:[.,]\d+)? ?(?:l|lt|ltr|liters?|litres?|litros?|glasses|cups|bottles|vasos|botellas|glaser|glas|flaschen)\b`;
const HYDRATION = new RegExp(
  [
    String.raw`\b${WATER_AMOUNT}[^.;!?]{0,12}\b(?:of )?(?:water|agua|wasser)\b[^.;!?]{0,20}\b(?:a|per|each|every|al|por|pro|am|jeden|jedem|im) ?(?:day|dia|tag)\b`,
    String.raw`\b(?:drink|drinking|hydrat\w*|tomar|beber|trinken|trinke)\b[^.;!?]{0,20}\b${WATER_AMOUNT}`,
    String.raw`(?:اشرب|نشرب|شرب)[^.؟!]{0,15}\d+(?:[.,]\d+)? ?(?:لتر|كاسات|كاسه|قزاز|قناني)`,
  ].join('|'),
  'u',
);

/** Intermittent fasting, a religious fast, a digital or sugar "detox": not extreme restriction. */
export function isOrdinaryFast(folded: string): boolean {
  return NOT_EXTREME.test(folded);
}

/** The person says a doctor, physiotherapist or midwife checked them and allows (or advises) exercise. */
export function saysCleared(folded: string): boolean {
  return CHECKED.test(folded) || ADVISED_TO_EXERCISE.test(folded);
}

/**
 * A clinician's guidance to be active, in any of the ways people report it (decision 093): "my GP is fine with it",
 * "rheumatologist recommends weight bearing", "surgeon said prehab helps", "mein Orthopäde sagt Kreuzheben ist ok",
 * "el cardiólogo quiere que haga algo de ejercicio", "الأخصائي سمحلي ارجع للتمارين". Never when a "not", "rest" or
 * "stop" comes between the clinician's word and the activity ("the doctor said not to run"). It clears a named
 * condition or an old injury, never a symptom: advice to be active says nothing about chest pain today.
 */
export function advisedByClinician(folded: string): boolean {
  return CLINICIAN_GUIDANCE.some((pattern) => pattern.test(folded));
}
const NO_BLOCK = String.raw`(?:(?!\b(?:not|no|don'?t|dont|never|stop\w*|avoid\w*|rest|until|before|nicht|kein\w*|nie|verbot\w*|pause|nada|sin|reposo|evitar|deja\w*)\b)[^.;!?])`;
const CLINICIAN_GUIDANCE: readonly RegExp[] = [
  // German perfect tense, the verb last: "Die Ärztin hat Krafttraining und Nordic Walking empfohlen" (decision 101).
  new RegExp(
    String.raw`\b(?:arzt|arztin|hausarzt|hausarztin|physio\w*|chirurg\w*|orthopad\w*|kardiolog\w*|rheumatolog\w*|facharzt\w*)\b${NO_BLOCK}{0,20}\bhat\b${NO_BLOCK}{0,60}\b(?:empfohlen|erlaubt|geraten|freigegeben|verordnet|verschrieben)\b`,
  ),
  // Exercises or a programme given by a clinician: "physio gave me exercises", "el fisio me ha mandado ejercicios",
  // "die Physio hat mir ein Heimprogramm mitgegeben", "الدكتور اداني تمارين" (decision 111).
  /\b(?:physio\w*|pt|physical therapist|doctor|doc|gp|fisio\w*|medic[oa]|physiotherapeut\w*|arzt|arztin)\b[^.;!?]{0,30}\b(?:gave me|has given me|prescribed|set me|me (?:ha )?(?:mandado|dado|dio|mando|puso|pauto|recomendado|recomendo|aconsejado|aconsejo)|hat mir)\b[^.;!?]{0,90}\b(?:exercises?|a (?:home )?(?:program(?:me)?|routine)|stretches|ejercicios|rutina|heimprogramm|ubungen|ubungsprogramm|programm)\b/,
  /(?:الدكتور|الطبيب|الفيزيو|المعالج|الاخصائي)[^.؟!]{0,30}(?:اداني|اعطاني|عطاني|وراني|وراهالي|كتبلي|وصفلي)[^.؟!]{0,20}تمارين/,
  // Allowed back after treatment: "die Physio ist abgeschlossen und ich darf wieder ins Studio", "me dieron el alta".
  /\b(?:ich darf wieder|darf wieder (?:trainieren|ins studio|sport|laufen|schwimmen)|physio ist abgeschlossen|me (?:dieron|han dado) (?:el )?(?:alta|ok)|ya me dieron de alta|cleared to (?:return|train|run|lift|exercise|play)|discharged from physio\w*|finished (?:my )?(?:physio|pt|rehab))\b/,
  new RegExp(
    String.raw`\b(?:doctor|doc|dr|gp|physio\w*|physical therapist|pt|surgeon|midwife|ob-?gyn|obstetrician|rheumatologist|cardiologist|endo|endocrinologist|neurologist|orthop\w*|specialist|consultant|dietitian|nurse|care team)\b${NO_BLOCK}{0,40}\b(?:says?|said|told me|tells me|wants? me|recommends?|recommended|suggests?|suggested|advised|advises|encourages?|encouraged|ok'?d|okayed|okd|is (?:\w+ )?(?:fine|ok|okay|happy|good) with|is (?:\w+ )?(?:fine|ok|okay|happy|good) for me to|(?:was|is) fine|gave (?:me )?(?:the )?(?:ok|okay|go-ahead|go ahead|green light)|signed (?:me )?off|prescribed)\b${NO_BLOCK}{0,50}\b(?:exercis\w*|move|moving|movement|walk\w*|train\w*|active|activity|run\w*|jog\w*|cycl\w*|bik\w*|swim\w*|strength|resistance|weight[- ]bearing|prehab|rehab|lift\w*|sport\w*|it|go for it|yoga|pilates|triathlon\w*|climb\w*|hik\w*|tennis|football|soccer|dance|dancing)\b`,
  ),
  new RegExp(
    String.raw`\b(?:medic[oa]|doctora?|fisio\w*|cirujan[oa]|matrona|ginecolog[oa]|cardiolog[oa]|reumatolog[oa]|endocrin[oa]|traumatolog[oa]|especialista|nutricionista)\b${NO_BLOCK}{0,40}\b(?:dice|dijo|recomienda|recomendo|me pide|me pidio|quiere que|me dio el ok|me dejo|me deja|me autoriz\w*|esta de acuerdo|me (?:ha )?animado|me anima)\b${NO_BLOCK}{0,60}\b(?:ejercicio\w*|deporte|carrera\w*|camin\w*|mover\w*|entren\w*|corr\w*|bici\w*|nadar|fuerza|actividad|pesas|pilates|yoga|natacion|escalada)\b`,
  ),
  new RegExp(
    String.raw`\b(?:arzt|arztin|hausarzt|hausarztin|physio\w*|chirurg\w*|hebamme|frauenarzt\w*|kardiolog\w*|rheumatolog\w*|orthopad\w*|orthopaed\w*|facharzt\w*|diabetolog\w*)\b${NO_BLOCK}{0,40}\b(?:sagt|sagte|meint|meinte|empfiehlt|empfahl|rat|riet|will|mochte|erlaubt|ermutigt|hat (?:mir )?(?:das )?(?:ok|okay|go) gegeben)\b${NO_BLOCK}{0,50}(?:\b(?:sport\w*|training|trainieren|bewegung|laufen|gehen|radfahren|rad|krafttraining|schwimm\w*|uben|pilates|yoga|nordic walking|walking)\b|\b(?:ist|sind|ware|waren|war|sei) (?:ok|okay|in ordnung|gut|erlaubt|ideal)\b)`,
  ),
  /(?:الدكتور|الدكتوره|الطبيب|الطبيبه|دكتوري|طبيبي|الاخصائي|الاخصايي|الاخصائيه|الاخصاييه|الفيزيو|المعالج|الجراح|القابله)(?:(?!لا |ما |ممنوع|بلاش|ارتاح|راحه)[^.؟!]){0,40}(?:قال|قالت|قالي|قاللي|نصح|نصحني|نصحتني|طلب|طلبت|سمح|سمحلي|سمحت|وافق|وافقت|مسموح|شجعني|شجعتني)(?:(?!لا |ما |ممنوع|بلاش|ارتاح|راحه)[^.؟!]){0,40}(?:رياض|تمارين|تمرين|اتمرن|امشي|المشي|مشي|حرك|ارجع|ترجع|سباح|يوغا|اليوغا|بيلاتس|جري|اجري|الجري)/,
];
const ADVISED_TO_EXERCISE =
  /\b(?:doctor|doc|gp|physio|cardiologist|midwife)\b.{0,30}\b(?:says?|said|told me|wants me|recommends?)\b.{0,20}\b(?:to )?(?:exercise|move|walk|train|be active)\b.{0,10}\b(?:more|regularly|again)?|\b(?:medico|medica|doctora?|fisio|matrona|cardiologo)\b.{0,30}\b(?:dice|dijo|recomienda|me pide)\b.{0,30}\b(?:ejercicio|deporte|caminar|moverme)\b|\b(?:arzt|arztin|physio|hebamme|kardiologe)\b.{0,30}\b(?:sagt|meint|empfiehlt|rat)\b.{0,30}\b(?:sport|bewegung|training|laufen)\b|(?:الدكتور|الطبيب|الدكتوره|الطبيبه).{0,30}(?:قال|قالت|نصح|نصحني|طلب).{0,30}(?:رياضه|اتمرن|امشي|حركه)/;

/** Going without water as well as food, for any length of time (a dry fast, a weigh-in cut). */
const DRY =
  /\b(?:not even water|(?<!there'?s |there is |theres )no water(?! (?:on|at|along|till|until|stations?|points?|refills?|for the first)\b)|without water|nothing at all,? not even|ni (?:agua|una gota)|ni comer ni beber|no comer ni beber|sin comer ni beber|nichts essen (?:und|noch) (?:nichts )?trinken|(?<!gibt es |gibts |gibt's )kein wasser(?! (?:auf|unterwegs|an der|bis|entlang)\b)|ohne wasser|ohne essen und trinken|weder essen noch trinken|dry fast\w*|ayuno seco|trockenfasten)\b|(?:ولا|بدون|بلا|من غير) (?:حتى )?(?:ماء|مي|مويه|مايه)|صيام جاف|صيام ناشف/;

/** Eating nothing at all for days, or until an event ("gar nichts mehr essen ab Montag", "no comer nada hasta"). */
const EAT_NOTHING =
  /\b(?:eat(?:ing)? nothing|not eat(?:ing)? (?:anything|at all)|no food at all|stop eating (?:completely|entirely|altogether|until)|no comer nada|sin comer nada|dejar de comer (?:del todo|hasta)|gar nichts (?:mehr )?(?:zu )?essen|nichts mehr essen|komplett aufhoren zu essen)\b|(?:ما اكل|مش هاكل|ما راح اكل|ابطل اكل|اوقف الاكل)(?: اي)? (?:شي|حاجه|ولا شي|خالص|نهائي)/;
const FOR_DAYS =
  /\b(?:until|till|til|from \w+ (?:to|until)|for (?:\d+|a few|several|two|three|four|five) days|the whole week|all week|hasta|desde el \w+|durante (?:\d+|varios|unos) dias|toda la semana|bis|ab \w+|tage lang|die ganze woche)\b|(?:لحد|حتى|لغايه|من يوم|طول الاسبوع)/;

export function fastingSignals(folded: string): boolean {
  return !NOT_EXTREME.test(folded) && saysExtremeFast(folded);
}

/** A fast without water, without food for days, or on liquids only for days, whatever else the message says. */
export function saysExtremeFast(folded: string): boolean {
  if (DRY.test(folded)) return true;
  if (EAT_NOTHING.test(folded) && FOR_DAYS.test(folded)) return true;
  const onlyLiquid = ONLY.test(folded) && LIQUID.test(folded);
  return DAYS.test(folded) && (onlyLiquid || CLEANSE.test(folded));
}

// ---------------------------------------------------------------------------------------------------------------
// Cues: the least a message must say for the safety classifier's finding of a kind to stand (screen.ts). Broad on
// purpose (the classifier brings the phrasing), they keep its word associations from refusing ordinary goals: "I will
// not give up on my running goal" has no pain in it, "just want to feel better" no wish to be gone.

const CUES: Record<string, RegExp> = {
  distress:
    /\b(?:tired of (?:living|life|waking|everything|it all|being)|done with (?:life|everything|it all)|disappear\w*|dissapear\w*|vanish|gone for good|be gone|not (?:be )?here anymore|end (?:it|things|my life)|not wake|never wake|burden|better off|pointless|what'?s the point|hopeless|worthless|goodbye|farewell|give up on (?:life|everything|myself)|how many (?:of my )?pills|already decided|kill|(?:to|i|i'?d|i'?ll|gonna|wanna|just|could|would|should|and|or|rather|might|let me) die|dying|dead|suicid\w*|unalive|harm myself|hurt myself|cut(?:ting)? myself|cuting|self[- ]harm|desaparecer|no estar|ya no (?:voy a )?estar|no despertar\w*|cansad\w* de (?:vivir|todo|despertar)|(?:una|soy|como|ser) carga|morir\w*|matarme|suicid\w*|despedir\w*|verschwinden|nicht mehr (?:da|leben|aufwachen)|umzubringen|umbringen|sterben|(?:bin|ware|waer|lieber|einfach) tot|tot sein|(?:eine|zur|nur) last|lebensmude|abschied\w*|besser dran ohne mich|keiner wurds merken)\b|اختفي|اختفاء|اموت|الموت|انتحار|انتحر|اودع|وداع|عبء|عبي|يرتاح|يرتاحو|هيرتاح|ما عاد|خلص|تعبت من|مش موجود|مش موجوده|mawgoud|tertaa7|hayerta7|rou7|khalles|amout|enta7er/,
  eating_disorder:
    /\b(?:eat\w*|food|meal\w*|starv\w*|vomit\w*|puk\w*|purg\w*|throw(?:ing)? up|laxative\w*|diuretic\w*|binge\w*|calori\w*|kcal|weigh\w*|kilos?|kg|lbs|pounds|thin\w*|skinny|fat|body|ana|mia|comer|comida\w*|vomit\w*|laxante\w*|atracon\w*|peso|flac\w*|gord\w*|cuerpo|essen|kotz\w*|erbrech\w*|abfuhr\w*|fressattack\w*|gewicht|dunn|dick|korper|hunger\w*)\b|اكل|الاكل|وجب|اتقيا|ارجع|ملين|وزن|كيلو|جسم|تخين|نحيف|رجيم|akl|wazn|kilo|araga3/,
  red_flag:
    /\b(?:chest|heart|breath\w*|faint\w*|pass(?:ed)? out|dizz\w*|palpitat\w*|numb\w*|tingl\w*|blood|bleed\w*|headache|vision|collaps\w*|pregnan\w*|doctor|doc|cardio\w*|pecho|corazon|respir\w*|aire|desmay\w*|mare\w*|entumec\w*|sangr\w*|cabeza|embaraz\w*|medico|brust|herz\w*|luft|atem\w*|ohnmacht\w*|schwindel\w*|taub|kribbel\w*|blut\w*|kopfschmerz\w*|schwanger\w*|arzt|ssw)\b|صدر|قلب|نفس|تنفس|اغمي|دوخه|دوار|تنمل|دم|نزيف|صداع|حامل|دكتور|طبيب|dam|sadr|alb/,
  through_pain:
    /\b(?:pain\w*|hurt\w*|ache\w*|aching|injur\w*|sore|tore|torn|sprain\w*|strain\w*|swoll\w*|swell\w*|broke\w*|fractur\w*|limp\w*|twist\w*|roll(?:ed)?|tendon\w*|dol\w*|duele|lesion\w*|hinch\w*|torc\w*|esguince|roto|rota|cojeo|schmerz\w*|weh|verletz\w*|gebrochen|geschwollen|umgeknickt|verstaucht|stechen|humpel\w*|zerrung)\b|الم|وجع|يوجع|بيوجع|اصاب|مكسور|انكسر|تمزق|ملتوي|متورم|wag3|waga3|beywga3/,
  contraindicated:
    /\b(?:diagnos\w*|surgery|surgeries|operation|op|disc|disk|hernia\w*|osteopor\w*|osteopenia|pregnan\w*|weeks|trimester|glaucoma|retina\w*|rotator|cuff|replacement|prosthe\w*|blood pressure|hypertension|pacemaker|bypass|stent|c-?section|diastasis|acl|menisc\w*|cirugia|operacion|operad\w*|hernia\w*|embaraz\w*|semanas|protesis|tension|hipertension|diagnostic\w*|bandscheibe\w*|osteoporose|schwanger\w*|ssw|op|operiert|prothese|blutdruck|bluthochdruck|glaukom|kaiserschnitt|bruch)\b|عمليه|جراحه|انزلاق|ديسك|دسك|غضروف|فتق|هشاشه|حامل|جلوكوما|ضغط|قيصري|مفصل|تشخيص/,
  fasting:
    /\b(?:fast\w*|cleans\w*|detox\w*|juice\w*|water|only|nothing but|broth|calori\w*|kcal|cals|tea|coffee|ayun\w*|zumo\w*|jugo\w*|agua|solo|caldo|monodieta|fasten|saft\w*|wasser|nur|bruhe|kalorien|heilfasten)\b|صيام|صوم|ديتوكس|عصير|ماء|مايه|فقط|بس|سعر|مرق/,
  // Harm to others is harm to someone: a person, a people or an animal said, not a harm the classifier reads into a
  // hobby ("recorder in primary school", "professor messer's videos") (decision 125).
  harm_others:
    /\b(?:him|her|his|hers|them|they|their|he|she|someone|somebody|anyone|anybody|people|person|everyone|everybody|ex|exes|wife|husband|partner|girlfriend|boyfriend|gf|bf|spouse|kids?|child\w*|son|daughter|baby|brother|sister|mom|mum|mother|dad|father|parents?|family|friends?|neighbou?rs?|boss|manager|coworkers?|co-workers?|colleagues?|classmates?|roommates?|flatmates?|teacher|student\w*|guy|girl|man|woman|men|women|rival\w*|enemy|enemies|bully|bullies|dog|cat|pet|animals?|puppy|kitten|el|ella|ellos|ellas|alguien|gente|persona\w*|todos|mi ex|esposa|esposo|marido|mujer|novi[oa]|pareja|hij[oa]s?|niñ[oa]s?|nin[oa]s?|bebe|herman[oa]|mama|madre|papa|padre|familia|amig[oa]s?|vecin[oa]s?|jefe|jefa|compañer[oa]s?|companer[oa]s?|profe\w*|chic[oa]|tipo|perro|gato|mascota|animal\w*|ihn|ihm|ihr|sie|jemand\w*|leute|menschen?|alle|exfreund\w*|frau|mann|freund\w*|kind\w*|sohn|tochter|bruder|schwester|mutter|vater|eltern|familie|nachbar\w*|chef\w*|kolleg\w*|mitschuler\w*|mitbewohner\w*|lehrer\w*|typ|madchen|hund\w*|katze\w*|tier\w*)\b|(?<![\u0621-\u064a])(?:و|ف|ب|ل|ال)?(?:هو|هي|هم|هوه|هيه|حد|احد|ناس|الناس|شخص|واحد|واحده|زوجتي|زوجي|جوزي|مراتي|مرتي|طليق\S*|خطيب\S*|حبيب\S*|صاحب\S*|صديق\S*|اخوي|اخويا|اختي|اخوي|امي|ابوي|ابويا|اهلي|ولدي|ابني|بنتي|عيال\S*|اطفال|جار\S*|مدير\S*|زميل\S*|مدرس\S*|استاذ\S*|كلب\S*|قط\S*|قطه|بسه|حيوان\S*)(?![\u0621-\u064a])|(?:ه|ها|هم)(?=\s|$)/,
  medication: /./,
  minor:
    /\b(?:diet\w*|weigh\w*|kilos?|kg|lbs|pounds|thin\w*|skinny|fat|belly|calori\w*|cal|kcal|slim\w*|dieta|adelgaz\w*|peso|delgad\w*|gord\w*|barriga|flac\w*|diat|abnehm\w*|wiege\w*|gewicht|dunn\w*|dick|bauch|schlank\w*)\b|وزن|كيلو|رجيم|دايت|تخسيس|نحيف|تخين|سمين|بطن|سعرات/,
  abusive:
    /\b(?:you\w*|u|ur|ya|yall|app|bot|ai|chatbot|assistant|thing|trash|garbage|useless|stupid|idiot\w*|dumb\w*|moron\w*|pathetic|shit\w*|fuck\w*|crap\w*|loser\w*|suck\w*|bloody|damn|hell|calculator|toaster|tu|te|ti|eres|estas|usted|contigo|inutil|basura|idiota|estupid\w*|tont\w*|mierda|patetic\w*|largate|callate|imbecil|pendej\w*|gilipollas|cabron|puta|joder|du|dich|dir|dein\w*|bist|nutzlos\w*|dumm\w*|blod\w*|idiot|scheiss\w*|mull|erbarmlich|hau ab|vollpfosten|depp|arsch\w*|verdammt|anta|enta|inta|enti|inti|machine|maquina|maschine|robot\w*|algorithm\w*|algoritmo|retard\w*|retrasad\w*|chatarra|trasto|ki)\b|(?<![\u0621-\u064a])(?:و|ف|ب|ل|ال|هال|وال|بال|يا )?(?:(?:انت|انتي|انتا|منك|عليك|خرا)(?![\u0621-\u064a])|تطبيق|بوت|روبوت|الاله|زباله|غبي|تافه|حمار|حيوان|انقلع|اسكت|كلب|فاشل|سخيف|متخلف)/,
};

/** Whether a message has the least a kind needs for the classifier's finding to stand. */
export function hasCue(kind: string, folded: string): boolean {
  // A weight on a bar is a load, not a body weight (decision 093): "pull 405 lbs", "a 24 kg kettlebell".
  const text = kind === 'eating_disorder' || kind === 'minor' ? folded.replace(LOAD, ' ') : folded;
  return CUES[kind]?.test(text) ?? false;
}
const LIFT = String.raw`(?:deadlift\w*|squat\w*|bench\w*|press\w*|pull\w*|lift\w*|row\w*|clean\w*|snatch\w*|kettlebell\w*|kb|dumbbell\w*|barbell\w*|swings?|carry|carries|curl\w*|hip thrust\w*|peso muerto|sentadilla\w*|press banca|kreuzheb\w*|kniebeug\w*|bankdruck\w*|hantel\w*|سكوات|ديدلفت|بنش|دمبل|بار)`;
/** A weight said beside a lift, either order: "deadlift 140 kg", "405 lbs pull", "a 24kg kettlebell". */
const LOAD = new RegExp(
  String.raw`\b${LIFT}\b[^.,;\d]{0,25}\d+(?:\.\d+)?\s?(?:kg|kgs|kilos?|lbs?|pounds|libras|كيلو|كغ)\b|\b\d+(?:\.\d+)?\s?(?:kg|kgs|kilos?|lbs?|pounds|libras|كيلو|كغ)\b[^.,;\d]{0,25}\b${LIFT}\b|\b(?:pull|lift|move|hit|get)\w*\s+\d+(?:\.\d+)?\s?(?:kg|lbs?|pounds)\b`,
  'gu',
);
