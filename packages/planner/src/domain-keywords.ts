import type { TPlanDomain } from '@ito/contracts/agent/plan';

/**
 * Evidence for each plan domain, as data. Phrases are listed by weight, comma-separated; a phrase is one or more
 * words matched word by word (typos allowed on long words, see `isTypoOf`). The weight says how sure a phrase makes
 * us: 4 = only this domain ("glucose"), 3 = names the domain ("half marathon", "insomnia"), 2 = usually means it
 * ("jog", "muscle"), 1 = a hint shared with other domains ("weight", "budget", "focus"). Patterns catch what single
 * words cannot ("lose 10 lbs", "5k").
 */
export type DomainEvidence = {
  /** Comma-separated phrases by weight. */
  phrases: Partial<Record<1 | 2 | 3 | 4, string>>;
  patterns: ReadonlyArray<readonly [pattern: RegExp, weight: number]>;
  /** Patterns over the folded text (accents and umlauts off, Arabic letter forms joined: safety/fold.ts). */
  foldedPatterns?: ReadonlyArray<readonly [pattern: RegExp, weight: number]>;
};

export const DOMAIN_EVIDENCE: Record<TPlanDomain, DomainEvidence> = {
  running: {
    phrases: {
      3: 'marathon, half marathon, couch to 5k, c25k, parkrun, triathlon, cycling, cyclist, bicycle, biking',
      2: 'run, runs, running, runner, jog, jogging, ultra, endurance, stamina, shin splints',
      1: 'race, trail, sprint, cardio, treadmill, laps',
    },
    patterns: [
      // Cycling goals ride in the running area's sessions for cyclists (decision 113).
      [/\b(?:gran ?fondo|sportive|century ride|ftp|zwift|road (?:bike|cycling)|bike rides?)\b/, 4],
      // Run/walk intervals ("1 min run / 2 min walk", "walk-run"): a runner's start, not a walking goal (decision 126).
      [
        /\b(?:run|jog)\w*\s*(?:\/|-|and|,|then)\s*(?:\d+(?:\.\d+)?\s?(?:min\w*|m|s|sec\w*)\s+)?walk\w*|\bwalk\w*\s*(?:\/|-|and|,|then)\s*(?:\d+(?:\.\d+)?\s?(?:min\w*|m|s|sec\w*)\s+)?(?:run|jog)\w*/,
        3,
      ],
      [
        /\b\d+(?:\.\d+)? ?k\b(?! ?(?:a|per) ?(?:year|month)| salary| savings| euros| dollars| in (?:savings|debt))/,
        1.5,
      ],
      [/\b\d+(?:\.\d+)? ?(?:km|kms|kilomet(?:er|re)s?|miles?)\b/, 1.5],
      // "١٠ كيلو جري", "اجري ٥ كيلو": kilometres run, not kilos to lose (decision 127).
      [/\d+(?:\.\d+)? ?كيلو (?:جري|ركض)|(?:اجري|اركض|جري|ركض|بجري|بركض|نجري|نركض) (?:\S+ )?\d+(?:\.\d+)? ?كيلو/, 4],
    ],
  },
  strength: {
    phrases: {
      3: 'strength, weight training, weightlifting, powerlifting, deadlift, bench press, calisthenics, hypertrophy',
      2: 'stronger, muscle, muscles, gym, lift, lifting, weights, squat, squats, push ups, pushups, pull ups, pullups, pull up, chin ups, bodyweight, toned, tone up, bulk, abs, kettlebell',
      1: 'strong, plank, workout, workouts, work out, fitness, fit, in shape, dumbbells',
    },
    patterns: [
      [/\b(?:gain|build|put on)\b[^.]{0,20}\bmuscle/, 3],
      // Bodyweight skills (decision 120): a handstand or a muscle-up is strength, not a walk.
      [/\b(?:handstands?|muscle ups?|planche|front lever|back lever|human flag|pistol squats?|one arm push ups?)\b/, 4],
    ],
  },
  weight: {
    phrases: {
      3: 'lose weight, weight loss, overweight, obese, eat healthier, eat better, eat healthy, healthy eating, dress size',
      2: 'fat, diet, calories, calorie, slim, slimmer, nutrition, meal prep, snacking, junk food, portion, bmi, waist',
      1: 'weight, belly, pounds, kilos',
    },
    patterns: [
      [
        /\b(?:lose|loose|drop|shed|lost|losing|gain)\b[^.,]{0,12}\b\d+(?:\.\d+)? ?(?:kg|kgs|kilos?|lbs?|pounds|stones?)\b/,
        4,
      ],
      [/\b(?:lose|loose|losing|shed|drop|burn)\b[^.,]{0,15}\b(?:weight|wieght|weigth|fat|belly)\b/, 3],
    ],
    foldedPatterns: [
      // Weight loss said not to be wanted, or a body already thin: never a weight plan (decision 113).
      [
        /\b(?:not|don'?t|do not|never|no)\b[^.]{0,20}\b(?:want|trying|looking|need|wanna|planning)\b[^.]{0,10}\b(?:to )?(?:lose|drop|cut) (?:any )?(?:weight|kilos|pounds|lbs|fat)\b|\bnot (?:about|for) (?:losing )?weight\b|\b(?:losing weight|weight loss) (?:is ?n'?t|is not) (?:the|my) (?:goal|point|aim)\b|\b(?:i'?m|im|i am) (?:already )?(?:too |very |quite )?(?:thin|skinny|underweight)\b|\bno (?:quiero|busco|necesito|intento|pretendo)\b[^.]{0,15}\b(?:bajar|perder|adelgazar)\b|\b(?:estoy|soy) (?:ya )?(?:muy |demasiado )?(?:delgad[oa]|flac[oa])\b|\b(?:bajar|perder) (?:de )?peso no es\b|\b(?:will|mochte|muss|soll|darf|wollte)\b[^.]{0,10}\bnicht\b[^.]{0,10}\babnehmen\b|\bnicht abnehmen\b|\bkein(?:e|en)? (?:abnehmen|gewichtsverlust)\b|\babnehmen (?:will|mochte|muss|soll) ich (?:dabei )?(?:auf keinen fall|keinesfalls|nicht)\b|\bauf keinen fall abnehmen\b|\bkeine tipps zum abnehmen\b|\bgewicht verlieren (?:will|mochte|muss) ich (?:dabei )?nicht\b|\bbin (?:eher |sehr |zu |schon |eh |recht )*(?:dunn|schlank|untergewichtig)\b|(?:ما|مش|مو|لا) (?:ابي|ابغي|بدي|عايز|عاوز|اريد|ودي)[^.]{0,10}(?:(?:انقص|اخس|انزل|نزل|اخفف) (?:من )?(?:وزن|الوزن|وزني|كيلو)|انحف|اخسس)|(?:انا )?اصلا (?:نحيف|ضعيف|رفيع)|(?:نحيف|رفيع|ضعيف)\w? اصلا|(?:ما|مش|مو|لا) (?:ابي|ابغي|بدي|عايز|اريد|ودي) (?:رجيم|دايت)/,
        -6,
      ],
    ],
  },
  sleep: {
    phrases: {
      3: 'sleep, sleeping, slept, asleep, insomnia, bedtime, jet lag, circadian, melatonin',
      2: 'nap, naps, snoring, night owl, rested',
      1: 'bed, tired, exhausted, wake up, waking up',
    },
    patterns: [[/\b(?:can'?t|cannot|struggle to) (?:fall |stay )?(?:asleep|sleep)/, 3]],
  },
  stress: {
    phrases: {
      3: 'stress, stressed, stressful, anxiety, anxious, burnout, burned out, burnt out, overwhelmed, mental health',
      2: 'panic, meditation, meditate, mindfulness, mindful, calm, calmer, relax, worry, worrying, depression, depressed, mood, therapy',
      1: 'breathing, tense',
    },
    patterns: [],
  },
  diabetes: {
    phrases: {
      4: 'diabetes, diabetic, prediabetes, prediabetic, pre diabetic, t2d, blood sugar, sugar levels, glucose, a1c, hba1c, metformin',
      3: 'type 2, high sugar, insulin',
      2: 'chronic, diagnosed',
      1: 'condition',
    },
    patterns: [],
  },
  learning: {
    phrases: {
      3: 'coding, programming, python, javascript, chess, memorise, memorize, memorising, memorizing, quran, surah, juz',
      2: 'learn, learning, study, studying, code, skill, drawing, painting, photography',
      1: 'course, skills',
    },
    patterns: [
      [/\b(?:chess(?:\.com)?|lichess|elo|rapid rating|blitz rating)\b/, 6],
      // Drawing by hand: "portraits in graphite", "with pencil and paper" (never rolling papers; decision 114).
      [
        /\b(?:draw(?:ing|s)?|sketch(?:ing|es|book)?|portraits?|graphite|charcoal|pencils?|watercolou?rs?|life drawing)\b/,
        4,
      ],
      // Typing speed and drawing software are skills to practise (decision 127): "45 wpm -> 80 wpm on monkeytype" is
      // no diabetes "type". Patterns, not phrases: phrases also train the area classifier.
      [
        /\b(?:touch[- ]?typ\w*|typing (?:speed|test|practice|lessons?)|wpm|words per minute|monkeytype|typeracer|keybr|photoshop|procreate)\b/,
        4,
      ],
      // A country's cooking is cooking, not its language: "learn thai cooking", "Italian dishes" (decision 116).
      [
        /\b(?:thai|italian|french|japanese|mexican|indian|chinese|korean|spanish|greek|asian|vietnamese|lebanese|turkish|persian|moroccan|ethiopian|syrian|levantine|middle eastern|caribbean|german|polish|filipino)\s+(?:cooking|food|cuisine|dishes|recipes|curr(?:y|ies)|baking|meals|home cooking)\b|\bcook(?:ing)?\s+(?:thai|italian|french|japanese|mexican|indian|chinese|korean|spanish|greek|asian|vietnamese|lebanese|turkish|persian|moroccan|filipino)\b/,
        6,
      ],
    ],
  },
  career: {
    phrases: {
      3: 'career, new job, promotion, promoted, resume, cv, linkedin, hired, job hunt, job search, career change, switch careers',
      2: 'job, jobs, salary, boss, hiring, networking, leadership, portfolio',
      1: 'raise, manager, applications, work',
    },
    patterns: [],
  },
  business: {
    phrases: {
      3: 'business, startup, online shop, online store, ecommerce, e commerce, etsy, shopify, side hustle, mvp, saas, freelance, freelancing, founder',
      2: 'start up, launch, shop, customers, clients, orders, revenue, marketing, company, newsletter, podcast, bakery, consulting',
      1: 'store, brand, sales, product',
    },
    patterns: [[/\b(?:start|open|launch|grow)\b[^.]{0,20}\b(?:shop|store|brand|agency|app|cafe|bakery)\b/, 3]],
  },
  finance: {
    phrases: {
      4: 'emergency fund, index funds',
      3: 'finance, save money, savings, budgeting, debt, debts, credit card, invest, investing, retirement, pension, spend less, mortgage, stocks, finances, financial, frugal, net worth, down payment',
      2: 'money, save, saving, spending, pay off, loan, loans, paycheck',
      1: 'budget, deposit',
    },
    patterns: [
      [/\b(?:save|saving|put aside|pay off|pay down)\b[^.]{0,12}[$€£]/, 3],
      // Patterns, not phrases: phrases also teach the classifiers, and these cost a held-out safety case.
      [/\b(?:joint account|shared budget|car loan|student loan)\b/, 3],
      // A home to buy, with a partner or not (decision 113): the deposit is the goal, not the relationship.
      [
        /\b(?:deposit|down ?payment)\b[^.]{0,25}\b(?:house|flat|home|apartment|condo|place)\b|\b(?:house|flat|home|apartment) deposit\b|\bbuy (?:a|our|my) (?:first )?(?:own )?(?:home|house|flat|apartment|condo)\b|\b(?:save|saving)\b[^.]{0,30}\b\d+(?:\.\d+)? ?(?:k|grand|thousand)\b/,
        4,
      ],
    ],
  },
  habits: {
    phrases: {
      3: 'habit, habits, productive, productivity, procrastinate, procrastinating, procrastination, morning routine, screen time, journal, journaling, read more, time management, pomodoro, wake up early, get up early',
      2: 'focus, routine, discipline, disciplined, consistent, phone, social media, reading, books, organized, organised',
      1: 'water',
    },
    patterns: [
      [/\b(?:stop|quit|cut down on|less)\b[^.]{0,15}\b(?:scrolling|phone|instagram|tiktok|youtube)\b/, 3],
      // Cutting a food or drink habit down (decision 113): the habit, not a weight plan nobody asked for.
      [
        /\b(?:cut(?:ting)?(?: down| back)?(?: on)?|stop|quit|less|reduce|give up|kick)\b[^.]{0,20}\b(?:added sugar|sugar|sweets|candy|soda|coke|pop|fizzy drinks?|energy drinks?|chocolate|crisps|chips|takeaways?|takeouts?|fast food|coffees?|cups of coffee|lattes?|espressos?|red bull|monster|diet coke|pepsi)\b/,
        3,
      ],
      // So many coffees or cans a day, to bring down: "from 5 coffees a day to 2" (decision 120).
      [
        /\b\d+ (?:cups of coffee|coffees|cans of (?:coke|pepsi|soda|monster|red bull)|cans|energy drinks|diet cokes?|cafes|tazas de cafe|latas|tassen kaffee|kaffee|dosen)\b[^.]{0,15}(?:\b(?:a|per|every|al|am|pro) (?:day|dia|tag)\b|كل يوم|في اليوم|باليوم)|\d+ (?:علب|كانز|فناجين|اكواب) (?:بيبسي|كولا|قهوه|قهوة)/,
        4,
      ],
    ],
  },
  swimming: {
    phrases: {
      4: 'learn to swim, learning to swim, swim, swims, swimming, swimmer, swimmers, swam, front crawl, breaststroke, backstroke, freestyle stroke, open water, tread water, nadar, natacion, schwimmen, kraulen',
      3: 'crawl, freestyle, pool, lengths, goggles, lifeguard, piscina, crol, kraul, schwimmbad',
      2: 'lake, sea, laps, dive',
    },
    patterns: [[/\b\d+ ?(?:m|metres|meters) (?:front crawl|freestyle|crawl|breaststroke|backstroke)\b/, 3]],
  },
  music: {
    phrases: {
      3: 'piano, guitar, ukulele, violin, cello, viola, drums, drum kit, saxophone, sax, flute, trumpet, clarinet, trombone, harp, banjo, mandolin, singing, vocals, vocal, chords, chord, sheet music, metronome, bass guitar, choir, karaoke, fingerstyle, strumming, arpeggios, sight reading, recital, sonata, nocturne',
      2: 'sing, song, songs, instrument, music, musical, melody, harmony, bpm, riff, tempo, keyboard, keys, solo, band, scales, guitarra, gitarre, klavier, geige, cantar, singen, gesang, schlagzeug',
      1: 'play, playing, perform, concert, grade, notes, practise',
    },
    patterns: [[/\bplay(?:ing)? (?:the |a |my )?(?:piano|guitar|violin|drums|bass|flute|keys|uke|sax)\b/, 2]],
  },
  mobility: {
    phrases: {
      4: 'flexibility, flexible, stretch, stretches, stretching, splits, yoga, mobility, pilates, hamstrings, hip flexors, pancake stretch, spagat, estiramientos, dehnen, dehnung, beweglichkeit, beweglicher',
      3: 'stiffness, tight hips, tight hamstrings, posture, bendy, limber, vinyasa, yin, asana, poses',
      2: 'split, loosen up, deep squat',
    },
    patterns: [
      [/\btouch (?:my |your )?toes\b/, 4],
      // A back or neck to look after with a routine (decision 113): "chronic lower back pain, physio gave me exercises".
      [
        /\b(?:lower |upper )?back (?:pain|ache|problems?)\b|\bbackache\b|\bsciatica\b|\bneck (?:pain|ache)\b|\bphysio(?:therapist)? (?:gave me|exercises|routine)\b|\brehab exercises\b/,
        4,
      ],
    ],
  },
  interview: {
    phrases: {
      4: 'job interview, mock interview, mock interviews, star method, star stories, interview prep, interview questions, behavioral interview, behavioural interview, coding interview, case interview, panel interview',
      3: 'interview, interviews, interviewing, intervew, assessment centre, assessment center, phone screen, final round, vorstellungsgesprach, entrevista',
      2: 'leetcode, system design, recruiter, admissions, weakness',
    },
    patterns: [
      [/\b(?:prepare|prep|preparing|practice|practise|ready|nail|ace)\b[^.]{0,20}\binterviews?\b/, 3],
      [/\binterviews?\b[^.]{0,30}\bpromot|\bpromotion interview/, 2],
    ],
  },
  heart: {
    phrases: {
      4: 'blood pressure, hypertension, hypertensive, high bp, cholesterol, cholestrol, ldl, hdl, triglycerides, heart health, heart healthy, heart disease, heart attack, cardiovascular, statin, statins, colesterol, cholesterin, blutdruck, bluthochdruck',
      3: 'bp, systolic, diastolic, cardiologist, hipertension, tension arterial, presion arterial, sodium',
      2: 'heart, arteries',
    },
    patterns: [[/\b(?:1\d{2}|[89]\d) ?(?:\/|over) ?(?:[4-9]\d|1[0-2]\d)\b/, 2]],
  },
  exams: {
    phrases: {
      4: 'ielts, toefl, gmat, lsat, mcat, ucat, bar exam, past papers, mock exam, mock exams, a levels, gcse, gcses, final exams, board exams, entrance exam, exam prep, test prep, abitur, selectividad, tawjihi, ccna, comptia, pmp, jlpt, nclex rn, az 900',
      3: 'exam, exams, examination, examinations, test score, gre, revise, revision, finals, midterms, midterm, cpa, acca, cfa, usmle, nclex, pte, dele, goethe, testdaf, examen, examenes, klausur, klausuren, prufung',
      2: 'sat, studying, score, pass, mock, syllabus, band, grades, gpa, cram, cramming, retake, resit',
      1: 'study, test, tests, marks, points',
    },
    patterns: [
      [
        /\b(?:pass|ace|score|prepare for|prep for|study for|revise for|studying for)\b[^.]{0,25}\b(?:exams?|tests?|finals|boards|paper)\b/,
        3,
      ],
      [/\b\d(?:\.\d)? (?:on|in) (?:the )?ielts\b/, 2],
      // IT certifications by their codes: "security+ sy0 701", "network+", "az 900", "saa c03".
      [/\b(?:security|network|cysa|pentest|a) ?\+|\b(?:sy0|n10|220|200) ?\d{3}\b|\bsaa ?c0\d\b/, 4],
      // The SAT by its name, never "sat" the day: "has the SAT in 9 weeks", "SAT score", "1350 on the SAT".
      [
        /\b(?:has|have|take|taking|sit|sitting|retake|on) (?:the |his |her |my )?(?:sat|act|psat)\b|\b(?:sat|act|psat) (?:score|prep|practice|exam|test|math|reading)\b/,
        5,
      ],
      // A parent's plan for a child's exam is an exam plan (decision 114).
      [
        /\b(?:my|our) (?:son|daughter|kid|child|teen|teenager)\b[^.]{0,60}\b(?:sat|act|gcses?|a levels?|exams?|finals|abitur|test prep|practice test)\b/,
        4,
      ],
    ],
  },
  language: {
    phrases: {
      4: 'spanish, french, german, italian, japanese, chinese, mandarin, cantonese, korean, portuguese, russian, dutch, turkish, hindi, swedish, norwegian, polish, greek, hebrew, thai, vietnamese, duolingo, cefr, sign language, espanol, ingles, englisch, spanisch, franzosisch',
      3: 'language, languages, vocabulary, grammar, fluent, fluency, conversational, polyglot, anki, idioma, idiomas, sprache, sprachen',
      2: 'speak, speaking, accent, pronunciation, tutor, english, arabic, words, phrases, subtitles',
      1: 'learn, trip, travel, abroad',
    },
    patterns: [[/\b(?:a1|a2|b1|b2|c1|c2)\b/, 2]],
  },
  smoking: {
    phrases: {
      4: 'quit smoking, stop smoking, smoking, smoker, cigarette, cigarettes, cigs, vape, vapes, vaping, vaper, juul, nicotine, e cigarette, tobacco, smoke free, non smoker, rauchen, raucher, nichtraucher, zigaretten, fumar, cigarrillos, tabaco, vapear',
      3: 'smoke, smokes, pack a day, shisha, hookah, disposables, nicotine patches',
      2: 'pods, puffs, rollies, dipping',
      1: 'quit, cravings, relapse',
    },
    patterns: [],
  },
  driving: {
    phrases: {
      4: 'driving test, driving licence, driving license, drivers license, driver license, learner driver, theory test, practical test, road test, driving lessons, driving lesson, motorcycle test, motorbike test, motorbike licence, highway code, hazard perception, fuhrerschein, fahrprufung, carnet de conducir, examen de conducir, examen de manejo',
      3: 'driving, learn to drive, parallel parking, bay parking, roundabout, roundabouts, hill start, hill starts, motorcycle, motorbike, cbt, stick shift, manual car, l plates, provisional licence, dmv, fahrschule, autoescuela',
      2: 'drive, drivers, licence, license, instructor, parking, motorway, stalling, scooter, permit',
      1: 'car, road, junction, junctions',
    },
    patterns: [
      [
        /\b(?:pass|book|take|retake|failed)\b[^.]{0,20}\b(?:driving|road|practical|theory|motorcycle|motorbike) (?:test|exam)\b/,
        3,
      ],
      [/\blearn(?:ing)? (?:how )?to (?:drive|ride a (?:motorbike|motorcycle|scooter))\b/, 4],
    ],
  },
  drinking: {
    phrases: {
      4: 'drink less, drinking less, stop drinking, quit drinking, alcohol, alcoholic, booze, sober, sobriety, hangover, hangovers, dry january, binge drinking, alcohol free, teetotal, alkohol, beber menos',
      3: 'drinking, beer, beers, wine, pints, spirits, vodka, whisky, cocktails, bier, wein, vino, cerveza, copas, trinken',
      2: 'drinks, pub, drunk, tipsy',
      1: 'drink',
    },
    patterns: [
      // "Drink more water" and "drink less coffee" are about something else.
      [/\bdrink(?:ing)? (?:more |enough |lots of |less )?(?:water|coffee|soda|coke|caffeine|tea)\b/, -4],
      // Coffee, tea or a soft drink with no alcohol named is never the drinking area (decision 120).
      [
        /^(?!.*\b(?:alcohol\w*|beers?|wine|vodka|whisky|gin|rum|pints?|booze|cerveza\w*|vino|copas|alkohol|bier|wein|schnaps)\b)(?!.*(?:كحول|بيره|خمر)).*(?:\b(?:coffees?|espressos?|lattes?|cappuccinos?|sodas?|coke|pepsi|cola|energy drinks?|red bull|caffeine|cafes?|cafe con leche|refrescos?|gaseosas?|kaffee|koffein|energydrinks?)\b|قهوه|قهوة|بيبسي|كولا|كانز|مشروب غازي|مشروبات غازيه)/,
        -5,
      ],
    ],
  },
  walking: {
    phrases: {
      4: 'step count, stepcount, pedometer, power walking, nordic walking, schritte, pasos',
      3: 'walk more, walking more, daily walks, brisk walking, steps, hike, hiking, caminar, spazieren, spaziergang',
      2: 'walk, walking, walks, sedentary',
    },
    patterns: [
      [/\b\d+ ?k? ?steps\b/, 4],
      // Walking inside a running goal ("run the whole 5k without walking", "run/walk") is about running.
      [/\bwithout walking\b|\brun ?(?:\/|and|or)? ?walk/, -3],
      // Walking as the means to another goal (weight, blood sugar, blood pressure) belongs to that goal.
      [
        /\b(?:lose|losing|weight|kg|kilos|lbs|pounds|diabet\w*|prediabet\w*|blood sugar|glucose|blood pressure|cholesterol)\b/,
        -3,
      ],
    ],
  },
  content: {
    phrases: {
      4: 'podcast, podcasts, podcasting, youtube channel, youtuber, substack, content creator, content creation, vlog, vlogging, vlogger, podcast episodes',
      3: 'youtube, blog, blogging, blogger, newsletter, episodes, twitch, streaming, creator, influencer, content, canal de youtube',
      2: 'subscribers, subs, followers, instagram, reels, videos, video, channel, posts, posting, audience, articles, medium',
      1: 'publish, upload, edit, editing, microphone',
    },
    patterns: [
      [
        /\b(?:start|launch|grow|begin|create)\b[^.]{0,15}\b(?:podcast|youtube|channel|blog|newsletter|vlog|tiktok)\b/,
        3,
      ],
      [/\b(?:publish|upload|post|record)\b[^.]{0,15}\b(?:episodes|videos|posts|articles|reels)\b/, 3],
    ],
  },
  speaking: {
    phrases: {
      4: 'public speaking, presentation skills, stage fright, best man speech, maid of honour speech, maid of honor speech, wedding speech, toastmasters, keynote, eulogy, oratoria, miedo escenico, lampenfieber, rhetorik',
      3: 'speech, speeches, presentation, presentations, presenting, ted talk, webinar, toast, thesis defense, thesis defence, conference talk, sermon, vortrag, discurso, charla, ponencia',
      2: 'speaker, audience, slides, stage, podium, pitch, present',
      1: 'nerves, nervous, freeze, talk',
    },
    patterns: [
      [
        /\b(?:give|giving|deliver|make|do|present|rehearse)\b (?:a |an |my |the |our )?(?:\d+[ -]?min(?:ute)?s? )?(?:short )?(?:talk|speech|presentation|toast|keynote|pitch|eulogy|lecture|sermon|webinar)\b/,
        3,
      ],
      [/\b(?:in front of|before) (?:a |the |other )?(?:people|crowd|audience|group|class|room|strangers)\b/, 2],
      [/خطاب|خطبة|إلقاء|عرض تقديمي|رهبة المسرح|أمام الجمهور|التحدث أمام|كلمة في حفل/, 4],
      [/\bspeak(?:ing)? (?:in public|on stage|at (?:a |the |my )?(?:conference|wedding|event|meeting|funeral))/, 3],
    ],
  },
  relationships: {
    phrases: {
      4: 'marriage, married couple, couples therapy, couples counseling, marriage counseling, marriage counselling, date night, date nights, dating, dating apps, beziehung, partnerschaft, pareja, matrimonio',
      3: 'relationship, relationships, wife, husband, spouse, boyfriend, girlfriend, fiance, fiancee, closeness, intimacy, quality time, divorce, tinder, hinge, bumble, ehe, ehemann, ehefrau, esposa, esposo, marido',
      2: 'partner, argue, arguing, arguments, argument, fights, fighting, conflict, conflicts, communicate, communication, trust, romance, romantic, couple',
      1: 'together, listen, love, single',
    },
    patterns: [
      [
        /\b(?:my|our) (?:wife|husband|partner|spouse|boyfriend|girlfriend|fianc[eé]e?)\b[^.]{0,40}\b(?:argu\w*|fight\w*|talk|communicat\w*|listen\w*|closer|distant|money|spending)/,
        2,
      ],
      // "A couple (of) games", "a couple hours": a few, not a couple (decision 114).
      [/\ba couple (?:of )?(?:games|hours|days|times|weeks|months|minutes|mins|more|things|of)\b/, -2],
    ],
    foldedPatterns: [
      // Money saved or paid off together ("my partner and I want to save a deposit") is a money goal, unless the
      // couple's own ways are the point: arguing, talking, trust (decision 113).
      [
        /^(?![\s\S]*\b(?:argu\w*|fight\w*|communicat\w*|trust|intima\w*|closer|date nights?|divorce|cheat\w*|listen\w*|conflict\w*|talk about|discut\w*|pele\w*|streit\w*|reden|bicker\w*|snapping|time together|more time|zeit mit|tiempo juntos)\b|خناق|نتخانق|منتخانق|نتعصب|جدال|نسمع|ثقه|مشاكل|وقت مع)[\s\S]*\b(?:save|saving|savings|deposit|down ?payment|mortgage|pay off|debt|ahorr\w*|entrada (?:de|para) (?:un|una|el|la) (?:piso|casa)|hipoteca|deuda|debemos|prestamo|cuenta conjunta|pagar la tarjeta|\w*sparen|\w*sparplan|zur seite legen|anzahlung|eigenkapital|\w*kredit|schulden|dispo|abbezahlen|\w*tilgung|baufinanzierung|joint account|shared budget|car loan|loan)\b|(?:نسدد|القرض|نحوش|نجمع|اقساط|نوفر|مقدم (?:شقه|بيت))/,
        -6,
      ],
    ],
  },
  parenting: {
    phrases: {
      4: 'parenting, toddler, toddlers, tantrum, tantrums, meltdowns, picky eater, picky eaters, fussy eater, own bed, co sleeping, cosleeping, potty training, bedwetting, sticker chart, crianza, rabietas, wutanfall, wutanfalle, trotzphase, erziehung',
      3: 'kid, kids, child, children, son, daughter, preschooler, teenager, teenagers, stepson, stepdaughter, homework, naughty, defiant, hijo, hija, hijos, nino, nina, ninos, kinder, sohn, tochter',
      2: 'baby, babies, siblings, screaming, yelling, shouting, family',
      1: 'mum, mom, dad, school, stickers',
    },
    patterns: [
      [
        /\b(?:my|our|her|his) (?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)[ -]?(?:year|yr|month)s?[ -]?old\b|\b\d+ ?(?:yo|y\/o)\b/,
        4,
      ],
      [
        /\b(?:my|our) (?:kids?|child|children|sons?|daughters?|toddler|baby|twins|little one|boy|girl|teen|teenager)\b/,
        3,
      ],
      // A child's exam and a score to reach: the plan is the exam's, not the parenting's (decision 114).
      [
        /\b(?:sat|act|psat|gcses?|abitur|practice test)\b[^.]{0,60}\b\d{2,4}\b|\b\d{2,4}\b[^.]{0,40}\b(?:on the )?(?:sat|act|psat)\b/,
        -4,
      ],
    ],
  },
  social: {
    phrases: {
      4: 'lonely, loneliness, lonley, make friends, making friends, new friends, no friends, isolated, isolation, social anxiety, socially awkward, social circle, social life, einsam, einsamkeit, soledad',
      3: 'friendship, friendships, socialize, socialise, socializing, socialising, meet people, meeting people, meetup, meetups, volunteering, hermit, freunde, freundschaften, freundeskreis, amigos, amistades',
      2: 'friends, social, shy, shyness, introvert, community, club, hang out, invitations, expat, breakup, break up, broke up',
      1: 'alone, people, talk',
    },
    patterns: [
      [/\b(?:make|making|find|meet|meeting)\b[^.]{0,15}\b(?:friends|people|new people)\b/, 3],
      [/\b(?:new (?:city|town|country)|just moved|moved to)\b/, 2],
      [
        /\bme siento (?:muy |tan )?sol[oa]\b|\bsin amigos\b|\bhacer amigos\b|وحيد|بالوحدة|من الوحدة|وحدتي|أصدقاء جدد|صداقات/,
        4,
      ],
    ],
  },
  selfcare: {
    phrases: {
      4: 'floss, flossing, hydration, hydrated, dehydrated, skincare, skin care, sunscreen, moisturiser, moisturizer, self care, selfcare, multivitamin, zahnseide, hilo dental, hautpflege, autocuidado, selbstfursorge',
      3: 'drink more water, water intake, glasses of water, stretch breaks, vitamins, supplements, dental, gums, spf, acne, wasser, agua',
      2: 'water, litres, liters, glasses, teeth, skin, lotion',
    },
    patterns: [
      [
        /\b(?:phone|screens?|scrolling|instagram|tiktok|netflix)\b[^.]{0,25}\b(?:before (?:bed|bedtime|sleep|sleeping)|in bed)\b|\bno (?:phone|screens?)\b[^.]{0,20}\bbefore (?:bed|bedtime|sleep)\b/,
        4,
      ],
      [/\b(?:take (?:better )?care of myself|look after myself|neglect myself)\b/, 3],
      [/(?:أشرب|شرب|اشرب) (?:ال)?(?:ماء|مياه)|خيط الأسنان|العناية بالبشرة|واقي الشمس|الفيتامينات/, 4],
    ],
  },
  projects: {
    phrases: {
      4: 'thesis, dissertation, manuscript, first draft, mvp, capstone, screenplay, cookbook, board game, bachelorarbeit, masterarbeit, doktorarbeit, tfg, tfm, tesis',
      3: 'novel, novella, memoir, prototype, portfolio, final project, graphic novel, short film, chapters, web app, quilt, novela, roman',
      2: 'draft, chapter, website, project, proyecto, projekt',
      1: 'app, album, finish, build, submit, deadline',
    },
    patterns: [
      [
        /\b(?:finish|complete|submit|hand in|ship|launch|release)\b[^.]{0,30}\b(?:thesis|novel|book|app|website|game|album|ep|portfolio|draft|project)\b/,
        3,
      ],
      // A garden or a vegetable patch, built in steps over a season (decision 116): never a run or a swim.
      [
        /\b(?:garden\w*|allotment|raised beds?|vegetable (?:patch|garden|bed)s?|veg patch|grow (?:my own |some |our own )?(?:vegetables|veggies|veg|tomatoes|herbs|food|plants|chill?ies|peppers|lettuce|salad|strawberries|potatoes|flowers)|(?:planting|plant) (?:a |my |some )?(?:garden|vegetables|seeds|bulbs|trees|tomatoes|herbs)|seedlings|compost\w*)\b/,
        6,
      ],
      // A thing made by hand: sewing a dress, knitting a jumper, a quilt (decision 120): never the gym's machines.
      [
        /\b(?:sew(?:s|ing|n)?|knit(?:s|ting)?|crochet\w*|embroider\w*|dressmaking|quilt(?:s|ing)?|sewing machine|woodwork\w*|pottery|wheel[- ]throwing)\b/,
        4,
      ],
    ],
  },
  sport: {
    phrases: {
      4: 'futsal, padel, pickleball, bjj, jiu jitsu, jiu-jitsu, muay thai, bouldering, five-a-side, 5-a-side',
      3: 'football, soccer, footy, basketball, volleyball, handball, netball, rugby, hockey, cricket, baseball, softball, lacrosse, tennis, table tennis, squash, badminton, judo, karate, taekwondo, boxing, kickboxing, mma, wrestling, fencing, climbing, golf, skiing, snowboarding, surfing, skateboarding, ultimate frisbee',
      2: 'tryouts, tryout, backhand, forehand, dribbling, free throws, handicap, sparring, match fitness, boulder, boulders, crag, climbing gym',
      1: 'serve, team, league, season, tournament, match, matches, game, games, club, court, pitch, agility, drills',
    },
    patterns: [
      [
        /\b(?:get|make|be|play) (?:back )?(?:on|onto|into|for) (?:the|a|my) (?:team|squad|first team|starting (?:five|eleven|lineup))\b/,
        3,
      ],
      [/\bplay(?:ing)? (?:better|again|more)\b[^.]{0,30}\b(?:with|against|in)\b/, 1.5],
      [/\b(?:skatepark|skate park|kickflip|ollie|half ?pipe)\b/, 4],
      // A climbing grade beside a climb: "send a V5", "my first 7a at the crag", "V4 to V6".
      [
        /\b(?:v\d{1,2}|[5-8][abc]\+?|5\.1[0-5][a-d]?)\b[^.]{0,40}\b(?:send|sent|project|boulder\w*|climb\w*|crag|route|grade|wall|gym|flash)\b|\b(?:send|sent|project|boulder\w*|climb\w*|flash)\b[^.]{0,40}\b(?:v\d{1,2}|[5-8][abc]\+?|5\.1[0-5][a-d]?)\b/,
        4,
      ],
    ],
    foldedPatterns: [
      // Watching or betting on a sport, working in one, a child's practice: another area (habits, career, parenting).
      [
        /\b(?:watch\w*|betting|bets?|bet on)\b[^.]{0,30}\b(?:football|soccer|sports?|matches|games|nba|nfl|premier league)\b|\b(?:football|soccer|sports?|matches|games)\b[^.]{0,20}\bon (?:tv|the tele|the telly)\b|\b(?:veo|ver|viendo|mirar|miro|apuesto|apostar|apuestas)\b(?:\s+\w+){0,3}\s+(?:futbol|partidos|deportes?)\b|\b(?:futbol|partidos)\b[^.]{0,20}\ben la tele\b|\b(?:schau\w*|guck\w*|wett\w*)\b(?:\s+\w+){0,3}\s+(?:fussball|spiele|sport|bundesliga)\b|\b(?:fussball|spiele|sport)\w*\b[^.]{0,20}\b(?:im fernsehen|im tv|schauen|gucken)\b|(?:اتفرج|بتفرج|تفرج|مشاهده|متابعه|اتابع|مراهن)[^.]{0,30}(?:ماتش|مبار|كوره|كره)/,
        -6,
      ],
      [
        /\b(?:work(?:ing)? as|become|job as|career (?:as|in))\b(?:\s+(?:a|an))?\s+(?:sports? )?(?:physio\w*|coach|referee|journalist|analyst|scout)\b|\b(?:trabajar|ser|convertirme en)\s+(?:como\s+|de\s+)?(?:un\s+|una\s+)?(?:fisioterapeuta|entrenador|arbitro|periodista)\b|\b(?:sportphysio\w*|physiotherapeut\w*|trainer\w*|schiedsrichter\w*|sportjournalist\w*)\b[^.]{0,40}\bwerden\b|\barbeiten als\b|(?:اصبح|اصير|ابقي|اشتغل|اعمل)[^.]{0,12}(?:اخصا|مدرب|حكم|صحفي)/,
        -6,
      ],
      [/\b(?:my|mi|mein\w*) (?:son|daughter|kid|child|hijo|hija|nino|nina|sohn|tochter|kind)\b/, -3],
    ],
  },
};
