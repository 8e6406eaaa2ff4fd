import { mentions } from './baseline.ts';
import { consistencyQuestion } from './common.ts';
import type { DomainTemplate, KpiContext } from './types.ts';

/** A motorcycle test rather than a car test, in any of the plan languages. */
const MOTORCYCLE =
  /motorbike|motorcycle|motor bike|\bmoto\b|motocicleta|scooter|\bcbt\b|motorrad|دراجة نارية|موتوسيكل|دباب/;
const isMotorcycle = (ctx: KpiContext) => mentions(ctx, MOTORCYCLE);

export const driving: DomainTemplate = {
  domain: 'driving',
  label: 'driving test preparation',
  physical: false,
  keywords: ['driving', 'driving test', 'theory test', 'lessons', 'instructor', 'licence', 'road', 'motorcycle'],
  caution:
    'Practise only as the law where you live allows: a learner licence, a supervisor who meets the legal requirements, L plates and insurance. Never drive tired, after alcohol or in conditions beyond your skill.',
  target_fallback: 'your practical test',
  phases: [
    {
      id: 'theory',
      title: 'Theory and control',
      share: 0.3,
      focus: 'The rules of the road and hazard perception, and calm control of the vehicle with your instructor.',
      why: 'Knowing the rules and handling the vehicle without thinking frees your attention for the road.',
    },
    {
      id: 'skills',
      title: 'Skills on the road',
      share: 0.45,
      focus:
        'Lessons and supervised practice on one skill at a time: junctions, roundabouts, lane changes, parking, hill starts and the test manoeuvres.',
      why: 'Practising one skill at a time, then combining them, is how driving becomes automatic.',
    },
    {
      id: 'mock',
      title: 'Test ready',
      share: 0.25,
      focus: 'Mock tests on real test routes, fixing the faults they show, and your plan for test day.',
      why: 'Mock tests show exactly which faults would fail you while there is still time to fix them.',
    },
  ],
  sessions: [
    {
      id: 'lesson',
      title: 'Lesson with your instructor',
      share: 1,
      hard: true,
      phases: ['theory', 'skills'],
      description:
        'A lesson with a qualified instructor. Agree this week’s skill at the start; at the end, ask which two faults to work on and write them down for your practice drives.',
      why: 'An instructor spots faults you cannot feel yet and teaches the test’s standard from the start.',
    },
    {
      id: 'lesson',
      title: 'Mock practical test',
      share: 1,
      hard: true,
      phases: ['mock'],
      description:
        'A full mock test with your instructor on real test routes: the eyesight check, the vehicle safety questions, a manoeuvre and independent driving with the sat nav. Have every fault marked as in the real test and list each serious one to fix.',
      why: 'Test conditions show whether you would pass today and which faults stand in the way.',
    },
    {
      id: 'practice',
      title: 'Machine control off-road',
      share: 0.8,
      hard: true,
      when: isMotorcycle,
      phases: ['theory'],
      description:
        'With your instructor, in full protective gear on an off-road area: walking-pace balance with clutch and rear brake, figure of eight, U-turns, smooth stops and emergency stops. Repeat each 5 times.',
      why: 'Slow-speed control is where most learner riders drop the bike and where the test starts.',
    },
    {
      id: 'practice',
      title: 'Supervised practice ride',
      share: 0.9,
      hard: true,
      when: isMotorcycle,
      description:
        'A practice ride as the law allows (learner certificate, L plates, full protective gear). Rehearse one skill 5 to 10 times on quiet roads first: junctions, roundabouts, lifesaver checks, hill starts or the emergency stop. Then use it on a real route.',
      why: 'Repeating one skill at a time makes it automatic before you need it in traffic.',
    },
    {
      id: 'practice',
      title: 'Car control in a quiet place',
      share: 0.8,
      hard: true,
      phases: ['theory'],
      description:
        'With your instructor or a legal supervisor, in an empty car park or a quiet road: moving off and stopping smoothly, steering, mirror-signal-manoeuvre, and clutch control at walking pace. Repeat each 5 times.',
      why: 'Smooth control of the car makes every later skill easier and calmer.',
    },
    {
      id: 'practice',
      title: 'Supervised practice drive',
      share: 0.9,
      hard: true,
      description:
        'A drive with your supervisor, as the law allows (L plates, insurance). Practise one skill 5 to 10 times in a quiet area first: junctions, roundabouts, parallel or bay parking, hill starts or the emergency stop. Then use it on a real route.',
      why: 'Repeating one skill at a time makes it automatic before you need it in traffic.',
    },
    {
      id: 'theory',
      title: 'Theory study and mock questions',
      share: 0.5,
      description:
        'Study one topic of the official rules of the road for 15 minutes, then do a mock theory test or a hazard-perception set. Note your score and reread the topic behind every wrong answer.',
      why: 'Mock questions show the gaps in your theory and train you for the theory test itself.',
    },
    {
      id: 'review',
      title: 'Commentary drive and fault review',
      share: 0.5,
      phases: ['skills', 'mock'],
      description:
        'As a passenger, say out loud what you see and what you would do: hazards, mirrors, signals, speed. Then read your fault list from lessons and choose the one fault to fix on your next drive.',
      why: 'Commentary trains the reading of the road that examiners look for, and a single focus fixes faults fastest.',
    },
  ],
  rotation: ['lesson', 'practice', 'theory', 'review', 'practice', 'theory', 'review'],
  filler: 'theory',
  finale: {
    id: 'test',
    title: 'Test day',
    share: 1,
    description:
      'Take a warm-up lesson or drive before the test, including one manoeuvre. Bring your licence and theory pass certificate, eat, and arrive 10 minutes early. Drive as in your lessons; after a mistake, breathe and carry on, since it may only be a minor fault.',
    why: 'Everything you practised is ready; a calm routine on the day lets it show.',
  },
  progression: {
    weekly_increase: 0.05,
    deload_every: null,
    deload_factor: 1,
    taper_factor: null,
    cap: 1.3,
    why: 'Practice grows a little each week as you take on harder roads and skills, then turns into mock tests.',
  },
  checkin: {
    every_weeks: 2,
    description: 'Three quick questions about your lessons and practice.',
    why: 'Your answers decide what comes next: more practice on a fault, more mock tests, or more calm, easy drives.',
    questions: [
      {
        id: 'faults',
        prompt: 'How many serious faults did your instructor note in your last lesson or mock test?',
        options: [
          { label: 'Several', score: 0 },
          { label: 'One or two', score: 1 },
          { label: 'None, only minor faults', score: 2 },
        ],
      },
      consistencyQuestion('lessons and practice drives'),
      {
        id: 'nerves',
        prompt: 'How calm do you feel when you are driving?',
        options: [
          { label: 'Very nervous', score: 0 },
          { label: 'Nervous in traffic', score: 1 },
          { label: 'Mostly calm', score: 2 },
          { label: 'Calm and in control', score: 3 },
        ],
      },
    ],
  },
  kpi_every_weeks: 2,
  kpis: [
    {
      id: 'theory-score',
      name: 'Mock theory test score',
      unit: '%',
      direction: 'increase',
      baseline: () => null,
      target: () => 90,
      why: 'Scoring well above the pass mark in mock tests makes the theory test a formality.',
    },
    {
      id: 'mock-faults',
      name: 'Minor faults in a mock test',
      unit: 'faults',
      direction: 'decrease',
      baseline: () => null,
      target: () => 6,
      why: 'Fewer minor faults on each mock test show your driving settling into a safe routine.',
    },
    {
      id: 'serious-faults',
      name: 'Serious faults in a mock test',
      unit: 'faults',
      direction: 'decrease',
      baseline: () => null,
      target: () => 0,
      why: 'A single serious fault fails the test, so the target is none.',
    },
    {
      id: 'practice-hours',
      name: 'Hours of lessons and practice',
      unit: 'h',
      direction: 'increase',
      baseline: () => 0,
      target: ({ intent, weeks }) => Math.round((intent.sessions_per_week * intent.minutes_per_session * weeks) / 60),
      why: 'Hours behind the wheel are the strongest predictor of passing first time.',
    },
  ],
  nudges: [
    {
      text: 'Check your mirrors every few seconds and always before you signal or change speed.',
      why: 'Late or missing mirror checks are among the most common test faults.',
    },
    { text: 'Sleep well before a lesson or a drive.', why: 'A tired driver reacts more slowly.' },
    {
      text: 'As a passenger today, spot hazards out loud.',
      why: 'Reading the road is a skill you can practise without driving.',
    },
    {
      text: 'Before you drive, remind yourself of the one fault you are fixing this week.',
      why: 'One clear focus fixes a fault faster than trying to fix everything.',
    },
    {
      text: 'Nervous? Breathe in for 4 and out for 6 before you move off.',
      why: 'A calm start makes smoother, safer decisions.',
    },
  ],
};
