import { mentions, numberIn } from './baseline.ts';
import { consistencyQuestion } from './common.ts';
import type { DomainTemplate, KpiContext, SessionTemplate } from './types.ts';

/** The kind of exam the person named (language tests, admissions tests, professional exams; school exams otherwise). */
const LANGUAGE_TEST =
  /ielts|toefl|\bpte\b|cambridge|\b(?:cae|fce|cpe)\b|\bdele\b|\bdelf\b|\bdalf\b|goethe|testdaf|\btelc\b|duolingo english|آيلتس|ايلتس|توفل/;
const ADMISSIONS_TEST =
  /\bsat\b|\bact\b|\bgre\b|gmat|lsat|mcat|ucat|\bpsat\b|tawjihi|qudurat|توجيهي|قدرات|selectividad|\bebau\b|\bpau\b/;
const PROFESSIONAL =
  /\bbar\b|bar exam|\bcpa\b|acca|\bcfa\b|usmle|nclex|\bplab\b|actuar|staatsexamen|abogac|oposicion|oposición|نقابة|الزمالة/;
const isLanguageTest = (ctx: KpiContext) => mentions(ctx, LANGUAGE_TEST);
const isAdmissions = (ctx: KpiContext) => !isLanguageTest(ctx) && mentions(ctx, ADMISSIONS_TEST);
const isProfessional = (ctx: KpiContext) => !isLanguageTest(ctx) && !isAdmissions(ctx) && mentions(ctx, PROFESSIONAL);
/** Where the person says they are now ("my last mock was 6.0", "I scored 1150"). */
const BASELINE = [
  /\b(?:last (?:mock|test|score|attempt|practice test)|mock (?:score )?was|i (?:scored|got)|scored|currently(?: at| scoring| getting)?|i'?m at|at the moment)\D{0,12}(\d+(?:\.\d+)?)/,
];
const SECTION_TARGET = (ctx: KpiContext) => (isLanguageTest(ctx) ? 4 : isAdmissions(ctx) ? 2 : 8);

/** Timed practice for the exam's own sections (used by two rotation slots). */
const TIMED: SessionTemplate[] = [
  {
    id: 'test',
    title: 'Timed section practice',
    share: 0.9,
    hard: true,
    when: isLanguageTest,
    description:
      'Rotate the four skills, one per session: a full listening or reading test against the clock; writing task 1 (20 minutes) and task 2 (40 minutes); or speaking parts 1 to 3 recorded on your phone. Mark it with the answer key or band descriptors and log every error.',
    why: 'Each skill is scored on its own, so each needs timed practice in the exam’s format.',
  },
  {
    id: 'test',
    title: 'Timed section practice',
    share: 0.9,
    hard: true,
    when: isAdmissions,
    description:
      'One timed section of an official practice test (maths, or reading and writing; quantitative or verbal) at the real pace per question. Mark it, then redo every wrong or guessed question untimed and log why you missed it.',
    why: 'Pace is half of these tests: practising at the real time per question turns knowledge into points.',
  },
  {
    id: 'test',
    title: 'Timed practice questions',
    share: 0.9,
    hard: true,
    when: isProfessional,
    description:
      'A timed set of practice questions (for example 33 multiple-choice questions in an hour) or one essay under exam time. Grade it against the model answer and log every rule or principle you missed.',
    why: 'Professional exams reward applying rules quickly to facts; timed sets train exactly that.',
  },
  {
    id: 'test',
    title: 'Timed past-paper questions',
    share: 0.9,
    hard: true,
    description:
      'Answer one section or topic of a past paper under exam timing, closed book. Mark it with the mark scheme and log every lost mark as knowledge, method or misreading.',
    why: 'Past papers show how the examiners ask, and timing shows what you can do under pressure.',
  },
];

export const exams: DomainTemplate = {
  domain: 'exams',
  label: 'exam preparation',
  physical: false,
  keywords: ['exam', 'test', 'study', 'revision', 'mock', 'past papers', 'score', 'preparation'],
  caution:
    'Keep sleeping 7 to 9 hours, above all in exam week: all-nighters lower scores. If exam stress stops you sleeping or eating, talk to a doctor or a counsellor.',
  target_fallback: 'your target score',
  phases: [
    {
      id: 'diagnose',
      title: 'Diagnose and map',
      share: 0.2,
      focus:
        'A diagnostic mock under real conditions, then a syllabus map marking every topic or section strong, shaky or weak.',
      why: 'Knowing where the marks are lost tells you where every hour should go.',
    },
    {
      id: 'build',
      title: 'Learn and practise',
      share: 0.45,
      focus: 'Weak topics first, with active recall and spaced review, and timed practice for each section.',
      why: 'Testing yourself beats rereading, and timed practice turns knowledge into marks.',
    },
    {
      id: 'mocks',
      title: 'Full mocks',
      share: 0.25,
      focus: 'A full mock under exam conditions every week, and an error log that decides what you review.',
      why: 'Full mocks build stamina and timing, and they show whether you are at {target}.',
    },
    {
      id: 'taper',
      title: 'Exam week',
      share: 0.1,
      taper: true,
      focus: 'Light review of your error log and summary sheets, sleep, and the plan for the day.',
      why: 'Rest before an exam raises scores more than last-minute cramming.',
    },
  ],
  sessions: [
    {
      id: 'test',
      title: 'Diagnostic mock',
      share: 1,
      hard: true,
      phases: ['diagnose'],
      description:
        'Sit one full past paper or official practice test under real conditions: timed, no notes, phone away. Mark it and write down the score of each section. This is your baseline, however it went.',
      why: 'A real starting score shows the gap to {target} and which sections will close it fastest.',
    },
    ...TIMED.map((session) => ({ ...session, phases: ['build'] })),
    {
      id: 'test',
      title: 'Full mock exam',
      share: 1,
      hard: true,
      phases: ['mocks'],
      description:
        'A complete mock under exam conditions: the real start time, strict timing, breaks as in the exam. Mark it, record the score, and add every lost mark to your error log.',
      why: 'Only full mocks train the stamina and timing of the real day.',
    },
    {
      id: 'test',
      title: 'Short timed set',
      share: 0.5,
      phases: ['taper'],
      description:
        'One short timed set from your strongest section to stay sharp, then stop. No new material this week.',
      why: 'A little sharp practice keeps your rhythm without tiring you before the exam.',
    },
    ...TIMED.map((session) => ({ ...session, id: 'timed', phases: ['build', 'mocks'] })),
    {
      id: 'learn',
      title: 'Syllabus map',
      share: 0.7,
      phases: ['diagnose'],
      description:
        'List every topic or section of the exam. Mark each green (solid), amber (shaky) or red (weak) from your diagnostic, and order the red ones by how many marks they carry. This map decides the coming weeks.',
      why: 'Studying by the map, not by the textbook’s order, spends your time where the marks are.',
    },
    {
      id: 'learn',
      title: 'Active recall on a weak topic',
      share: 0.9,
      description:
        'Take the top red or amber topic. Study it for 15 minutes, then close the book, write down everything you remember and answer 10 practice questions on it. Turn what you missed into question-and-answer cards.',
      why: 'Pulling knowledge out of memory strengthens it far more than reading it again.',
    },
    {
      id: 'review',
      title: 'Spaced review',
      share: 0.5,
      description:
        'Go through your due question cards and summary sheets (intervals grow: 1, 3, 7, 14 days). Answer each before you look, and put the misses back for tomorrow.',
      why: 'Reviewing just before you would forget keeps everything you learned ready for the exam.',
    },
    {
      id: 'errors',
      title: 'Error log review',
      share: 0.5,
      phases: ['build', 'mocks', 'taper'],
      description:
        'Go through your error log: for each lost mark write why (did not know, misread, ran out of time, careless) and redo the question. Pick the most common cause and one fix for the next test.',
      why: 'Most lost marks repeat the same few causes; fixing those is the fastest gain.',
    },
  ],
  rotation: ['test', 'learn', 'review', 'errors', 'learn', 'timed', 'review'],
  filler: 'review',
  finale: {
    id: 'exam',
    title: 'Exam day',
    share: 1,
    description:
      'Sleep 7 to 9 hours the night before and pack your ID, admission letter, pens and water. Eat a familiar breakfast and arrive 30 minutes early. Read each question fully, do the ones you know first, and keep an eye on the time per section.',
    why: 'You have prepared for {target}; a calm, planned day lets the work show.',
  },
  progression: {
    weekly_increase: 0.05,
    deload_every: 5,
    deload_factor: 0.85,
    taper_factor: 0.6,
    cap: 1.4,
    why: 'Study time grows about 5% a week with a lighter week every 5th week, then eases in exam week.',
  },
  checkin: {
    every_weeks: 2,
    description: 'Three quick questions about your preparation.',
    why: 'Your answers steer the next weeks: more timed practice, more review of weak topics, or more rest.',
    questions: [
      {
        id: 'score',
        prompt: 'How did your latest timed practice go compared with your target?',
        options: [
          { label: 'Far below it', score: 0 },
          { label: 'A little below it', score: 1 },
          { label: 'At the target', score: 2 },
          { label: 'Above it', score: 3 },
        ],
      },
      consistencyQuestion('study sessions'),
      {
        id: 'stress',
        prompt: 'How are you sleeping and coping with the pressure?',
        options: [
          { label: 'Badly, it keeps me awake', score: 0 },
          { label: 'Some stress', score: 1 },
          { label: 'Mostly fine', score: 2 },
          { label: 'Calm and rested', score: 3 },
        ],
      },
    ],
  },
  kpi_every_weeks: 2,
  kpis: [
    {
      id: 'mock-score',
      name: 'Mock exam score',
      unit: '{unit}',
      direction: 'increase',
      when: (ctx) => ctx.intent.target !== null,
      baseline: (ctx) => numberIn(ctx, BASELINE),
      target: (ctx) => ctx.intent.target?.value ?? 0,
      why: 'Your mock score against {target} is the clearest sign of where you stand.',
    },
    {
      id: 'mock-score',
      name: 'Mock exam score',
      unit: '%',
      direction: 'increase',
      baseline: (ctx) => numberIn(ctx, [/(\d+(?:\.\d+)?) ?%/]),
      target: () => 75,
      why: 'Your mock score, as a share of the marks, is the clearest sign of where you stand.',
    },
    {
      id: 'sections-at-target',
      name: 'Sections or topics at target',
      unit: 'sections',
      direction: 'increase',
      baseline: () => 0,
      target: SECTION_TARGET,
      why: 'Bringing one section or topic after another to target shows steady progress even when the total moves slowly.',
    },
    {
      id: 'mocks-done',
      name: 'Full mocks done',
      unit: 'mocks',
      direction: 'increase',
      baseline: () => 0,
      target: (ctx) => Math.max(2, Math.round(ctx.weeks * 0.3)),
      why: 'Every full mock makes the real exam feel familiar.',
    },
  ],
  nudges: [
    {
      text: 'Start today’s session with the hardest topic, not the most comfortable one.',
      why: 'Weak topics are where the marks are.',
    },
    {
      text: 'Close the book and test yourself before you reread anything.',
      why: 'Recall builds memory; rereading mostly builds a feeling of knowing.',
    },
    {
      text: 'Phone in another room while you study.',
      why: 'Even a silent phone in sight pulls at your attention.',
    },
    { text: 'Sleep 7 to 9 hours tonight.', why: 'Sleep is when the brain stores what you studied today.' },
    {
      text: 'Add today’s mistakes to your error log before you stop.',
      why: 'A mistake written down is a mistake you will not repeat.',
    },
  ],
};
