import { mentions, numberIn } from './baseline.ts';
import { consistencyQuestion } from './common.ts';
import { targetIn, type DomainTemplate, type KpiContext } from './types.ts';

/** Why the person is lonely, in any of the plan languages: the first that fits picks a session variant. */
const NEW_CITY =
  /new (?:city|town|country|place)|just moved|moved to|relocat|expat|nueva ciudad|me mudé|mudado|neue stadt|umgezogen|zugezogen|مدينة جديدة|انتقلت|بلد جديد/;
const BREAKUP =
  /break ?up|broke up|divorce|separated|\bmy ex\b|ruptura|divorcio|trennung|getrennt|scheidung|انفصال|طلاق|انفصلت/;
const REMOTE =
  /remote|work(?:ing)? from home|wfh|home office|homeoffice|freelanc|teletrabajo|desde casa|العمل عن بعد|أعمل من المنزل/;
const isNewCity = (ctx: KpiContext) => mentions(ctx, NEW_CITY);
const isBreakup = (ctx: KpiContext) => !isNewCity(ctx) && mentions(ctx, BREAKUP);
const isRemote = (ctx: KpiContext) => mentions(ctx, REMOTE);
const FRIENDS = ['friends', 'new friends', 'people'];
/** "I have no friends here", "I don't talk to anyone": zero contacts a week now. */
const NO_ONE =
  /\bno friends\b|\bno one\b|\bnobody\b|don'?t (?:know|talk to|see) anyone|keine freunde|niemanden|sin amigos|no tengo amigos|no conozco a nadie|ليس لدي أصدقاء|لا أعرف أحدا|لا أعرف أحدًا/;
const lonelinessBaseline = (ctx: KpiContext) => numberIn(ctx, [/\b(10|\d)(?: ?\/ ?| out of | de | von )10\b/]);

export const social: DomainTemplate = {
  domain: 'social',
  label: 'social life',
  physical: false,
  keywords: ['friendship', 'loneliness', 'social', 'friends', 'community', 'connection', 'confidence'],
  caution:
    'If loneliness comes with hopelessness, thoughts of not wanting to be here, or weeks of not enjoying anything, please talk to a doctor or a mental health professional soon; in danger, call your local emergency number or a crisis line.',
  target_fallback: 'a social life that feels good',
  phases: [
    {
      id: 'small',
      title: 'Small steps out',
      share: 0.3,
      focus:
        'Reach out to people you already know, pick one group that meets every week, and take small, low-pressure outings.',
      why: 'Small, repeated steps make social situations feel normal again and build confidence for bigger ones.',
    },
    {
      id: 'regular',
      title: 'A regular place to belong',
      share: 0.45,
      focus: 'The same group every week, a few familiar faces, and following up with the people you click with.',
      why: 'Friendships grow from seeing the same people again and again; it takes many hours together to become friends.',
    },
    {
      id: 'deepen',
      title: 'Turn acquaintances into friends',
      share: 0.25,
      focus: 'Make plans one-to-one, invite people yourself, and keep the weekly group going.',
      why: 'Inviting and following up is what turns friendly faces into friends.',
    },
  ],
  sessions: [
    {
      id: 'main',
      title: 'Explore your new city’s groups',
      share: 0.8,
      phases: ['small'],
      when: isNewCity,
      description:
        'List 3 groups near you that meet every week and match something you enjoy: newcomer or expat meetups, a sports club, a class, volunteering, a choir, a language exchange. Say hello to one neighbour. Sign up for the first session of the group you like best.',
      why: 'A new city has no ready-made circle; a weekly group gives you one to grow into.',
    },
    {
      id: 'main',
      title: 'Choose your recurring group',
      share: 0.8,
      phases: ['small'],
      description:
        'List 3 options near you (or online if you cannot go out) that meet every week and match something you enjoy: a class, a club, a choir, a sports team, volunteering, a board games night. Pick one and sign up for the next session.',
      why: 'A group that meets weekly gives you the repeated contact that friendships need, without having to invite anyone.',
    },
    {
      id: 'main',
      title: 'Your weekly group activity',
      share: 1,
      hard: true,
      phases: ['regular', 'deepen'],
      description:
        'Go to your group. Arrive 5 minutes early, talk to at least one person, learn two names, and ask one follow-up question about something they told you last time. Stay for the chat afterwards if there is one.',
      why: 'Showing up every week and remembering small details is how strangers become familiar faces.',
    },
    {
      id: 'reach',
      title: 'Lean on your friends',
      share: 0.5,
      when: isBreakup,
      description:
        'Tell two friends or family members honestly that you are going through a breakup and would like to see more of them. Make one concrete plan with each (a walk, a meal, a film) with a day and time.',
      why: 'After a breakup, people who care about you want to help; a concrete plan makes it easy for them.',
    },
    {
      id: 'reach',
      title: 'Reach out to one old contact',
      share: 0.5,
      description:
        'Pick one person you have not talked to in a while (a friend, an old colleague, a cousin). Send a short, specific message: "Saw this and thought of you, how are you doing?" If they reply, suggest a call or a coffee with a day. No reply within a week? Try someone else: it is rarely about you.',
      why: 'Old contacts are the quickest way back to connection, and most people are glad to be remembered.',
    },
    {
      id: 'second',
      title: 'Work among people',
      share: 0.6,
      phases: ['small'],
      when: isRemote,
      description:
        'Work half a day from a café, library or coworking space instead of home. Greet the people around you, and join the coffee or lunch break if there is one. Go back to the same place next week.',
      why: 'Remote work removes the small daily contacts; a regular place among people brings some of them back.',
    },
    {
      id: 'second',
      title: 'A small outing',
      share: 0.6,
      phases: ['small'],
      description:
        'Spend 30 to 60 minutes somewhere with people: a café, a library event, a free talk, a market, a park run. Have one small exchange: a question, a compliment, a comment about what is happening. Rate your nerves before and after (0 to 10).',
      why: 'Short, low-stakes outings show you that talking to people is usually easier than you feared.',
    },
    {
      id: 'second',
      title: 'Follow up and make a plan',
      share: 0.6,
      phases: ['regular'],
      description:
        'Pick one person you have met and message them within 48 hours, mentioning something from your conversation. Suggest a specific plan: "I’m going to the market on Saturday at 11, want to come?" Invite; do not wait to be invited.',
      why: 'Most people wait for the other to make the first move; a specific invitation is easy to say yes to.',
    },
    {
      id: 'second',
      title: 'Host something small',
      share: 0.7,
      phases: ['deepen'],
      description:
        'Invite 2 to 4 people you have met to something easy: a walk, a coffee, a games night, a shared meal where everyone brings a dish. Pick the date, send the invitation, and remind them the day before.',
      why: 'Being the one who brings people together turns a few acquaintances into a circle.',
    },
    {
      id: 'starters',
      title: 'Conversation starters',
      share: 0.4,
      description:
        'Prepare 3 openers for your next outing: one about the shared situation ("How did you get into this?"), one follow-up ("What do you like most about it?"), and one short story about yourself. In the conversation, ask, listen and share in turns; let the other person talk about half the time.',
      why: 'Having a few openers ready takes away the fear of the blank moment, and good questions make people like talking with you.',
    },
    {
      id: 'reflect',
      title: 'Connection journal',
      share: 0.3,
      description:
        'Five minutes: who did you talk to or see this week, what went well, how lonely you felt (0 to 10), and one small thing to try next week. Be as kind to yourself as you would be to a friend.',
      why: 'Writing it down shows progress that is easy to miss on a lonely evening.',
    },
  ],
  rotation: ['main', 'reach', 'second', 'starters', 'main', 'reflect', 'second'],
  filler: 'reflect',
  finale: {
    id: 'look-back',
    title: 'Look back and plan ahead',
    share: 0.6,
    description:
      'Compare your contacts and loneliness rating from the first week with now. Write down the people and groups you want to keep in your life for {goal}, and put your next two meet-ups in the calendar.',
    why: 'Seeing how far you have come, and booking what comes next, keeps the momentum after the plan.',
  },
  progression: {
    weekly_increase: 0.04,
    deload_every: null,
    deload_factor: 1,
    taper_factor: null,
    cap: 1.25,
    why: 'Time stays modest; what grows is the step: from a message, to an outing, to a weekly group, to inviting people yourself.',
  },
  checkin: {
    every_weeks: 1,
    description: 'Three quick questions about the past week.',
    why: 'Your answers decide whether to take a bigger social step or to stay with smaller ones a little longer.',
    questions: [
      {
        id: 'lonely',
        prompt: 'How lonely have you felt this week?',
        options: [
          { label: 'Very lonely', score: 0 },
          { label: 'Quite lonely', score: 1 },
          { label: 'A little', score: 2 },
          { label: 'Hardly at all', score: 3 },
        ],
      },
      consistencyQuestion('social steps'),
      {
        id: 'mood',
        prompt: 'How has your mood been?',
        options: [
          { label: 'Low most days, and things feel hopeless', score: 0 },
          { label: 'Low on some days', score: 1 },
          { label: 'Okay', score: 2 },
          { label: 'Good', score: 3 },
        ],
      },
    ],
  },
  kpi_every_weeks: 1,
  kpis: [
    {
      id: 'contacts',
      name: 'Social contacts this week (calls, meet-ups, real conversations)',
      unit: 'contacts',
      direction: 'increase',
      baseline: (ctx) => (mentions(ctx, NO_ONE) ? 0 : null),
      target: () => 5,
      why: 'Regular contact with people, even short, is what eases loneliness; about five a week is a good base.',
    },
    {
      id: 'plans',
      name: 'Plans made with someone this week',
      unit: 'plans',
      direction: 'increase',
      baseline: () => 0,
      target: () => 2,
      why: 'Making plans, not waiting for them, is the step that turns acquaintances into friends.',
    },
    {
      id: 'loneliness',
      name: 'Loneliness (0 to 10)',
      unit: 'score',
      direction: 'decrease',
      baseline: lonelinessBaseline,
      target: (ctx) => Math.max(2, Math.min(4, (lonelinessBaseline(ctx) ?? 7) - 3)),
      why: 'How lonely you feel is what the plan is for; rate it the same way each week.',
    },
    {
      id: 'friends',
      name: 'New people you would call friends',
      unit: 'friends',
      direction: 'increase',
      when: (ctx) => targetIn(ctx, FRIENDS) !== null,
      baseline: () => 0,
      target: (ctx) => targetIn(ctx, FRIENDS) ?? 2,
      why: 'New friends are what you set out to make.',
    },
  ],
  nudges: [
    {
      text: 'Send one message today to someone you have not talked to in a while.',
      why: 'People underestimate how much others enjoy hearing from them.',
    },
    {
      text: 'Say yes to the next invitation, even if only for an hour.',
      why: 'You can always leave early; you cannot connect if you stay home.',
    },
    {
      text: 'Ask one follow-up question in your next conversation.',
      why: 'Follow-up questions make people feel heard and like you more.',
    },
    {
      text: 'Most people are waiting for someone else to reach out: be that person this week.',
      why: 'Others feel as shy about the first step as you do.',
    },
    {
      text: 'If loneliness feels heavy or hopeless, talk to a doctor or someone you trust today.',
      why: 'You do not have to carry it alone, and help works.',
    },
  ],
};
