import { consistencyQuestion } from './common.ts';
import { targetIn, type DomainTemplate, type KpiContext } from './types.ts';

/** What kind of interview the person named, in any of the plan languages. */
const said = (ctx: KpiContext, pattern: RegExp) => pattern.test(`${ctx.intent.goal} ${ctx.intent.text}`.toLowerCase());
const TECHNICAL =
  /software|develop|engineer|coding|technical|leetcode|system design|data scien|data analy|programm|entwickl|ingenier|técnic|tecnic|برمج|تقني|مهندس/;
const UNIVERSITY =
  /universit|college|admission|med(?:ical)? school|mmi\b|oxbridge|scholarship|hochschule|studienplatz|universidad|beca|جامعة|الجامعة|منحة|قبول/;
const PROMOTION = /promot|internal role|ascenso|beförder|ترقية|ترقيتي/;
const isPromotion = (ctx: KpiContext) => said(ctx, PROMOTION);
const isUniversity = (ctx: KpiContext) => !isPromotion(ctx) && said(ctx, UNIVERSITY);
const isTechnical = (ctx: KpiContext) => !isPromotion(ctx) && !isUniversity(ctx) && said(ctx, TECHNICAL);

export const interview: DomainTemplate = {
  domain: 'interview',
  label: 'interview preparation',
  physical: false,
  keywords: ['interview', 'job interview', 'questions', 'star', 'mock interview', 'preparation', 'confidence'],
  caution: null,
  target_fallback: 'your interview',
  phases: [
    {
      id: 'research',
      title: 'Research and stories',
      share: 0.3,
      focus: 'Study the role and the organisation, and write STAR stories that match what the role asks for.',
      why: 'Answers built from the role’s real requirements sound specific, not rehearsed.',
    },
    {
      id: 'rehearse',
      title: 'Rehearse out loud',
      share: 0.5,
      focus:
        'Answer common and role-specific questions aloud, record mock interviews, and keep each answer to about two minutes.',
      why: 'Saying answers aloud, not just thinking them, is what makes them come out clearly under pressure.',
    },
    {
      id: 'ready',
      title: 'Final polish',
      share: 0.2,
      taper: true,
      focus: 'One last full mock, your questions for them, and the plan for the day.',
      why: 'Light, confident practice just before the day keeps you sharp rather than tired.',
    },
  ],
  sessions: [
    {
      id: 'star',
      title: 'Write STAR stories',
      share: 1,
      hard: true,
      description:
        'Write 2 stories from your experience as Situation, Task, Action, Result, each matched to a requirement of the role: a success, a conflict, a mistake you learned from, a time you led. Put a number in the result where you can.',
      why: 'Five or six strong stories answer most behavioural questions; writing them once saves you from improvising.',
    },
    {
      id: 'mock',
      title: 'Recorded mock interview',
      share: 1,
      hard: true,
      phases: ['rehearse', 'ready'],
      description:
        'Have a friend, mentor or an interview-practice app ask you 5 questions you have not seen, and record it on video. Watch it back and note filler words, eye contact and answer length, then redo your weakest answer.',
      why: 'A recording shows what you cannot notice while talking, and unseen questions train you to think on your feet.',
    },
    {
      id: 'questions',
      title: 'Common questions out loud',
      share: 0.7,
      description:
        'Answer 4 questions out loud with a 2-minute timer: tell me about yourself, why this role, your biggest strength, a weakness you are working on, a time you disagreed with someone. Done when each answer fits the time and ends on a result.',
      why: 'These questions come up in almost every interview, so a calm, practised answer to each is easy confidence.',
    },
    {
      id: 'research',
      title: 'Research the role',
      share: 0.7,
      description:
        'Read the job description line by line and highlight every requirement. Then read the organisation’s site and recent news, and write two sentences on why this role and why there, plus 3 questions you would ask them. Note one requirement you still need a story for.',
      why: 'Interviewers listen for people who understand the role; research gives your answers their details.',
    },
    {
      id: 'role',
      title: 'Technical practice',
      share: 0.9,
      hard: true,
      when: isTechnical,
      phases: ['rehearse', 'ready'],
      description:
        'Solve one problem of the kind this role tests (a coding exercise, a case or a system design) in 30 minutes, talking through your thinking out loud as you go. Then compare with a model answer and note one pattern to remember.',
      why: 'Technical interviews judge how you think aloud as much as the answer, so practise both together.',
    },
    {
      id: 'role',
      title: 'Why this subject, why here',
      share: 0.9,
      hard: true,
      when: isUniversity,
      phases: ['rehearse', 'ready'],
      description:
        'Answer aloud why you want this subject and this place, using one book, project or experience that got you interested. Then discuss one recent development in the field for 3 minutes, as you would with an interviewer.',
      why: 'Admissions interviews look for real curiosity about the subject; a concrete example shows it.',
    },
    {
      id: 'role',
      title: 'Your case for the new role',
      share: 0.9,
      hard: true,
      when: isPromotion,
      phases: ['rehearse', 'ready'],
      description:
        'Write and rehearse a 3-minute case for the promotion: two results you delivered with numbers, how you already work at the next level, and your plan for the first 90 days. Ask your manager or a peer for one piece of feedback on it.',
      why: 'An internal panel already knows your work; what convinces them is evidence you are ready for the next level.',
    },
    {
      id: 'role',
      title: 'Role-specific questions',
      share: 0.9,
      hard: true,
      phases: ['rehearse', 'ready'],
      description:
        'List 5 questions this specific role is likely to bring (its main tasks, tools and challenges) and answer each aloud with a STAR story or a concrete example. Then ask yourself the follow-up "and what would you do differently?"',
      why: 'Role-specific questions separate candidates; preparing them shows you know the job.',
    },
    {
      id: 'ask',
      title: 'Questions to ask them',
      share: 0.5,
      phases: ['rehearse', 'ready'],
      description:
        'Write 3 to 5 questions for the interviewers, such as how success is measured in the first six months, the team’s biggest challenge, and the next steps. Then plan the day: route or video link tested, clothes, documents.',
      why: 'Good questions show real interest, and a planned day leaves your attention for the interview itself.',
    },
  ],
  rotation: ['star', 'mock', 'questions', 'role', 'ask', 'questions', 'research'],
  filler: 'research',
  finale: {
    id: 'interview-day',
    title: 'Interview day',
    share: 1,
    description:
      'Eat well and arrive or log in 10 minutes early with your CV, your questions and water. Read your three best STAR stories once, breathe slowly, and smile at the start. Within 24 hours send a short thank-you note and write down the questions you were asked.',
    why: 'Everything you practised is ready; the day itself only needs calm and a little logistics.',
  },
  progression: {
    weekly_increase: 0.05,
    deload_every: null,
    deload_factor: 1,
    taper_factor: 0.8,
    cap: 1.3,
    why: 'Practice grows a little each week, then eases before the interview so you arrive fresh and sure of yourself.',
  },
  checkin: {
    every_weeks: 1,
    description: 'Three quick questions about your preparation.',
    why: 'Your answers decide where the next week goes: more stories, more mock interviews, or rest.',
    questions: [
      {
        id: 'stories',
        prompt: 'How many STAR stories could you tell right now without notes?',
        options: [
          { label: 'None yet', score: 0 },
          { label: '1 or 2', score: 1 },
          { label: '3 to 5', score: 2 },
          { label: 'More than 5', score: 3 },
        ],
      },
      consistencyQuestion('practice sessions'),
      {
        id: 'confidence',
        prompt: 'How would you feel if the interview were tomorrow?',
        options: [
          { label: 'Very nervous', score: 0 },
          { label: 'Somewhat nervous', score: 1 },
          { label: 'Fairly confident', score: 2 },
          { label: 'Ready', score: 3 },
        ],
      },
    ],
  },
  kpi_every_weeks: 1,
  kpis: [
    {
      id: 'star-stories',
      name: 'STAR stories ready',
      unit: 'stories',
      direction: 'increase',
      baseline: () => 0,
      target: (ctx) => targetIn(ctx, ['stories', 'star stories']) ?? 6,
      why: 'Six ready stories cover most behavioural questions.',
    },
    {
      id: 'mock-interviews',
      name: 'Mock interviews done',
      unit: 'mocks',
      direction: 'increase',
      baseline: () => 0,
      target: (ctx) => targetIn(ctx, ['mocks', 'mock interviews']) ?? Math.min(8, Math.max(2, ctx.weeks)),
      why: 'Each recorded mock makes the real interview feel more familiar.',
    },
    {
      id: 'confidence',
      name: 'Self-rated confidence (1 to 10)',
      unit: 'score',
      direction: 'increase',
      baseline: () => null,
      target: () => 8,
      why: 'Confidence that rises week by week shows the preparation is working.',
    },
  ],
  nudges: [
    {
      text: 'Say one answer out loud on your way somewhere today.',
      why: 'Short, spoken repetitions make answers fluent.',
    },
    {
      text: 'Keep your STAR stories on one page and glance at it each day.',
      why: 'Seeing them often makes them easy to recall under pressure.',
    },
    {
      text: 'Pause for a breath before answering; two seconds reads as thoughtful.',
      why: 'A short pause gives you time to pick the right story.',
    },
    {
      text: 'Keep answers to about two minutes and end on the result.',
      why: 'Long answers lose the interviewer; the result is what they remember.',
    },
    {
      text: 'Before a mock, breathe in for 4 and out for 6, five times.',
      why: 'Slow breathing calms the nerves that make answers rush.',
    },
  ],
};
