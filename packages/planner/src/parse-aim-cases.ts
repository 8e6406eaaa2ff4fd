/**
 * Phrasings of the six kinds of own measure (decision 100) and of messages with none, written by a helper who had not
 * read parse-aim.ts: its first message, the goal number and where the person is. A quarter (`held`) is kept out of
 * development; parse-aim.test.ts holds each slice to a floor.
 */
export type AimCase = {
  lang: 'en' | 'es' | 'de' | 'ar';
  text: string;
  kind: string;
  target: { value: number; unit: string } | null;
  baseline: { value: number; unit: string } | null;
  held: boolean;
};

export const AIM_CASES: readonly AimCase[] = [
  {
    lang: 'en',
    text: 'ok so i owe about $7,400 on my visa card, paying like 250 a month and i take home 3200/mo after tax. want it gone by next summer',
    kind: 'debt',
    target: {
      value: 0,
      unit: 'USD',
    },
    baseline: {
      value: 7400,
      unit: 'USD',
    },
    held: false,
  },
  {
    lang: 'en',
    text: "I've got £12k of credit card debt spread over 3 cards. I'd love to get it under £5,000 by christmas. I earn 28k a year",
    kind: 'debt',
    target: {
      value: 5000,
      unit: 'GBP',
    },
    baseline: {
      value: 12000,
      unit: 'GBP',
    },
    held: false,
  },
  {
    lang: 'en',
    text: 'student loans are at 23,850 dollars. im 29, rent is $1,100. want to be totally debt free before 35',
    kind: 'debt',
    target: {
      value: 0,
      unit: 'USD',
    },
    baseline: {
      value: 23850,
      unit: 'USD',
    },
    held: false,
  },
  {
    lang: 'en',
    text: 'car loan balance is $9.6k, monthly payment 389. i want to kill it early if i can',
    kind: 'debt',
    target: {
      value: 0,
      unit: 'USD',
    },
    baseline: {
      value: 9600,
      unit: 'USD',
    },
    held: true,
  },
  {
    lang: 'en',
    text: 'i borrowed 2000 euros from my brother last year and still owe him 1,450. want to pay him back fully, can spare maybe 150 a month',
    kind: 'debt',
    target: {
      value: 0,
      unit: 'EUR',
    },
    baseline: {
      value: 1450,
      unit: 'EUR',
    },
    held: false,
  },
  {
    lang: 'en',
    text: 'Medical bills from my knee surgery left me with $4,300 owing. I work part time, 20 hrs/week at $18/hr. Need a plan to clear it',
    kind: 'debt',
    target: {
      value: 0,
      unit: 'USD',
    },
    baseline: {
      value: 4300,
      unit: 'USD',
    },
    held: false,
  },
  {
    lang: 'en',
    text: 'been £850 overdrawn for like a year lol. want out of my overdraft completely. i get paid on the 28th',
    kind: 'debt',
    target: {
      value: 0,
      unit: 'GBP',
    },
    baseline: {
      value: 850,
      unit: 'GBP',
    },
    held: false,
  },
  {
    lang: 'en',
    text: 'about $20k left on my student loans. not trying to be a hero, just want it below 10k before i turn 30',
    kind: 'debt',
    target: {
      value: 10000,
      unit: 'USD',
    },
    baseline: {
      value: 20000,
      unit: 'USD',
    },
    held: true,
  },
  {
    lang: 'es',
    text: 'debo 3.200 € a la tarjeta y pago 120 al mes, cobro 1.400. quiero dejarla a cero antes de diciembre',
    kind: 'debt',
    target: {
      value: 0,
      unit: 'EUR',
    },
    baseline: {
      value: 3200,
      unit: 'EUR',
    },
    held: false,
  },
  {
    lang: 'es',
    text: 'tengo una deuda de 45 mil pesos con el banco, quiero bajarla a menos de 10.000 este año. tengo 2 hijos y trabajo de lunes a sabado',
    kind: 'debt',
    target: {
      value: 10000,
      unit: 'MXN',
    },
    baseline: {
      value: 45000,
      unit: 'MXN',
    },
    held: false,
  },
  {
    lang: 'de',
    text: 'Ich hab noch 7.800 € Schulden (Dispo + Ratenkredit), zahle monatlich 300 € ab. Netto verdiene ich 2.450. Will endlich schuldenfrei sein.',
    kind: 'debt',
    target: {
      value: 0,
      unit: 'EUR',
    },
    baseline: {
      value: 7800,
      unit: 'EUR',
    },
    held: false,
  },
  {
    lang: 'de',
    text: 'kreditkarte steht bei 2.150 euro minus, will bis märz unter 500 kommen',
    kind: 'debt',
    target: {
      value: 500,
      unit: 'EUR',
    },
    baseline: {
      value: 2150,
      unit: 'EUR',
    },
    held: true,
  },
  {
    lang: 'ar',
    text: 'عليا دين ١٥٠٠٠ جنيه لواحد صاحبي، ومرتبي ٨٠٠٠ في الشهر. عايز أخلصه خالص قبل رمضان',
    kind: 'debt',
    target: {
      value: 0,
      unit: 'EGP',
    },
    baseline: {
      value: 15000,
      unit: 'EGP',
    },
    held: false,
  },
  {
    lang: 'ar',
    text: 'عليّ قرض للبنك 4,200 دينار، والقسط 180 بالشهر. بدي أسدّه كله بأسرع وقت',
    kind: 'debt',
    target: {
      value: 0,
      unit: 'JOD',
    },
    baseline: {
      value: 4200,
      unit: 'JOD',
    },
    held: false,
  },
  {
    lang: 'ar',
    text: 'عندي ديون على البطاقة الائتمانية حوالي ٢٢ ألف درهم، أبي أنزلها لتحت ٥ آلاف قبل نهاية السنة. راتبي ١٤ ألف',
    kind: 'debt',
    target: {
      value: 5000,
      unit: 'AED',
    },
    baseline: {
      value: 22000,
      unit: 'AED',
    },
    held: false,
  },
  {
    lang: 'en',
    text: 'want to save $10k for a house deposit, have about 2,300 in savings rn. can put away 400/month',
    kind: 'saving',
    target: {
      value: 10000,
      unit: 'USD',
    },
    baseline: {
      value: 2300,
      unit: 'USD',
    },
    held: true,
  },
  {
    lang: 'en',
    text: "trying to build an emergency fund of £6,000. i'm 24, earn 2.1k a month, rent is 750",
    kind: 'saving',
    target: {
      value: 6000,
      unit: 'GBP',
    },
    baseline: null,
    held: false,
  },
  {
    lang: 'en',
    text: "Goal: $3500 for a trip to japan next october. i've got 900 set aside so far",
    kind: 'saving',
    target: {
      value: 3500,
      unit: 'USD',
    },
    baseline: {
      value: 900,
      unit: 'USD',
    },
    held: false,
  },
  {
    lang: 'en',
    text: "I'd like to have 25,000 dollars saved by the time I'm 30 (I'm 26 now). Currently sitting on about 8k.",
    kind: 'saving',
    target: {
      value: 25000,
      unit: 'USD',
    },
    baseline: {
      value: 8000,
      unit: 'USD',
    },
    held: false,
  },
  {
    lang: 'en',
    text: 'wedding fund!! we need €15,000, we both work and put 500 aside every month',
    kind: 'saving',
    target: {
      value: 15000,
      unit: 'EUR',
    },
    baseline: null,
    held: true,
  },
  {
    lang: 'en',
    text: "saving for a new laptop, it's $1,800. i can only save like 50 bucks a week from my barista job",
    kind: 'saving',
    target: {
      value: 1800,
      unit: 'USD',
    },
    baseline: null,
    held: false,
  },
  {
    lang: 'en',
    text: 'i want to save up £40k for a deposit on a flat in manchester. got 12,500 in my LISA already, put in 300 a month',
    kind: 'saving',
    target: {
      value: 40000,
      unit: 'GBP',
    },
    baseline: {
      value: 12500,
      unit: 'GBP',
    },
    held: false,
  },
  {
    lang: 'es',
    text: 'quiero ahorrar 5.000 euros para el máster, ahora tengo 1.200 y puedo meter 200 al mes',
    kind: 'saving',
    target: {
      value: 5000,
      unit: 'EUR',
    },
    baseline: {
      value: 1200,
      unit: 'EUR',
    },
    held: false,
  },
  {
    lang: 'es',
    text: 'mi meta es juntar 60 mil pesos para el enganche de un coche. llevo 18 mil ahorrados. gano 15 mil al mes',
    kind: 'saving',
    target: {
      value: 60000,
      unit: 'MXN',
    },
    baseline: {
      value: 18000,
      unit: 'MXN',
    },
    held: true,
  },
  {
    lang: 'de',
    text: 'Ich möchte 20.000 € für ein Sabbatical sparen. Aktuell hab ich 4.500 auf dem Tagesgeldkonto und kann 350 im Monat zurücklegen.',
    kind: 'saving',
    target: {
      value: 20000,
      unit: 'EUR',
    },
    baseline: {
      value: 4500,
      unit: 'EUR',
    },
    held: false,
  },
  {
    lang: 'de',
    text: 'notgroschen aufbauen: ca. 9000 euro, also so 3 monatsgehälter. bin 31, miete 820 warm',
    kind: 'saving',
    target: {
      value: 9000,
      unit: 'EUR',
    },
    baseline: null,
    held: false,
  },
  {
    lang: 'ar',
    text: 'ابغى أجمع ٥٠ ألف ريال للزواج، عندي الحين ١٢ ألف وأقدر أوفر ٢٠٠٠ بالشهر',
    kind: 'saving',
    target: {
      value: 50000,
      unit: 'SAR',
    },
    baseline: {
      value: 12000,
      unit: 'SAR',
    },
    held: false,
  },
  {
    lang: 'ar',
    text: 'نفسي أحوش ٢٠٠ ألف جنيه عشان مقدم شقة، معايا دلوقتي ٣٥ ألف',
    kind: 'saving',
    target: {
      value: 200000,
      unit: 'EGP',
    },
    baseline: {
      value: 35000,
      unit: 'EGP',
    },
    held: true,
  },
  {
    lang: 'ar',
    text: 'بدي أوفر 3000 دينار لسفرة الصيف، بشتغل بمطعم وراتبي 450',
    kind: 'saving',
    target: {
      value: 3000,
      unit: 'JOD',
    },
    baseline: null,
    held: false,
  },
  {
    lang: 'en',
    text: 'want to break 25 min in the 5k. ran 27:40 at parkrun last saturday. can run tues/thurs/sat mornings at 6am',
    kind: 'time',
    target: {
      value: 25,
      unit: 'min',
    },
    baseline: {
      value: 27.667,
      unit: 'min',
    },
    held: false,
  },
  {
    lang: 'en',
    text: 'sub 1:45 half marathon this spring. PB is 1:52:30 from last october. 38yo, dodgy left achilles',
    kind: 'time',
    target: {
      value: 105,
      unit: 'min',
    },
    baseline: {
      value: 112.5,
      unit: 'min',
    },
    held: false,
  },
  {
    lang: 'en',
    text: 'first marathon was 4:12, want to go under 3:59 in berlin in sept',
    kind: 'time',
    target: {
      value: 239,
      unit: 'min',
    },
    baseline: {
      value: 252,
      unit: 'min',
    },
    held: true,
  },
  {
    lang: 'en',
    text: 'swimmer here, 100m free is currently 1:12, aiming for 1:05 by the regional meet. I train 5x per week, 90 min sessions',
    kind: 'time',
    target: {
      value: 65,
      unit: 's',
    },
    baseline: {
      value: 72,
      unit: 's',
    },
    held: false,
  },
  {
    lang: 'en',
    text: 'I row 2k in 7:48 on the erg, want to get to 7:30 before spring trials',
    kind: 'time',
    target: {
      value: 7.5,
      unit: 'min',
    },
    baseline: {
      value: 7.8,
      unit: 'min',
    },
    held: false,
  },
  {
    lang: 'en',
    text: "i'm 52 and want to run a 10k in under 50 minutes. never timed myself properly tbh",
    kind: 'time',
    target: {
      value: 50,
      unit: 'min',
    },
    baseline: null,
    held: false,
  },
  {
    lang: 'en',
    text: 'mile goal: sub 6. currently around 6:25. the track is open 7-9pm so thats when i train',
    kind: 'time',
    target: {
      value: 6,
      unit: 'min',
    },
    baseline: {
      value: 6.417,
      unit: 'min',
    },
    held: true,
  },
  {
    lang: 'en',
    text: '50m fly in 29.5 seconds is the dream, my best is 31.8',
    kind: 'time',
    target: {
      value: 29.5,
      unit: 's',
    },
    baseline: {
      value: 31.8,
      unit: 's',
    },
    held: false,
  },
  {
    lang: 'es',
    text: 'quiero bajar de 45 minutos en 10k, ahora hago 48:20. entreno 4 días a la semana, 1 hora cada vez',
    kind: 'time',
    target: {
      value: 45,
      unit: 'min',
    },
    baseline: {
      value: 48.333,
      unit: 'min',
    },
    held: false,
  },
  {
    lang: 'es',
    text: 'mi objetivo es correr la media maratón en 1h50, ahora estoy en 2h05 más o menos',
    kind: 'time',
    target: {
      value: 110,
      unit: 'min',
    },
    baseline: {
      value: 125,
      unit: 'min',
    },
    held: false,
  },
  {
    lang: 'de',
    text: 'Ziel: 5 km unter 22 Minuten. Meine aktuelle Bestzeit liegt bei 23:45. Bin 41 und laufe seit 2 Jahren.',
    kind: 'time',
    target: {
      value: 22,
      unit: 'min',
    },
    baseline: {
      value: 23.75,
      unit: 'min',
    },
    held: true,
  },
  {
    lang: 'de',
    text: 'ich will beim hamburg marathon unter 3:30 bleiben, letztes jahr warens 3:41:10',
    kind: 'time',
    target: {
      value: 210,
      unit: 'min',
    },
    baseline: {
      value: 221.167,
      unit: 'min',
    },
    held: false,
  },
  {
    lang: 'ar',
    text: 'بدي أسبح ١٠٠ متر حرة بدقيقة و١٠ ثواني، هلأ رقمي دقيقة و٢٠',
    kind: 'time',
    target: {
      value: 70,
      unit: 's',
    },
    baseline: {
      value: 80,
      unit: 's',
    },
    held: false,
  },
  {
    lang: 'ar',
    text: 'عايز أجري ٥ كيلو في أقل من ٣٠ دقيقة، دلوقتي بخلصهم في ٣٤ دقيقة تقريباً',
    kind: 'time',
    target: {
      value: 30,
      unit: 'min',
    },
    baseline: {
      value: 34,
      unit: 'min',
    },
    held: false,
  },
  {
    lang: 'en',
    text: "my screen time is like 7h 20m a day, want to get it down to 3h. i'm a student, 21",
    kind: 'reduce',
    target: {
      value: 3,
      unit: 'h',
    },
    baseline: {
      value: 7.333,
      unit: 'h',
    },
    held: true,
  },
  {
    lang: 'en',
    text: 'I drink 6 coffees a day working night shifts (10pm-6am). would like to drop to 2',
    kind: 'reduce',
    target: {
      value: 2,
      unit: 'cups',
    },
    baseline: {
      value: 6,
      unit: 'cups',
    },
    held: false,
  },
  {
    lang: 'en',
    text: 'smoking a pack a day (20 cigs), want to cut to 5 a day as a first step. 34 years old',
    kind: 'reduce',
    target: {
      value: 5,
      unit: 'cigarettes',
    },
    baseline: {
      value: 20,
      unit: 'cigarettes',
    },
    held: false,
  },
  {
    lang: 'en',
    text: 'spending about 4 hours a day on tiktok/insta. aim is 1 hour max. i have 2 kids and a 40 hr job so idk where the time even comes from',
    kind: 'reduce',
    target: {
      value: 1,
      unit: 'h',
    },
    baseline: {
      value: 4,
      unit: 'h',
    },
    held: false,
  },
  {
    lang: 'en',
    text: 'currently at 10 cigarettes a day. quit date is too scary, so goal is 4',
    kind: 'reduce',
    target: {
      value: 4,
      unit: 'cigarettes',
    },
    baseline: {
      value: 10,
      unit: 'cigarettes',
    },
    held: true,
  },
  {
    lang: 'en',
    text: "I'm on my phone for 90 minutes in bed every night before I fall asleep. I'd like to get that to 20 min.",
    kind: 'reduce',
    target: {
      value: 20,
      unit: 'min',
    },
    baseline: {
      value: 90,
      unit: 'min',
    },
    held: false,
  },
  {
    lang: 'en',
    text: "cut my coffee to one cup a day. right now it's 5 cups, I'm 45 and my sleep is wrecked",
    kind: 'reduce',
    target: {
      value: 1,
      unit: 'cups',
    },
    baseline: {
      value: 5,
      unit: 'cups',
    },
    held: false,
  },
  {
    lang: 'es',
    text: 'paso 6 horas al día con el móvil y quiero bajarlo a 2. trabajo de 8 a 3',
    kind: 'reduce',
    target: {
      value: 2,
      unit: 'h',
    },
    baseline: {
      value: 6,
      unit: 'h',
    },
    held: false,
  },
  {
    lang: 'es',
    text: 'fumo 15 cigarrillos al día, quiero quedarme en 5 máximo',
    kind: 'reduce',
    target: {
      value: 5,
      unit: 'cigarettes',
    },
    baseline: {
      value: 15,
      unit: 'cigarettes',
    },
    held: true,
  },
  {
    lang: 'de',
    text: 'Ich trinke aktuell 5 Tassen Kaffee täglich und möchte auf 2 runter.',
    kind: 'reduce',
    target: {
      value: 2,
      unit: 'cups',
    },
    baseline: {
      value: 5,
      unit: 'cups',
    },
    held: false,
  },
  {
    lang: 'de',
    text: 'bildschirmzeit am handy: 5h 30min pro tag laut iphone. ich will unter 2 stunden',
    kind: 'reduce',
    target: {
      value: 2,
      unit: 'h',
    },
    baseline: {
      value: 5.5,
      unit: 'h',
    },
    held: false,
  },
  {
    lang: 'ar',
    text: 'أدخن ٢٠ سيجارة باليوم وأبي أنزلها لـ ١٠',
    kind: 'reduce',
    target: {
      value: 10,
      unit: 'cigarettes',
    },
    baseline: {
      value: 20,
      unit: 'cigarettes',
    },
    held: false,
  },
  {
    lang: 'ar',
    text: 'بقعد على الموبايل ٨ ساعات في اليوم، عايز أقللهم لـ ٣ ساعات بس',
    kind: 'reduce',
    target: {
      value: 3,
      unit: 'h',
    },
    baseline: {
      value: 8,
      unit: 'h',
    },
    held: true,
  },
  {
    lang: 'ar',
    text: 'أشرب 4 أكواب قهوة يومياً وأريد تقليلها إلى كوب واحد فقط',
    kind: 'reduce',
    target: {
      value: 1,
      unit: 'cups',
    },
    baseline: {
      value: 4,
      unit: 'cups',
    },
    held: false,
  },
  {
    lang: 'en',
    text: '+8 cm on my vertical, i jump 52 cm now. volleyball, 3 practices a week',
    kind: 'gain',
    target: {
      value: 60,
      unit: 'cm',
    },
    baseline: {
      value: 52,
      unit: 'cm',
    },
    held: false,
  },
  {
    lang: 'en',
    text: 'want to add 20kg to my squat, currently doing 100kg for 5 reps',
    kind: 'gain',
    target: {
      value: 120,
      unit: 'kg',
    },
    baseline: {
      value: 100,
      unit: 'kg',
    },
    held: false,
  },
  {
    lang: 'en',
    text: 'looking to gain 6 kg of muscle. I weigh 68 kg, 1.80 tall, 27 y/o',
    kind: 'gain',
    target: {
      value: 74,
      unit: 'kg',
    },
    baseline: {
      value: 68,
      unit: 'kg',
    },
    held: true,
  },
  {
    lang: 'en',
    text: "trying to boost my FTP by 30 watts, it's 215W right now. ride about 6 hrs a week",
    kind: 'gain',
    target: {
      value: 245,
      unit: 'W',
    },
    baseline: {
      value: 215,
      unit: 'W',
    },
    held: false,
  },
  {
    lang: 'en',
    text: 'bench is stuck at 80 kg. i want +15 kg by summer',
    kind: 'gain',
    target: {
      value: 95,
      unit: 'kg',
    },
    baseline: {
      value: 80,
      unit: 'kg',
    },
    held: false,
  },
  {
    lang: 'en',
    text: "need to put on 4 kilos before the season, currently 61kg. i'm a 17 yo lightweight rower",
    kind: 'gain',
    target: {
      value: 65,
      unit: 'kg',
    },
    baseline: {
      value: 61,
      unit: 'kg',
    },
    held: false,
  },
  {
    lang: 'en',
    text: 'I wanna increase my broad jump by 15cm. Last test was 240 cm.',
    kind: 'gain',
    target: {
      value: 255,
      unit: 'cm',
    },
    baseline: {
      value: 240,
      unit: 'cm',
    },
    held: true,
  },
  {
    lang: 'es',
    text: 'quiero subir 10 kg en peso muerto, ahora levanto 140',
    kind: 'gain',
    target: {
      value: 150,
      unit: 'kg',
    },
    baseline: {
      value: 140,
      unit: 'kg',
    },
    held: false,
  },
  {
    lang: 'es',
    text: 'mi salto vertical es de 45 cm y quiero ganar 10 cm más antes de la temporada',
    kind: 'gain',
    target: {
      value: 55,
      unit: 'cm',
    },
    baseline: {
      value: 45,
      unit: 'cm',
    },
    held: false,
  },
  {
    lang: 'de',
    text: 'Ich will meine FTP um 25 Watt steigern, aktuell 230 W. Trainiere ca. 8 Stunden pro Woche.',
    kind: 'gain',
    target: {
      value: 255,
      unit: 'W',
    },
    baseline: {
      value: 230,
      unit: 'W',
    },
    held: false,
  },
  {
    lang: 'de',
    text: 'ich wiege 58 kg und möchte 5 kg zunehmen (muskeln, nicht fett)',
    kind: 'gain',
    target: {
      value: 63,
      unit: 'kg',
    },
    baseline: {
      value: 58,
      unit: 'kg',
    },
    held: true,
  },
  {
    lang: 'ar',
    text: 'بدي زيد ٧ كيلو عضل، وزني هلأ ٦٥',
    kind: 'gain',
    target: {
      value: 72,
      unit: 'kg',
    },
    baseline: {
      value: 65,
      unit: 'kg',
    },
    held: false,
  },
  {
    lang: 'ar',
    text: 'أبي أزيد قفزتي العمودية ١٢ سم، حالياً ٤٨ سم',
    kind: 'gain',
    target: {
      value: 60,
      unit: 'cm',
    },
    baseline: {
      value: 48,
      unit: 'cm',
    },
    held: false,
  },
  {
    lang: 'ar',
    text: 'عايز أزود البنش ١٠ كيلو، بشيل دلوقتي ٧٠ كيلو',
    kind: 'gain',
    target: {
      value: 80,
      unit: 'kg',
    },
    baseline: {
      value: 70,
      unit: 'kg',
    },
    held: false,
  },
  {
    lang: 'en',
    text: 'FTP 240 -> 280 this winter. trainer in the garage, 1 hr sessions mon/wed/fri',
    kind: 'pair',
    target: {
      value: 280,
      unit: 'W',
    },
    baseline: {
      value: 240,
      unit: 'W',
    },
    held: true,
  },
  {
    lang: 'en',
    text: 'get my 40m sprint from 5.6 to 5.2 seconds',
    kind: 'pair',
    target: {
      value: 5.2,
      unit: 's',
    },
    baseline: {
      value: 5.6,
      unit: 's',
    },
    held: false,
  },
  {
    lang: 'en',
    text: 'deadlift from 120 to 160 kg in 6 months',
    kind: 'pair',
    target: {
      value: 160,
      unit: 'kg',
    },
    baseline: {
      value: 120,
      unit: 'kg',
    },
    held: false,
  },
  {
    lang: 'en',
    text: "coffees: 5 -> 2. that's it that's the goal",
    kind: 'pair',
    target: {
      value: 2,
      unit: 'cups',
    },
    baseline: {
      value: 5,
      unit: 'cups',
    },
    held: false,
  },
  {
    lang: 'en',
    text: "I'd like to go from 85kg to 78kg, I'm 5'10 and 33",
    kind: 'pair',
    target: {
      value: 78,
      unit: 'kg',
    },
    baseline: {
      value: 85,
      unit: 'kg',
    },
    held: true,
  },
  {
    lang: 'en',
    text: '100m sprint, 13.4 to 12.8 by the end of the school year. practice is 3:30-5 after school',
    kind: 'pair',
    target: {
      value: 12.8,
      unit: 's',
    },
    baseline: {
      value: 13.4,
      unit: 's',
    },
    held: false,
  },
  {
    lang: 'en',
    text: 'squat 90kg → 110kg. had knee surgery in 2022 so need to be careful',
    kind: 'pair',
    target: {
      value: 110,
      unit: 'kg',
    },
    baseline: {
      value: 90,
      unit: 'kg',
    },
    held: false,
  },
  {
    lang: 'es',
    text: 'quiero pasar de 200 a 250 vatios de FTP',
    kind: 'pair',
    target: {
      value: 250,
      unit: 'W',
    },
    baseline: {
      value: 200,
      unit: 'W',
    },
    held: false,
  },
  {
    lang: 'es',
    text: 'press banca de 60 a 80 kilos, entreno a las 7 de la mañana antes del curro',
    kind: 'pair',
    target: {
      value: 80,
      unit: 'kg',
    },
    baseline: {
      value: 60,
      unit: 'kg',
    },
    held: true,
  },
  {
    lang: 'de',
    text: 'Kniebeuge von 100 auf 130 kg bis Jahresende',
    kind: 'pair',
    target: {
      value: 130,
      unit: 'kg',
    },
    baseline: {
      value: 100,
      unit: 'kg',
    },
    held: false,
  },
  {
    lang: 'de',
    text: 'Meine 100m-Zeit von 14,2 auf 13,5 Sekunden verbessern',
    kind: 'pair',
    target: {
      value: 13.5,
      unit: 's',
    },
    baseline: {
      value: 14.2,
      unit: 's',
    },
    held: false,
  },
  {
    lang: 'ar',
    text: 'بدي أنزل وزني من ٩٠ لـ ٧٥ كيلو',
    kind: 'pair',
    target: {
      value: 75,
      unit: 'kg',
    },
    baseline: {
      value: 90,
      unit: 'kg',
    },
    held: false,
  },
  {
    lang: 'ar',
    text: 'أبي أرفع الـ FTP حقي من ١٨٠ إلى ٢٢٠ واط',
    kind: 'pair',
    target: {
      value: 220,
      unit: 'W',
    },
    baseline: {
      value: 180,
      unit: 'W',
    },
    held: true,
  },
  {
    lang: 'ar',
    text: 'عايز أقلل القهوة من ٦ فناجين لـ ٢ في اليوم',
    kind: 'pair',
    target: {
      value: 2,
      unit: 'cups',
    },
    baseline: {
      value: 6,
      unit: 'cups',
    },
    held: false,
  },
  {
    lang: 'en',
    text: 'I work 9 to 5 and want to learn guitar',
    kind: 'none',
    target: null,
    baseline: null,
    held: false,
  },
  {
    lang: 'en',
    text: 'I have 2 kids aged 6 and 9, want to cook more at home instead of takeout',
    kind: 'none',
    target: null,
    baseline: null,
    held: false,
  },
  {
    lang: 'en',
    text: 'I can train 3 times a week for 45 minutes, just want to get fitter overall',
    kind: 'none',
    target: null,
    baseline: null,
    held: true,
  },
  {
    lang: 'en',
    text: 'my rent is 900 a month and I want to get fit',
    kind: 'none',
    target: null,
    baseline: null,
    held: false,
  },
  {
    lang: 'en',
    text: 'i have a 45 minute train commute each way, want to use it to learn spanish',
    kind: 'none',
    target: null,
    baseline: null,
    held: false,
  },
  {
    lang: 'es',
    text: 'trabajo de 9 a 6 y tengo 3 hijos, quiero empezar a meditar un poco',
    kind: 'none',
    target: null,
    baseline: null,
    held: false,
  },
  {
    lang: 'es',
    text: 'tengo 35 años y quiero aprender a nadar, el gimnasio abre de 7 a 22',
    kind: 'none',
    target: null,
    baseline: null,
    held: true,
  },
  {
    lang: 'de',
    text: 'Ich bin 28, arbeite 40 Stunden die Woche und möchte endlich Klavier lernen.',
    kind: 'none',
    target: null,
    baseline: null,
    held: false,
  },
  {
    lang: 'de',
    text: 'wir haben 2 hunde und ich will morgens um 6 aufstehen und joggen gehen, einfach für die gesundheit',
    kind: 'none',
    target: null,
    baseline: null,
    held: false,
  },
  {
    lang: 'ar',
    text: 'عندي ٣ أولاد وبشتغل من ٨ لـ ٤، بدي أتعلم أطبخ أكل صحي',
    kind: 'none',
    target: null,
    baseline: null,
    held: false,
  },
  {
    lang: 'ar',
    text: 'عمري ٢٥ سنة وأبي أتعلم البرمجة، عندي ساعتين فاضية كل يوم',
    kind: 'none',
    target: null,
    baseline: null,
    held: true,
  },
];
