import { confidenceQuestion, consistencyQuestion } from './common.ts';
import { mentions } from './baseline.ts';
import { targetIn, type DomainTemplate, type KpiContext } from './types.ts';

/** A promotion in the current organisation (in-role work), not a search for a job elsewhere. */
const PROMOTION = /promot|ascenso|beförder|befoerder|ترقية|ترقيتي/;
const ELSEWHERE =
  /new job|another (?:company|job|employer)|job search|job hunt|elsewhere|switch (?:jobs|careers)|apply(?:ing)? (?:to|for) (?:jobs|roles)/;
const isPromotion = (ctx: KpiContext) => mentions(ctx, PROMOTION) && !mentions(ctx, ELSEWHERE);
const isSearch = (ctx: KpiContext) => !isPromotion(ctx);

export const career: DomainTemplate = {
  domain: 'career',
  label: 'career',
  physical: false,
  keywords: ['career', 'job', 'interview', 'resume', 'cv', 'promotion', 'networking', 'linkedin', 'hiring'],
  caution: null,
  target_fallback: 'your next role',
  phases: [
    {
      id: 'clarify',
      title: 'Clarify the next level',
      share: 0.25,
      when: isPromotion,
      focus: 'What the next level asks for, where you already meet it, and stretch goals agreed with your manager.',
      why: 'A promotion is decided against the next level’s expectations, so they are the map for everything else.',
    },
    {
      id: 'outreach',
      title: 'Deliver and be seen',
      share: 0.55,
      when: isPromotion,
      focus:
        'Next-level results in your current role, made visible to the people who decide, with a sponsor on your side.',
      why: 'Promotions follow work that is already at the next level and that decision makers have seen.',
    },
    {
      id: 'close',
      title: 'Make the case',
      share: 0.2,
      when: isPromotion,
      focus:
        'Your promotion case with evidence, the conversation with your manager, and the panel or interview if there is one.',
      why: 'A clear case with numbers makes the decision easy for your manager to argue for.',
    },
    {
      id: 'clarify',
      title: 'Clarify',
      share: 0.25,
      focus: 'Pick target roles, list your strengths with proof, and update your CV and profile.',
      why: 'A clear target makes every application and conversation sharper.',
    },
    {
      id: 'outreach',
      title: 'Outreach',
      share: 0.55,
      focus: 'Tailored applications, networking messages and informational interviews every week.',
      why: 'Many roles are filled through people, so conversations matter as much as applications.',
    },
    {
      id: 'close',
      title: 'Interview and decide',
      share: 0.2,
      focus: 'Interview practice with STAR stories, follow-ups and negotiation.',
      why: 'Preparation turns interviews into offers and offers into better terms.',
    },
  ],
  sessions: [
    {
      id: 'research',
      title: 'Map the next level',
      share: 0.7,
      when: isPromotion,
      description:
        'Get the written expectations of the next level (career ladder, role profile) or ask your manager for them. For each, note your evidence today: met, partly met or not yet, and one example with a number.',
      why: 'Seeing the gap line by line tells you which work will count toward the promotion.',
    },
    {
      id: 'applications',
      title: 'Promotion talk with your manager',
      share: 1,
      when: isPromotion,
      phases: ['clarify'],
      description:
        'Book 30 minutes with your manager. Say you are aiming for {goal}, ask what evidence would make the case, and agree on one or two stretch goals and a date to review progress.',
      why: 'A manager who knows your goal can give you the right work and argue for you when decisions are made.',
    },
    {
      id: 'cv',
      title: 'Write your achievements log',
      share: 1,
      when: isPromotion,
      phases: ['clarify'],
      description:
        'List your results of the past year, each with a number (time saved, money, quality, people helped), and match each to an expectation of the next level. Keep it as a living document you add to every week.',
      why: 'Results written down with numbers are the raw material of a promotion case; memory loses them.',
    },
    {
      id: 'applications',
      title: 'Deliver a next-level result',
      share: 1,
      hard: true,
      when: isPromotion,
      phases: ['outreach', 'close'],
      description:
        'Spend this session on the stretch work you agreed: the project, decision or improvement that shows next-level scope. When it lands, write down the result with a number.',
      why: 'Doing the next level’s work before the title is the strongest evidence you are ready.',
    },
    {
      id: 'outreach',
      title: 'Make your work visible',
      share: 0.6,
      hard: true,
      when: isPromotion,
      description:
        'Share one result this week where decision makers see it: a short update to your manager, a demo, or a write-up for the team. Then offer help to one peer or stakeholder outside your team.',
      why: 'Good work nobody sees does not count in a promotion discussion.',
    },
    {
      id: 'interview',
      title: 'Build your promotion case',
      share: 0.8,
      when: isPromotion,
      phases: ['outreach', 'close'],
      description:
        'Update your promotion document: each expectation of the next level with one or two examples and numbers. Ask a senior colleague for feedback on it, or to speak for you as a sponsor.',
      why: 'A written case turns scattered wins into an argument your manager can take to the decision.',
    },
    {
      id: 'research',
      title: 'Target-role research',
      share: 0.7,
      description: 'Read 3 job ads for your target role. List the skills they repeat and match each to your proof.',
      why: 'Knowing what employers ask for tells you what to highlight and what to learn.',
    },
    {
      id: 'cv',
      title: 'CV and profile update',
      share: 1,
      phases: ['clarify'],
      description:
        'Rewrite your CV and LinkedIn headline for the target role: results with numbers, one page, the ad’s keywords.',
      why: 'Recruiters skim for seconds; a focused CV gets you past the first screen.',
    },
    {
      id: 'outreach',
      title: 'Networking outreach',
      share: 0.6,
      hard: true,
      description:
        'Message 3 people in roles or companies you want. Ask for a 15-minute conversation about their work, not for a job.',
      why: 'Informational conversations lead to referrals, which are far more likely to become interviews.',
    },
    {
      id: 'applications',
      title: 'Tailored applications',
      share: 1,
      hard: true,
      phases: ['outreach', 'close'],
      description: 'Send 2 applications, each with a CV and note tailored to the ad. Log them in a simple tracker.',
      why: 'A few tailored applications beat many generic ones.',
    },
    {
      id: 'interview',
      title: 'Interview practice',
      share: 0.8,
      phases: ['outreach', 'close'],
      description:
        'Write or rehearse two STAR stories (situation, task, action, result) and answer three common questions out loud.',
      why: 'Rehearsed stories make your answers concrete and calm.',
    },
  ],
  rotation: ['applications', 'outreach', 'research', 'interview', 'cv', 'applications', 'outreach'],
  filler: 'research',
  finale: null,
  progression: {
    weekly_increase: 0.05,
    deload_every: null,
    deload_factor: 1,
    taper_factor: null,
    cap: 1.3,
    why: 'Effort grows a little each week as the routine settles, without burning you out.',
  },
  checkin: {
    every_weeks: 2,
    description: 'Three quick questions about your search.',
    why: 'Your answers decide whether to push outreach harder or lighten the load.',
    questions: [
      consistencyQuestion('sessions'),
      {
        id: 'responses',
        prompt: 'Did your applications or messages get replies?',
        options: [
          { label: 'None yet', score: 0 },
          { label: 'A few', score: 1 },
          { label: 'Several, including an interview', score: 2 },
        ],
      },
      confidenceQuestion,
    ],
  },
  kpi_every_weeks: 2,
  kpis: [
    {
      id: 'outreach-sent',
      name: 'Applications and outreach sent',
      unit: 'count',
      direction: 'increase',
      when: isSearch,
      baseline: () => 0,
      target: (ctx) =>
        targetIn(ctx, ['applications', 'messages', 'contacts']) ??
        Math.min(200, 3 * ctx.intent.sessions_per_week * ctx.weeks),
      why: 'Outreach is the part you control; results follow volume and quality.',
    },
    {
      id: 'conversations',
      name: 'Conversations and interviews',
      unit: 'count',
      direction: 'increase',
      when: isSearch,
      baseline: () => 0,
      target: (ctx) => targetIn(ctx, ['interviews', 'conversations']) ?? Math.max(2, Math.ceil(ctx.weeks / 2)),
      why: 'Conversations are the leading sign that an offer is coming.',
    },
    {
      id: 'next-level',
      name: 'Next-level expectations you can show evidence for',
      unit: '%',
      direction: 'increase',
      when: isPromotion,
      baseline: () => null,
      target: () => 80,
      why: 'Evidence against most of the next level’s expectations is what a promotion case rests on.',
    },
    {
      id: 'visible-wins',
      name: 'Results shared with your manager or leadership',
      unit: 'count',
      direction: 'increase',
      when: isPromotion,
      baseline: () => 0,
      target: (ctx) => Math.max(2, Math.ceil(ctx.weeks / 2)),
      why: 'Regular, visible results keep your case in front of the people who decide.',
    },
  ],
  nudges: [
    { text: 'Follow up on anything you sent a week ago.', why: 'A polite follow-up often gets the reply.' },
    { text: 'Note one win from this week with a number.', why: 'Numbers make your CV and interviews convincing.' },
    {
      text: 'Thank someone who helped you this week.',
      why: 'Gratitude keeps your network warm for later.',
    },
    { text: 'Block time for tomorrow’s session now.', why: 'A scheduled session is far more likely to happen.' },
  ],
};
