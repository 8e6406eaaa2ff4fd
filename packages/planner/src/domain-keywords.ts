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
};

export const DOMAIN_EVIDENCE: Record<TPlanDomain, DomainEvidence> = {
  running: {
    phrases: {
      3: 'marathon, half marathon, couch to 5k, c25k, parkrun, triathlon',
      2: 'run, runs, running, runner, jog, jogging, ultra, endurance, stamina, cycling, cyclist, swimming, swim, swimmer',
      1: 'race, trail, sprint, cardio, treadmill, laps',
    },
    patterns: [
      [
        /\b\d+(?:\.\d+)? ?k\b(?! ?(?:a|per) ?(?:year|month)| salary| savings| euros| dollars| in (?:savings|debt))/,
        1.5,
      ],
      [/\b\d+(?:\.\d+)? ?(?:km|kms|kilomet(?:er|re)s?|miles?)\b/, 1.5],
    ],
  },
  strength: {
    phrases: {
      3: 'strength, weight training, weightlifting, powerlifting, deadlift, bench press, calisthenics, hypertrophy',
      2: 'stronger, muscle, muscles, gym, lift, lifting, weights, squat, squats, push ups, pushups, pull ups, pullups, pull up, chin ups, bodyweight, toned, tone up, bulk, abs, kettlebell',
      1: 'strong, plank, workout, workouts, work out, fitness, fit, in shape, dumbbells, mobility, flexibility',
    },
    patterns: [[/\b(?:gain|build|put on)\b[^.]{0,20}\bmuscle/, 3]],
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
      3: 'type 2, high sugar, insulin, blood pressure, hypertension, cholesterol',
      2: 'chronic, diagnosed',
      1: 'condition',
    },
    patterns: [],
  },
  learning: {
    phrases: {
      3: 'language, spanish, french, german, italian, japanese, chinese, mandarin, korean, arabic, portuguese, russian, vocabulary, grammar, fluent, fluency, duolingo, guitar, piano, violin, coding, programming, python, javascript, ielts, toefl, chess',
      2: 'learn, learning, study, studying, english, drums, singing, code, exam, skill, drawing, painting, photography',
      1: 'course, skills',
    },
    patterns: [[/\b(?:a1|a2|b1|b2|c1|c2)\b/, 2]],
  },
  career: {
    phrases: {
      3: 'career, new job, promotion, promoted, interview, interviews, resume, cv, linkedin, hired, job hunt, job search, career change, switch careers',
      2: 'job, jobs, salary, boss, hiring, networking, leadership, portfolio',
      1: 'raise, manager, applications, work',
    },
    patterns: [],
  },
  business: {
    phrases: {
      3: 'business, startup, online shop, online store, ecommerce, e commerce, etsy, shopify, side hustle, mvp, saas, freelance, freelancing, founder',
      2: 'start up, launch, shop, customers, clients, revenue, marketing, company, newsletter, podcast, bakery, consulting',
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
    patterns: [[/\b(?:save|saving|put aside|pay off|pay down)\b[^.]{0,12}[$€£]/, 3]],
  },
  habits: {
    phrases: {
      3: 'habit, habits, productive, productivity, procrastinate, procrastinating, procrastination, morning routine, screen time, journal, journaling, read more, quit smoking, drink less, time management, pomodoro, wake up early, get up early',
      2: 'focus, routine, discipline, disciplined, consistent, phone, social media, reading, books, smoking, alcohol, organized, organised',
      1: 'water, steps, walk, walking',
    },
    patterns: [[/\b(?:stop|quit|cut down on|less)\b[^.]{0,15}\b(?:scrolling|phone|instagram|tiktok|youtube)\b/, 3]],
  },
};
