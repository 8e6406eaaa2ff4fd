import type { TPlanLanguage } from '@ito/contracts/agent/plan';
import { foldLetters } from './fold.ts';

/**
 * What the safety gate looks for, per category and language, as patterns over folded text (see fold.ts: lower case,
 * no accents or umlauts, Arabic letters unified). Written to catch many phrasings and common typos; when in doubt a
 * pattern errs on the careful side (decision 036). Latin patterns use word boundaries; Arabic ones match inside
 * words, since prefixes (و، ف، ب، ال) attach to them.
 */
export type Lexicon = Readonly<Partial<Record<TPlanLanguage, readonly RegExp[]>>>;

/** Hopelessness, wanting to die, suicide, self-harm. */
export const DISTRESS: Lexicon = {
  en: [
    /\bs+u+[i1]?[cs]+[i1]?[dt]+(?:e|al|ial|ual|ing)?\b/,
    /\bsuicid/,
    /\b(?:kill(?:ing)?|kil|hurt(?:ing)?|harm(?:ing)?|cut(?:ting)?|burn(?:ing)?) (?:my ?self|myslef|meself)\b/,
    /\bkms\b/,
    /\bself[- ]?(?:harm|injur|hurt|mutilat)/,
    /\bun ?aliv(?:e|ing)\b/,
    /\b(?:want|wanna|ready|wish|trying|planning|plan) (?:to )?(?:die|be dead|not exist|disappear forever)\b/,
    /\bwish (?:i|id) (?:was|were|could be) (?:dead|gone|never born)\b/,
    /\bwish i (?:wasn'?t|weren'?t|was not|were not) (?:here|alive|born|around)\b/,
    /\b(?:better off|be better) (?:dead|without me)\b/,
    /\b(?:don'?t|dont|do not|no longer) (?:want|wanna|wish) (?:to )?(?:live|be alive|be here|exist|wake up|go on)\b/,
    /\b(?:no|not any|no more) (?:reason|point|purpose) (?:to|in|of) (?:live|living|life|going on|being alive|anything)\b/,
    /\b(?:can'?t|cant|can not|cannot|unable to) (?:go on|keep going|take (?:it|this|life) any ?more|do (?:this|it|life) any ?more|cope|carry on)\b/,
    /\b(?:end|ending|take|taking) (?:it all|my (?:own )?life|my life|things|everything)\b/,
    /\bhope ?less(?:ness)?\b/,
    /\b(?:lost|losing|no|without) (?:all )?hope\b/,
    /\b(?:give|giving|gave) up on (?:life|everything|myself|living)\b/,
    /\b(?:nothing|life) (?:matters|is pointless|feels pointless|has no meaning|is meaningless)\b/,
    /\b(?:no ?one|nobody) (?:would|will|'?d) (?:even |really |ever )?(?:care|miss me|notice)\b/,
    /\b(?:i'?m|i am|im|feel|feeling|felt) (?:so |really |very |completely |totally )?(?:depressed|worthless|empty inside|miserable|broken inside|like a burden|a burden)\b/,
    /\bi hate (?:my ?self|my life|being alive)\b/,
    /\b(?:everything|life|it all) (?:feels|is|seems) (?:so |really )?(?:hopeless|pointless|dark|meaningless|too much)\b/,
    /\b(?:can'?t|cant|cannot) get out of bed\b/,
    /\bstuck in (?:my )?life\b/,
    /\boverdos(?:e|ing)\b/,
    /\bhope?l+e+s+(?:ness)?\b|\bdepres+ed\b/,
    /\b(?:life|it) (?:is ?n'?t|is not|isnt|not) worth (?:living|it any ?more)\b/,
    /\bwhat'?s the (?:point|use) (?:of|in) (?:living|life|going on|being alive|anything)\b/,
    /\b(?:done|finished|tired|sick) (?:with|of) (?:life|living|being alive|everything)\b/,
    /\b(?:never|not) (?:want to |wanna )?wake up (?:again|anymore|tomorrow)\b|\bsleep (?:forever|and never wake)\b/,
    /\b(?:see no|don'?t see (?:a|any)|there'?s no|no) future (?:for me|anymore|ahead)\b/,
    /\b(?:don'?t|dont|can'?t|cant|do not) see (?:the|any) point (?:any ?more|in (?:anything|life|living|going on|trying|being here))|\b(?:don'?t|dont|can'?t|cant) see (?:the|any) point[.!]*$/,
    /\b(?:no ?one|nobody) (?:cares|loves me|would care)\b|\bcan'?t stop crying\b|\b(?:my life|everything) is falling apart\b|\bno way out\b/,
    /\b(?:jump|jumping) (?:off|from) (?:a|the) (?:bridge|building|roof|cliff)\b/,
  ],
  es: [
    /\bsui?ci?d/,
    /\b(?:matarme|mataria|me voy a matar|me quiero matar|quitarme la vida|acabar con (?:mi vida|todo|mi existencia))\b/,
    /\b(?:quiero|quisiera|deseo|ganas de) morir(?:me)?\b/,
    /\bme quiero morir\b/,
    /\b(?:no quiero|no deseo) (?:vivir|seguir viviendo|seguir|despertar|estar aqui|existir)\b/,
    /\bno (?:puedo|aguanto|soporto) (?:mas\b(?!\s*(?:de|que|\d))|seguir asi|seguir viviendo|con (?:mi vida|esto|todo)\b)/,
    /\b(?:sin|perdi la|perdido la|ninguna) esperanza\b/,
    /\bdesesperanza/,
    /\b(?:no tiene|no le veo|sin) sentido (?:vivir|la vida|nada|seguir)\b/,
    /\bnada tiene sentido\b/,
    /\bno vale la pena (?:vivir|seguir)\b/,
    /\b(?:hacerme|me hago|me hice) dano\b/,
    /\bautolesi/,
    /\b(?:cortarme|me corto|lastimarme|me lastimo|herirme)\b/,
    /\bmejor (?:sin mi|muert[oa])\b/,
    /\b(?:estoy|me siento|siento) (?:muy |tan |super )?(?:deprimid[oa]|vaci[oa] por dentro|sin ganas de vivir|una carga|atrapad[oa] en (?:la|mi) vida)\b/,
    /\btodo (?:me )?(?:parece|es|se siente) (?:inutil|oscuro|sin sentido)\b/,
    /\bno puedo (?:ni )?levantarme de la cama\b/,
    /\bcansad[oa] de (?:vivir|la vida|todo)\b|\bno (?:veo|encuentro) (?:ninguna )?salida\b|\ba nadie le importo\b|\bya no quiero (?:seguir|vivir)\b|\bno le (?:veo|encuentro) sentido a (?:la|mi) vida\b/,
  ],
  de: [
    /\bsuizid/,
    /\bselbstmord/,
    /\b(?:mich|mir) (?:selbst )?(?:umbringen|toten|das leben nehmen|etwas antun|was antun)\b/,
    /\bbring(?:e)? mich um\b/,
    /\b(?:will|mochte|moechte|wurde gern|wuerde gern) (?:nicht mehr leben|sterben|tot sein|nicht mehr da sein|nicht mehr aufwachen)\b/,
    /\bnicht mehr leben\b/,
    /\blebensmue?de/,
    /\bhoffnungslos/,
    /\b(?:keine|ohne) hoffnung\b/,
    /\b(?:hat|macht|ergibt) (?:alles )?keinen sinn mehr\b/,
    /\balles (?:ist )?sinnlos\b/,
    /\bich kann (?:einfach |echt )?nicht mehr(?=$|[.,!?;]| und| weiter)/,
    /\bhalte (?:es|das|das leben) nicht mehr aus\b/,
    /\b(?:mich|mir) (?:selbst )?(?:verletzen|ritzen|weh ?tun|schneiden)\b/,
    /\britze mich\b/,
    /\bselbstverletz/,
    /\bbesser (?:tot|ohne mich)\b/,
    /\b(?:meinem leben ein ende|mit allem schluss)\b/,
    /\b(?:bin|fuhle mich|fuehle mich) (?:so |total |sehr |richtig )?(?:deprimiert|leer|verzweifelt|wertlos|eine last)\b/,
    /\bkomme nicht (?:mehr )?aus dem bett\b/,
    /\b(?:mude|muede) vom leben\b|\b(?:sehe|finde) keinen ausweg\b|\bniemand (?:braucht|vermisst) mich\b|\bwill (?:einfach )?nicht mehr\b(?!\s+(?:als|so|lange|laufen|rauchen|trinken))|\bkeinen sinn (?:mehr )?zu leben\b/,
  ],
  ar: [
    /نتحر|نتحار/,
    /(?:اقتل|قتل|اموت|انهي حياه|انهي حياتي|انهاء حياتي) ?نفسي|انهي حياتي|انهاء حياتي/,
    /(?:اريد|اود|ابي|ابغي|بدي|نفسي|عايز|عاوز|اتمني) (?:ان )?(?:اموت|الموت|موت)/,
    /اتمني (?:لو )?(?:مت|اني ميت)/,
    /(?:لا|ما|مش|مو) ?(?:اريد|ابي|ابغي|بدي|عايز|عاوز) (?:ان )?(?:اعيش|عيش|الحياه)/,
    /(?:فقدت|فاقد|فقدان) (?:كل )?(?:الامل|الرغبه في الحياه)/,
    /(?:لا|ما في|مافي|ما عندي|بلا|بدون|عديم) (?:ال)?امل(?=$|[\s.,!؟?])/,
    /يايس|باليا?س|ميو+س منه|الاحباط الشديد/,
    /(?:لا استطيع|ما اقدر|مش قادر|لم اعد|ما عدت|ما عاد) ?(?:الاستمرار|استمر|احتمل|اتحمل|اكمل)/,
    /تعبت من (?:الحياه|حياتي|كل شي|كل شيء|العيش)/,
    /(?:ايذاء|اذيه|اوذي|اذي|اجرح|جرح) (?:نفسي|النفس)/,
    /(?:لا معني|بلا معني|ما لها معني|لا فايده|ما في فايده)(?: من| ل)? ?(?:الحياه|حياتي|العيش)/,
    // A feeling said, not the illness named ("دوا للاكتئاب" is a medicine taken, decision 101).
    /مكتيب|(?:حاسس|حاسه|اشعر|بحس|عندي) (?:ب)?(?:ال)?اكتياب|في اكتياب|محبط جدا/,
    /(?:بدي|اريد ان|ابي) (?:اختفي|اختفي للابد)|لا ارى (?:اي )?مخرج|ما في مخرج|لا احد يهتم بي|ما عاد (?:بدي|ابي) (?:عيش|اعيش)|الحياه (?:لا تستحق|ما تستاهل)/,
    /(?:لا اقدر|ما اقدر|لا استطيع) (?:ان )?(?:اقوم|انهض) من (?:السرير|الفراش)/,
  ],
};

/** Purging, laxatives or not eating to lose weight, named eating disorders. */
export const EATING_DISORDER: Lexicon = {
  en: [
    /\b(?:make|making|made|force|forcing|forced|get|getting) (?:my ?self|me) (?:to )?(?:throw ?up|puke|vomit|sick|purge)\b/,
    /\b(?:throw(?:ing)? ?up|puk(?:e|ing)|vomit(?:ing)?) (?:after|when i|once i) (?:i )?(?:eat|meals?|eating|food|dinner|lunch)\b/,
    /\bpurg(?:e|ing|ed)\b/,
    /\bfingers? down my throat\b/,
    /\bbul+[ie]m/,
    /\banorex/,
    /\b(?:laxatives?|diuretics?|diet pills|water pills)\b/,
    /\b(?:not|stop(?:ped)?|haven'?t|havent|have not|didn'?t|did not|without) (?:been )?eat(?:ing|en)?(?: anything| food)? (?:for|in) (?:\d+ |a few |several |many |two |three |four |five )?(?:days?|weeks?)\b/,
    /\b(?:\d+|two|three|four|five|several|a few) days? (?:without|of not) eating\b/,
    /\bstarv(?:e|ing|ed) my ?self\b/,
    /\bpro[- ]?ana\b|\bthinspo/,
    /\bchew(?:ing)? and spit/,
    /\beating disorder/,
    /\b(?:vomit|throw(?:ing)? up|puk(?:e|ing))(?:ing)? to (?:lose|stay|keep|get) /,
    /\beat(?:ing)? (?:only )?once every (?:\d+|two|three|few|couple of) days\b/,
    /\bbinge (?:and|then) (?:starve|fast|purge|restrict)/,
    /\b(?:binge|binging|bingeing) and (?:purge|purging|throw|vomit)/,
    /\b(?:scared|afraid|terrified) (?:of|to) eat(?:ing)?\b/,
  ],
  es: [
    /\b(?:me (?:hago|provoco|obligo a|fuerzo a)|hacerme|provocarme(?: el)?|provoco el|provocar(?:me)? el) vomit/,
    /\bvomit(?:ar|o|ando) (?:despues de|tras|luego de|cuando) (?:comer|como|las comidas|cada comida)/,
    /\blaxantes?\b|\bdiureticos?\b|\bpastillas para adelgazar\b/,
    /\bbulimi|\banorexi/,
    /\bpurg(?:ar|arme|o|ando)\b/,
    /\b(?:no (?:he )?(?:comido|como)|sin comer) (?:(?:en|durante|por|hace) )?(?:\d+|varios|unos|dos|tres|cuatro|cinco) dias\b/,
    /\bllevo (?:\d+|varios|unos|dos|tres|cuatro|cinco) dias sin comer\b/,
    /\b(?:dejar|deje|dejo) de comer\b/,
    /\bmatarme de hambre|\bmorirme de hambre a proposito/,
    /\btrastornos? (?:de la conducta )?alimentari/,
    /\b(?:dedos en la garganta)\b/,
    /\bvomitar para (?:adelgazar|bajar de peso|no engordar)\b/,
  ],
  de: [
    /\b(?:mich|mir) (?:selbst )?(?:zum )?(?:erbrechen|ubergeben|uebergeben|kotzen)\b/,
    /\b(?:erbreche|ubergebe|uebergebe|kotze) (?:mich )?(?:nach|bei) (?:dem |jedem )?essen\b/,
    /\bfinger in den hals\b/,
    /\babfuhrmittel|\babfuehrmittel|\bentwasserungstabletten|\bappetitzugler/,
    /\bbulimi|\bmagersucht|\banorexi|\bess-?brech/,
    /\b(?:seit|fur|fuer) (?:\d+|mehreren|einigen|zwei|drei|vier|funf|tagen)(?: tagen)? nichts (?:mehr )?(?:gegessen|essen)\b/,
    /\b(?:tage|tagen) (?:lang )?nichts (?:gegessen|essen)\b/,
    /\b(?:hungere mich|mich (?:aus|her|runter)hungern|hungere? (?:mich )?(?:aus|runter))\b/,
    /\bessstorung|\besstoerung/,
    /\b(?:erbrechen|kotzen|ubergeben|uebergeben) um (?:abzunehmen|nicht zuzunehmen)\b/,
    /\b(?:hore|hoere|will) (?:ganz )?(?:auf zu essen|nichts mehr essen)\b/,
  ],
  ar: [
    /اتقيا|التقيو|تقيو|استفرغ|الاستفراغ|ترجيع|اطرش|اجبر نفسي علي (?:الاستفراغ|التقيو)/,
    /مسهل|ملين|مدر(?:ات)? (?:للبول|البول)|حبوب (?:التخسيس|تخسيس)/,
    /فقدان الشهيه العصبي|الشره المرضي|بوليميا|انوركسيا|انوريكسيا/,
    /(?:لم|ما|لا) ?(?:اكل|اكلت|اكلتش|اتناول|تناولت)(?: اي)?(?: شي| شيء| طعام| اكل)? (?:منذ|من|لمده|ل|خلال) ?(?:(?:\d+|ثلاث|ثلاثه|اربع|اربعه|خمس|خمسه|عده|كم|عشره|سبعه) )?(?:ايام|اسبوع|يومين)/,
    /بدون (?:اكل|طعام) (?:لمده |ل)?(?:\d+ )?(?:ايام|اسبوع|يومين)/,
    /(?:اجوع|تجويع|جوع) نفسي/,
    /اضطراب(?:ات)? (?:في )?(?:الاكل|الطعام|الاكل)/,
    /(?:اتوقف|توقفت|اتوقف) عن (?:الاكل|الطعام)/,
  ],
};

/** Symptoms that need a doctor before exercise or a diet: chest pain, fainting, breathlessness at rest... */
export const RED_FLAG: Lexicon = {
  en: [
    /\bchest (?:pain|pains|ache|tightness|tight|pressure|hurts?|hurting|discomfort)\b/,
    /\b(?:pain|pressure|tightness|ache|aching) in (?:my |the )?(?:chest|left arm|jaw)\b/,
    /\bheart (?:pain|racing|palpitations|flutter(?:ing|s)?|skipp(?:ing|ed) beats?|problems? (?:when|during|while))\b/,
    /\bpalpitations?\b|\birregular (?:heart ?beat|heart rhythm|pulse)\b|\barrhythmia\b/,
    /\bheart (?:races|pounds|flutters|skips)\b.{0,30}\b(?:rest|sitting|lying|for no reason|at night)\b/,
    /\b(?:blurry|blurred|double) vision\b|\bvision (?:goes|went|turns) (?:black|blurry|dark)\b/,
    /\bpregnant and (?:bleeding|spotting|in pain|cramping)\b/,
    /\b(?:faint(?:ed|ing)?|passed out|pass out|passing out|blacked out|black(?:ing)? out|collapsed|lost consciousness)\b/,
    /\b(?:dizzy|dizziness|light ?headed|lightheaded) (?:spells?|when|while|during|after|on|every)\b/,
    /\b(?:dizzy|dizziness|light ?headed|lightheaded)\b.{0,60}\b(?:stairs|climb(?:ing)?|exercis\w*|exert\w*|walking (?:up|uphill)|hills?|workouts?)\b/,
    /\b(?:short(?:ness)? of breath|breathless|out of breath) (?:at rest|when resting|while resting|sitting|lying|when lying|at night|doing nothing|climbing stairs|walking)\b/,
    /\b(?:can'?t|cannot|can not|struggle to|struggling to|trouble|difficulty) (?:breathe|breathing|catch my breath)\b/,
    /\b(?:sudden|worst|severe|thunderclap|excruciating) (?:\w+ )?headache/,
    /\bworst headache of my life\b/,
    /\bblood (?:in|when|with) (?:my |the )?(?:stool|stools|poop|poo|urine|pee|vomit|sputum)\b/,
    /\bbloody (?:stool|stools|urine|poop|diarrh)|\b(?:cough(?:ing)?|vomit(?:ing)?|throw(?:ing)? up) (?:up )?blood\b/,
    /\bpregnan\w* (?:complications?|bleeding|spotting|pains?|cramps|contractions)\b/,
    /\b(?:bleeding|spotting|contractions|complications?) (?:during|while|in|with) (?:my )?pregnan/,
    /\bpre ?eclampsia\b|\bplacenta previa\b|\bhigh[- ]risk pregnan/,
    /\b(?:numb(?:ness)?|weakness|tingling) (?:in|on|down) (?:one|my left|my right|the left|the right) (?:side|arm|leg)\b/,
    /\bface droop|\bslurred speech\b|\bmini ?stroke\b/,
    /\b(?:i|i'?ve|i have|i recently|i just) (?:had|survived|suffered) (?:a |my first )?(?:heart attack|stroke)\b|\b(?:after|since) my (?:heart attack|stroke)\b/,
    /\b(?:unexplained|sudden) weight loss\b/,
    /\bsevere hypo(?:s|glycemia|glycaemia)?\b/,
    /\b(?:doctor|gp|cardiologist|physician|dr) (?:told|said|says|tells|advised) (?:me )?(?:not to|to stop|to avoid|i (?:can'?t|shouldn'?t|should not)) (?:\w+ )?(?:exercis|run|running|train|training|lift|lifting|sport|work ?out|working out|physical|gym|swim)/,
  ],
  es: [
    /\bdolor (?:en el|de|del|fuerte en el) pecho\b|\bdolor(?:es)? toracic/,
    /\b(?:opresion|presion|punzadas?) (?:en el|del) pecho\b|\bme duele el pecho\b/,
    /\bdesmay|\bperdi el conocimiento\b|\bme cai redond/,
    /\bmareos? (?:al|cuando|durante|despues|tras|fuertes|frecuentes)\b/,
    /\b(?:falta de (?:aire|aliento)|me ahogo|ahogo) (?:en reposo|sentad[oa]|acostad[oa]|sin hacer nada|al subir escaleras|caminando|por la noche)\b/,
    /\bno puedo respirar\b|\bme cuesta respirar\b/,
    /\bdolor de cabeza (?:subito|repentino|muy fuerte|intenso|terrible|insoportable)\b|\bel peor dolor de cabeza\b/,
    /\bsangre en (?:las heces|la caca|la orina|el vomito|las deposiciones|el pis)\b|\b(?:tos|toser|vomito|vomitar) (?:con )?sangre\b/,
    /\b(?:sangrado|sangro|complicaciones?|contracciones) (?:en el|durante el|del|de) embarazo\b|\bpreeclampsia\b|\bembarazo de (?:alto )?riesgo\b/,
    /\bpalpitaciones\b|\barritmia\b|\b(?:latidos|pulso) irregular(?:es)?\b|\b(?:tuve|sufri) un infarto\b|\bel corazon (?:se me acelera|me late muy rapido)\b/,
    /\b(?:entumecimiento|debilidad|hormigueo) (?:en|de) (?:un lado|el brazo|la cara)\b/,
    /\bel medico me (?:dijo|prohibio|ha dicho) (?:que )?(?:no |deje )?(?:\w+ )?(?:ejercicio|deporte|correr|entrenar|el gimnasio)/,
  ],
  de: [
    /\bbrust ?schmerz|\bschmerzen in der brust\b|\b(?:druck|enge|stechen|engegefuhl|engegefuehl) (?:in|auf) der brust\b/,
    /\bohnmacht|\bohnmachtig|\bbewusstlos|\bkollabiert|\bzusammengebrochen|\bumgekippt\b/,
    /\bschwindel(?:ig)? (?:beim|wahrend|waehrend|nach|wenn|bei)\b|\bschwindelanfall/,
    /\b(?:atemnot|kurzatmig(?:keit)?|luftnot) (?:in ruhe|im liegen|im sitzen|beim treppensteigen|nachts|schon beim gehen)\b|\bbekomme keine luft\b/,
    /\b(?:plotzliche|ploetzliche|heftigste|starkste|staerkste|schlimmste|extreme) kopfschmerzen\b/,
    /\bblut im (?:stuhl|urin|erbrochenen|auswurf)\b|\bblut (?:husten|spucken|erbrechen)\b|\bbluthusten\b/,
    /\b(?:komplikationen|blutungen?|wehen) in der schwangerschaft\b|\bschwangerschaftskomplikation|\bpra-?eklampsie\b|\bpraeeklampsie\b|\brisikoschwangerschaft\b/,
    /\bherzrasen\b|\bherzstolpern\b|\bherzrhythmusstorung|\bhatte (?:einen|meinen) herzinfarkt\b|\bherzschmerz/,
    /\b(?:taubheitsgefuhl|taubheit|lahmung|laehmung) (?:in|auf) (?:einer|der) (?:seite|arm|gesicht)/,
    /\b(?:arzt|arztin|kardiologe) (?:hat|sagt|meinte) (?:mir )?(?:gesagt )?(?:ich soll )?(?:keinen|kein|nicht) (?:mehr )?(?:sport|training|laufen|trainieren|joggen)/,
    /\b(?:sport|training|laufen) (?:arztlich )?verboten\b/,
  ],
  ar: [
    /(?:الم|الام|اوجاع|وجع|ضيق|ضغط|ثقل|نغزه|نغزات) (?:في|ب|علي) ?(?:الصدر|صدري)/,
    /(?:صدري) (?:يولمني|يوجعني)/,
    /اغمي علي|اغماء|فقدت الوعي|فقدان الوعي|دوخه شديده|دوار شديد|اصابني دوار|اشعر بدوار (?:عند|اثناء|بعد)/,
    /(?:ضيق|صعوبه) (?:في )?(?:التنفس|النفس) (?:وانا|عند|اثناء|في) (?:الراحه|مرتاح|جالس|نايم|الاستلقاء|النوم)|(?:لا استطيع|ما اقدر|مش قادر) (?:ان )?اتنفس/,
    /صداع (?:مفاجي|شديد جدا|فظيع|لا يطاق|قوي جدا)|اسوا صداع/,
    /دم (?:في|مع) (?:البراز|البول|القيء|القي)|(?:سعال|كحه) (?:دموي|بالدم|مع دم)|(?:اسعل|اكح|تقيات|اتقيا) دم/,
    /(?:نزيف|مضاعفات|انقباضات) (?:اثناء|خلال|في|ب) ?(?:الحمل)|تسمم الحمل|حمل عالي الخطوره/,
    /خفقان|عدم انتظام (?:ضربات )?القلب|(?:اصبت|جاتني|جاءتني|حصلت لي|تعرضت ل) ?(?:ب)?(?:جلطه|نوبه قلبيه|ذبحه صدريه)/,
    /(?:تنميل|خدر|ضعف) في (?:جانب|نصف|ذراع) (?:واحد|الجسم)/,
    /(?:الطبيب|الدكتور|دكتوري) (?:قال|منعني|نصحني) (?:لي )?(?:ان لا|الا|بعدم|لا|ما|من) ?(?:امارس |اعمل )?(?:الرياضه|التمرين|الجري|التمارين)/,
  ],
};

/** Wanting to exercise through pain or an injury. */
export const THROUGH_PAIN: Lexicon = {
  en: [
    /\b(?:through|thru|past) (?:the |my |this )?(?:\w+ )?(?:pain|injury|injuries|hurt)\b/,
    /\b(?:ignore|ignoring|ignored) (?:the |my )?(?:pain|injury)\b/,
    /\b(?:despite|regardless of|in spite of) (?:the |my |a )?(?:pain|injury|broken|torn|fracture|sprain)\w*/,
    /\beven (?:though|if) (?:it|my \w+) (?:hurts|is (?:broken|injured|torn)|still hurts)\b/,
    /\b(?:run|running|train|training|play|playing|lift|lifting) (?:on|with) (?:a |my )?(?:broken|fractured|torn|sprained|injured) \w+/,
    /\b(?:with|on) (?:a |my )?(?:broken|fractured|torn|sprained) (?:\w+ )?(?:ankle|foot|leg|knee|wrist|arm|rib|hamstring|ligament|acl|meniscus|muscle|toe)\b.{0,40}\b(?:still|anyway|keep|now|this week|tomorrow)\b/,
    /\b(?:keep|still|continue) (?:running|training|lifting|playing) (?:on|with) (?:a |my )?(?:stress fracture|broken|torn|injur)/,
  ],
  es: [
    /\b(?:a pesar del?|pese al?|aunque (?:tengo|tenga)) (?:mi )?(?:dolor|lesion|fractura|esguince)\b/,
    /\baunque (?:me )?duel[ae]\b/,
    /\b(?:ignorar|ignorando|aguantar|aguantando) (?:el )?(?:dolor|la lesion)\b/,
    /\b(?:entrenar|correr|jugar|seguir) (?:lesionad[oa]|con (?:la |una )?(?:lesion|fractura|rotura|dolor))\b/,
  ],
  de: [
    /\btrotz (?:der |meiner |einer )?(?:schmerzen|verletzung|bruch|zerrung)\b/,
    /\bobwohl (?:es|mein \w+|meine \w+) (?:weh ?tut|schmerzt|verletzt ist|gebrochen ist)\b/,
    /\b(?:schmerzen|schmerz|verletzung) ignorieren\b|\bignoriere (?:die )?schmerzen\b/,
    /\bdurch den schmerz\b|\b(?:verletzt|mit (?:der |einer )?verletzung) (?:weiter )?(?:trainieren|laufen|spielen)\b/,
  ],
  ar: [
    /(?:رغم|بالرغم من|مع|وانا عندي) (?:الالم|الاصابه|الكسر|الوجع|اصابتي)/,
    /(?:تجاهل|اتجاهل) (?:الالم|الاصابه|الوجع)/,
  ],
};

/** Multi-day or water fasts (not religious fasting, intermittent eating windows or a fast before a test). */
export const FASTING: Lexicon = {
  en: [
    /\b(?:water|dry|juice|extended|prolonged) ?fast(?:s|ing)?\b/,
    /\b(?:\d+|two|three|four|five|six|seven|ten|multi|several|a few)[- ]?days? (?:water )?fast(?:s|ing)?\b/,
    /\b(?:fasting|to fast|fast) for (?:\d+|two|three|four|five|six|seven|ten|several|a few|many) days\b|\b(?:fasting|to fast) for (?:\d+|two|three|several|a few) weeks\b/,
    /\b(?:4[89]|[5-9]\d|\d{3})[- ]?(?:hours?|hrs?|h) fast/,
    /\b(?:fasting|to fast) for (?:a|one|1|two|2) (?:week|weeks)\b/,
    /\b(?:only|just) (?:drink(?:ing)? )?water for (?:\d+|a few|several) days\b/,
  ],
  es: [
    /\bayun(?:o|ar|ando) (?:de |durante |por )?(?:\d+|dos|tres|cuatro|cinco|siete|diez|varios|una) (?:dias|semanas?)\b/,
    /\bayuno (?:de agua|seco|prolongado|de jugos)\b/,
    /\bsolo agua (?:durante|por) (?:\d+|varios|unos) dias\b/,
  ],
  de: [
    /\b(?:\d+|zwei|drei|vier|funf|sieben|zehn|mehr)[- ]?tag(?:e|ige|iges|igen)? ?(?:wasser)?fast/,
    /\b(?:wasser|trocken|saft|heil|null)fasten\b/,
    /\b(?:\d+|zwei|drei|vier|funf|sieben|zehn|mehrere) (?:tage|wochen) (?:lang )?fasten\b/,
    /\bnur wasser (?:fur|fuer|uber|ueber) (?:\d+|mehrere|einige) tage\b/,
  ],
  ar: [
    /صيام (?:بالماء|الماء|مايي|جاف|متواصل|طويل|ممتد)|صوم (?:متواصل|جاف|بالماء)/,
    /(?:صيام|صوم|اصوم) (?:لمده |ل)?(?:\d+|عده|عشره|ثلاثه|سبعه) ?(?:ايام|اسابيع)/,
    /(?:صيام|صوم|اصوم) (?:لمده |ل)?(?:اسبوع|يومين|اسبوعين)/,
    /(?:فقط|بس) ماء (?:لمده |ل)?(?:\d+ )?(?:ايام|اسبوع)/,
  ],
};

/** Steroids and other performance drugs (not a prescribed medicine someone mentions as a constraint). */
export const DRUGS: Lexicon = {
  en: [
    /\bsteroids?\b|\broids\b|\banabolics?\b/,
    /\bsarms?\b|\bostarine\b|\bligandrol|\brad ?140\b|\bmk ?677\b/,
    /\btren(?:bolone)?\b(?! (?:superior|inferior))|\bdianabol\b|\bdbol\b|\bwinstrol\b|\banavar\b|\bdeca\b|\bclen(?:buterol)?\b/,
    /\bhgh\b|\bgrowth hormone\b|\b(?:testosterone|test|steroid|tren|sarm) (?:cycle|injections?|shots?)\b/,
    /\bperformance[- ]enhanc|\bpeds?\b|\bepo\b|\bdoping\b/,
  ],
  es: [/\besteroides?\b|\banabolizantes?\b|\bsarms?\b|\bhormona de(?:l)? crecimiento\b|\bclembuterol\b|\bdopaje\b/],
  de: [
    /\bsteroide?n?\b|\banabolika\b|\bsarms?\b|\bwachstumshormon|\bclenbuterol\b|\bdoping\b|\btestosteron ?(?:kur|spritzen)/,
  ],
  ar: [
    /ستيرويد|ستيرود|منشطات|كلينبوترول|كلينبيوترول|هرمون النمو|ابر (?:العضلات|التضخيم)|هرمونات (?:بناء|البناء)|تستوستيرون|حقن تضخيم/,
  ],
};

/** Crash dieting: very low calories, starving, skipping meals, extreme diets (rates are checked apart). */
export const CRASH_DIET: Lexicon = {
  en: [
    /\bcrash[- ]?diet|\bstarvation diet|\bstarve to lose\b|\bjuice cleanse\b|\bdetox (?:diet|cleanse)\b/,
    /\bskip(?:ping)? (?:all |most |my )?(?:meals|breakfast and lunch|dinner and lunch)\b/,
    /\b(?:eat|eating) (?:nothing|almost nothing|only one apple|as little as possible)\b/,
  ],
  es: [
    /\bdieta (?:extrema|relampago|milagro|de choque|de hambre)\b|\bpasar hambre\b/,
    /\bsaltar(?:me)? (?:las |todas las )?comidas\b|\bcomer (?:casi )?nada\b/,
  ],
  de: [
    /\bcrash[- ]?diat|\bradikaldiat|\bblitzdiat|\bhungerkur|\bnulldiat|\bhungern\b/,
    /\bmahlzeiten (?:auslassen|weglassen|ausfallen lassen|streichen)\b/,
  ],
  ar: [
    /رجيم (?:قاسي|قاتل|سريع جدا)|حميه (?:قاسيه|قاتله)|تجويع|(?:اترك|ترك|تخطي|الغاء) (?:الوجبات|كل الوجبات)|لا اكل شي/,
  ],
};

/** Saying a doctor (or physiotherapist) has checked and cleared them, after a caution. */
export const CLEARANCE: Lexicon = {
  en: [
    /\b(?:doctor|dr|gp|physician|cardiologist|physio(?:therapist)?|midwife|specialist|checked|check up|checkup)\b.{0,60}\b(?:cleared|cleard|ok(?:ay)?|fine|all clear|green light|approved|allowed|said (?:i can|yes|it'?s fine))\b/,
    /\b(?:i'?m|i am|im|been|got|was|i have been|i'?ve been) (?:medically )?(?:cleared|cleard|checked (?:out|and (?:it'?s|i'?m) (?:fine|ok)))\b/,
    /\bgot (?:the )?(?:all clear|green light|clearance)\b/,
  ],
  es: [
    /\b(?:medic[oa]|doctor(?:a)?|fisio(?:terapeuta)?|cardiologo)\b.{0,60}\b(?:dio el visto bueno|autorizo|dijo que (?:puedo|esta bien|si)|me dio el alta|todo bien)\b/,
    /\bme (?:han|ha) (?:revisado|dado el alta|autorizado)\b/,
  ],
  de: [
    /\b(?:arzt|arztin|aerztin|hausarzt|kardiologe|physio(?:therapeut)?)\b.{0,60}\b(?:grunes licht|gruenes licht|erlaubt|sagt (?:es ist )?(?:ok|okay|alles gut)|hat (?:es )?freigegeben|alles in ordnung)\b/,
    /\b(?:bin|wurde) (?:arztlich )?(?:untersucht|freigegeben)\b/,
  ],
  ar: [
    /(?:الطبيب|الدكتور|دكتوري|طبيبي|اخصايي).{0,60}(?:سمح|وافق|قال (?:انه )?(?:لا باس|عادي|تمام|ممكن)|اعطاني (?:الموافقه|الضوء الاخضر))/,
  ],
};

const compiled = new WeakMap<RegExp, RegExp>();

/** A pattern folded like the text it reads (so "اثناء" and "essstörung" are written as people type them). */
export function foldedPattern(pattern: RegExp): RegExp {
  let folded = compiled.get(pattern);
  if (!folded) {
    folded = new RegExp(foldLetters(pattern.source), pattern.flags);
    compiled.set(pattern, folded);
  }
  return folded;
}

/** The languages whose patterns match the folded text (several when a stem is shared, e.g. "suicid"). */
export function matchLexicon(lexicon: Lexicon, folded: string): TPlanLanguage[] {
  return (Object.entries(lexicon) as [TPlanLanguage, readonly RegExp[]][])
    .filter(([, patterns]) => patterns.some((pattern) => foldedPattern(pattern).test(folded)))
    .map(([language]) => language);
}
