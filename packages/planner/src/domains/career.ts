import { confidenceQuestion, consistencyQuestion } from './common.ts';
import { targetIn, type DomainTemplate } from './types.ts';

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
      baseline: () => 0,
      target: (ctx) => targetIn(ctx, ['interviews', 'conversations']) ?? Math.max(2, Math.ceil(ctx.weeks / 2)),
      why: 'Conversations are the leading sign that an offer is coming.',
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
