/**
 * What a risky kind cannot do without (decision 098). The safety classifier reads a whole message and finds kinds
 * by resemblance, so a long ordinary goal with numbers and a schedule ("NCLEX in 7 weeks, 3-4h per day, 5 days a
 * week", "fill a 120-page sketchbook before Lisbon") can read as a fast. A finding of these kinds stands only when the
 * message holds the idea the kind is about: a fast is about eating or drinking; a minor's risk is about weight, the
 * body or hard training, not a 16-year-old learning to draw. These are broad vocabularies of the idea, not phrases
 * of the risk: the classifier still finds the risk, this only keeps it from finding one where the idea is absent.
 * Written per language over folded text (fold.ts).
 */
import type { Lexicon } from './lexicon.ts';
import { matchLexicon } from './lexicon.ts';

const has = (concept: Lexicon, folded: string): boolean => matchLexicon(concept, folded).length > 0;

/**
 * An Arabic word with its clitics (و ف ب ل ال before, pronoun endings after), not inside a longer word. Patterns are
 * folded like the text (a hamza is dropped), so a stem must not fold into a common word ("ماء" would become "ما").
 */
const AR_WORD = (stems: string) =>
  new RegExp(String.raw`(?<![\u0621-\u064a])(?:[وفبلك]?(?:ال)?)(?:${stems})(?:ه|ها|هم|ي|ك|نا)?(?![\u0621-\u064a])`);

/** Eating, drinking, food and fasting. */
const EATING: Lexicon = {
  en: [
    /\b(?:fast(?:s|ing|ed)?|food|foods|eat|eats|eating|eaten|ate|calories?|cals?|kcals?|juices?|juicing|water|broth|cleanse|detox|drink(?:s|ing)?|meals?|omad|diet\w*|starv\w*|hunger|hungry|breakfast|lunch|dinner|supper|snacks?|coffee|tea|smoothies?|shakes?|soup|nothing but|only (?:water|juice|liquids?)|liquids?|intake|macros?|carbs?|sugar|protein|bite|appetite|binge\w*|purg\w*|throw(?:ing)? up|puk\w*|vomit\w*|plate|napkins?)\b/,
  ],
  es: [
    /\b(?:ayun\w*|comida\w*|comer|como|comi|comiendo|calorias?|kcal|jugos?|zumos?|agua|caldo|detox|desintox\w*|beb(?:er|o|iendo|ida)|desayun\w*|almuerz\w*|cena\w*|hambre|batidos?|cafe|te|sopa|dieta\w*|azucar|proteina|atrac\w*|vomit\w*|purg\w*|plato)\b/,
  ],
  de: [
    // German joins words: "Knochenbrühe", "Saftkur", "Wasserfasten" hold the idea inside a longer word.
    /(?:fast(?:en|e|est|et|kur|tag)|essen|\besse\b|\bisst\b|gegessen|nahrung|kalorie|kcal|saft|wasser|bruhe|detox|entgift|trink|mahlzeit|fruhstuck|mittag|abendbrot|hunger|hungr|shake|kaffee|\btee\b|suppe|diat|zucker|protein|fressattack|erbrech|kotz|teller|\bnur\b)/,
  ],
  ar: [
    /صيام|صايم|صوم|اكل|باكل|ماكل|طعام|سعرات|سعره|كالوري|عصير|عصاير|سوائل|لبن|حليب|تمر|فواكه|فاكهه|خضار|سناك|ريجيم|ديتوكس|شوربه|مرق|وجب|فطور|فطار|غدا|عشا|جوع|جعان|قهوه|شاي|رجيم|دايت|حميه|سكر|بروتين|استفرغ|ترجيع|ارجع الاكل|صحن/,
    AR_WORD('مي|مياه|مويه|موي|اشرب|بشرب|شرب'),
    /\b(?:akl|akel|siyam|seyam|sayem|asoom|da2iet|dayet|regeem|ma2|mayya|moya)\b/,
  ],
};

/** The body, its weight and its shape, and what people take or do to change them. */
const BODY: Lexicon = {
  en: [
    /\b(?:weigh\w*|kgs?|kilos?|lbs?|pounds?|stone|bmi|body|bodies|bodyfat|thin|thinner|thinnest|skinn\w*|fat|fats|fatter|fattest|fatty|huge|chubby|flat|tummy|belly|stomach|thigh gap|collarbones?|ribs|hips?|waist|abs|shredded|lean|cut|cutting|bulk\w*|muscles?|size|scale|mirror|look(?:s|ing)? like|laxatives?|water pills|diuretics?|dulcolax|pills|burners?|boosters?|supplements?|steroids?|sarms?|ana|mia|thinspo|meanspo|sauna|sweat suit|weight class|make weight|weigh-in|twice a day|two-a-days|every day|daily|hours a day|\\d+ ?h(?:rs?)? a day|no rest|rest days?|creatine|pre-?workout|energy drinks?|protein)\b/,
  ],
  es: [
    /\b(?:peso|pesar|peso\w*|kg|kilos?|libras|imc|cuerpo|delgad\w*|flac\w*|gord\w*|barriga|tripa|vientre|abdomen|abdominal\w*|six ?pack|marcar|quema\w*|costillas|clavicula\w*|caderas?|cintura|definid\w*|marcad\w*|musculo\w*|talla|bascula|espejo|laxantes?|diureticos?|pastillas|quemadores?|suplementos?|esteroides?|anabolic\w*|categoria|dos veces al dia|todos los dias|cada dia|horas al dia|sin descanso|creatina|pre-?entreno|bebidas energeticas|proteina)\b/,
  ],
  de: [
    /(?:gewicht|wieg|\bkg\b|kilo|pfund|\bbmi\b|korper|dunn|schlank|\bdick|fett|bauch|rippen|schlusselbein|hufte|taille|definiert|muskel|grosse|waage|spiegel|abfuhr|entwasser|pillen|tabletten|fatburner|booster|supplement|erganzung|steroid|anabol|kreatin|zweimal am tag|jeden tag|stunden am tag|taglich)/,
  ],
  ar: [
    /وزن|كيلو|كغ|جسم|جسمي|نحيف|نحف|رفيع|سمين|تخين|بطن|كرش|ضلوع|عظام|عضام|ترقوه|خصر|ورك|عضل|مقاس|ميزان|مرايه|ملين|حبوب|حارق|مكمل|منشط|هرمون|ستيرويد|تنشيف|مرتين (?:في|ب)اليوم|كل يوم/,
  ],
};

/** Whether a message is about eating, drinking or fasting. */
export const mentionsEating = (folded: string): boolean => has(EATING, folded);
/** Whether a message is about eating or the body. */
export const mentionsEatingOrBody = (folded: string): boolean => has(EATING, folded) || has(BODY, folded);

/**
 * A meal said as a time of day: "the gym at lunch", "a la hora de almuerzo", "in der Mittagspause", "بعد الغدا". It
 * says when, not what is eaten.
 */
const MEAL_AS_TIME =
  /\b(?:(?:at|during|over|on|in|before|after) (?:my |the )?lunch ?(?:time|hour|break)?|lunch ?(?:time|hour|break)s?|before (?:breakfast|work)|after (?:breakfast|lunch|dinner|supper)|(?:a|en|durante|despues del?|antes del?) (?:la )?(?:hora (?:de|del) )?(?:almuerzo|comida|colacion)|(?:hora|horario) (?:de|del) (?:almuerzo|comida|colacion)|mittagspause|in der mittagszeit|(?:vor|nach) dem (?:fruhstuck|mittagessen|abendessen))\b|(?:قبل|بعد|وقت) (?:ال)?(?:فطار|فطور|غدا|عشا)/g;

/** Whether a message is about eating or drinking once meals said as times of day are taken out. */
export const mentionsEatingBeyondMealtimes = (folded: string): boolean =>
  has(EATING, folded.replace(MEAL_AS_TIME, ' '));
