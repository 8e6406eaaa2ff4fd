import { mentions, numberIn } from './baseline.ts';
import { type DomainTemplate, type KpiContext } from './types.ts';

/**
 * Someone afraid of their partner gets no couple exercises (a check-in or "I" statements can put them at more risk):
 * the plan turns to support services, a safety plan and people they trust.
 */
const UNSAFE =
  /abus|\bhits? me\b|\bhit me\b|beats? me|violen|afraid of (?:him|her|them|my)|scared of (?:him|her|them|my)|threaten|controll?ing|controls (?:me|my)|not safe|unsafe|\bhurts me\b|maltrat|violencia|me pega|miedo de (?:él|ella|mi)|gewalt|schlägt mich|angst vor (?:ihm|ihr|meinem|meiner)|bedroht|misshandl|عنف|يضربني|تضربني|يهددني|أخاف منه|أخاف منها|إساءة|الإساءة/;
const DATING =
  /\bdating\b|\bdate (?:again|someone|more)|\bgo on (?:more )?dates\b|\bsingle\b|find (?:a |someone|love|the one|my person|a partner)|tinder|hinge|bumble|dating apps?|\bcitas\b|encontrar pareja|soltero|soltera|partnersuche|single|dating-app|kennenlernen|مواعدة|شريك حياة|شريكة حياة|أعزب|عزباء/;
const MONEY =
  /money|financ|spending|budget|debt|bills|dinero|gastos|deudas|finanzas|\bgeld\b|finanzen|ausgaben|schulden|المال|الفلوس|المصاريف|الديون|الميزانية/;
const isUnsafe = (ctx: KpiContext) => mentions(ctx, UNSAFE);
const isDating = (ctx: KpiContext) => !isUnsafe(ctx) && mentions(ctx, DATING);
const isCouple = (ctx: KpiContext) => !isUnsafe(ctx) && !isDating(ctx);
const isMoney = (ctx: KpiContext) => isCouple(ctx) && mentions(ctx, MONEY);
/** "we feel 4/10 close", "closeness is a 5 out of 10". */
const closenessBaseline = (ctx: KpiContext) => numberIn(ctx, [/\b(10|\d)(?: ?\/ ?| out of | de | von )10\b/]);

export const relationships: DomainTemplate = {
  domain: 'relationships',
  label: 'relationship',
  physical: false,
  keywords: ['relationship', 'couple', 'communication', 'partner', 'marriage', 'conflict', 'dating', 'connection'],
  caution:
    'If you feel afraid of your partner, or are being hurt, threatened, controlled or pressured, this plan is not the right tool and couple exercises are not advised: talk on your own to a domestic abuse support service, a doctor or a counsellor, and in danger call your local emergency number. If arguments stay stuck for months, a couples therapist can help you both.',
  target_fallback: 'a closer, calmer relationship',
  phases: [
    {
      id: 'ground',
      title: 'Reach out for support',
      share: 0.3,
      when: isUnsafe,
      focus: 'Contact a support service, make a safety plan, and get back in touch with people you trust.',
      why: 'Abuse is never your fault, and trained people can help you see your options safely.',
    },
    {
      id: 'talk',
      title: 'Build your support',
      share: 0.45,
      when: isUnsafe,
      focus: 'Stay in touch with your support service and the people you trust, and keep time for yourself.',
      why: 'A network of support makes every next step safer.',
    },
    {
      id: 'keep',
      title: 'Next steps, at your pace',
      share: 0.25,
      when: isUnsafe,
      focus: 'Decide with your support worker what you want to do next; there is no deadline.',
      why: 'Choices made with support and a plan are safer ones.',
    },
    {
      id: 'ground',
      title: 'Get clear on what you want',
      share: 0.3,
      when: isDating,
      focus: 'Your must-haves and deal-breakers, a fresh profile, and a weekly rhythm for meeting people.',
      why: 'Knowing what you want, and making room for it each week, turns dating from luck into a plan.',
    },
    {
      id: 'talk',
      title: 'Meet people',
      share: 0.45,
      when: isDating,
      focus: 'Short, low-pressure dates and real conversations, with a look back after each one.',
      why: 'Meeting people regularly, and noticing how you feel with them, is how good matches are found.',
    },
    {
      id: 'keep',
      title: 'Get to know someone',
      share: 0.25,
      when: isDating,
      focus: 'Second dates with the people you liked, and honest talks about what you both want.',
      why: 'Taking time to get to know someone shows whether the spark can become a relationship.',
    },
    {
      id: 'ground',
      title: 'Calm ground rules',
      share: 0.3,
      focus: 'A weekly check-in at a set time, a time-out rule for heated moments, and small daily appreciation.',
      why: 'Couples talk better when they know a hard conversation has a time, a shape and a way to pause it.',
    },
    {
      id: 'talk',
      title: 'Talk about what matters',
      share: 0.45,
      focus: 'Speaker and listener turns on real issues, "I" statements instead of blame, and repair after a fight.',
      why: 'Being heard before being answered is what turns a repeated argument into a problem you solve together.',
    },
    {
      id: 'keep',
      title: 'Make it last',
      share: 0.25,
      focus: 'Keep the weekly check-in and date time, and agree which habits you both want to keep.',
      why: 'The habits that calmed things down only work while you keep doing them.',
    },
  ],
  sessions: [
    {
      id: 'checkin',
      title: 'Talk to a support service',
      share: 1,
      when: isUnsafe,
      description:
        'From a safe phone and place, contact a domestic abuse helpline or support service, a doctor or a counsellor. You do not need to be sure it is "bad enough" to call. Ask them about a safety plan. In immediate danger, call your local emergency number.',
      why: 'Trained people can help you look at your situation and options safely; you do not have to work it out alone.',
    },
    {
      id: 'checkin',
      title: 'Weekly dating review',
      share: 1,
      when: isDating,
      description:
        'Look back on the week: who did you talk to or meet, how did you feel with them, and what did you learn about what you want? Write your 3 must-haves and 3 deal-breakers and check them against each person. Plan next week: where you will meet people and when.',
      why: 'Reflecting on how people made you feel, not only how the date went, keeps you moving toward what you actually want.',
    },
    {
      id: 'checkin',
      title: 'Weekly calm check-in',
      share: 1,
      description:
        'Sit down together at your set time, phones away, for 20 to 30 minutes. Start with one thing each of you appreciated this week. Then one topic only: the speaker talks for about 3 minutes with "I" statements ("I feel ... when ... and I need ..."), the listener sums up what they heard before answering, then swap. End with one small, concrete agreement and write it down.',
      why: 'A regular, structured talk keeps small frustrations from piling up into big fights, and summing up before answering makes both feel heard.',
    },
    {
      id: 'skill',
      title: 'Your safety plan',
      share: 0.6,
      phases: ['ground'],
      when: isUnsafe,
      description:
        'With a support worker if you can, write down: people you can call, a place you can go, and where you keep a bag with documents, keys, medicine and some money. Agree a code word with a friend that means "call for help". Keep the plan where only you can find it.',
      why: 'A plan made on a calm day is what you can follow on a frightening one.',
    },
    {
      id: 'skill',
      title: 'Agree your time-out rule',
      share: 0.6,
      phases: ['ground'],
      when: isCouple,
      description:
        'Agree a signal word either of you can use when voices rise or your heart races. The rule: stop, say when you will come back (20 to 30 minutes, never more than a day), spend the time apart doing something calming (a walk, breathing, music, not replaying the fight), and the one who called it restarts the talk. Practise it once on a small topic.',
      why: 'When the body is flooded, nobody listens well; a time-out both agreed on is a pause, not walking out.',
    },
    {
      id: 'skill',
      title: 'Know what you want',
      share: 0.6,
      phases: ['ground'],
      description:
        'Write what you want from a relationship now, what your last relationships taught you, and your 3 must-haves and 3 deal-breakers. Update your dating profile with 3 recent photos (one full-length, one doing something you love) and a bio that says one specific thing about you.',
      why: 'Knowing what you want makes it easier to choose well and to say no early.',
    },
    {
      id: 'date',
      title: 'Time with people who support you',
      share: 0.6,
      when: isUnsafe,
      description:
        'Call or meet a friend or family member you trust this week. You do not need to explain everything; staying in touch is what matters.',
      why: 'Being cut off from friends and family makes everything harder; connection is part of staying safe.',
    },
    {
      id: 'skill',
      title: 'Money talk with shared numbers',
      share: 0.8,
      phases: ['talk', 'keep'],
      when: isMoney,
      description:
        'Each of you brings last month’s numbers: income, fixed costs, spending by category, debts and savings. Put them on one shared sheet. Then, speaker and listener style, each names one money worry and one money goal with "I" statements. Agree one rule (for example, purchases above an agreed amount are talked about first) and a monthly money date.',
      why: 'Most money arguments are about fears and values more than numbers; shared numbers and a monthly slot take the surprise and blame out.',
    },
    {
      id: 'appreciation',
      title: 'Conversation starters',
      share: 0.6,
      when: isDating,
      description:
        'Send 3 messages this week that answer something specific in the other person’s profile, and ask an open question ("What got you into ...?"). On a date, ask about stories, not facts ("What was the best part of your week?"), and share something of your own for every question you ask.',
      why: 'Specific, open questions lead to real conversations and show quickly whether there is a spark.',
    },
    {
      id: 'skill',
      title: 'Speaker-listener practice on one issue',
      share: 0.8,
      phases: ['talk', 'keep'],
      when: isCouple,
      description:
        'Pick a recurring issue that feels like a 3 out of 10, not your biggest. Take turns: the speaker uses "I" statements about their own feelings and needs, no "you always"; the listener repeats the main point back ("What I hear is ...") and asks "Did I get that right?". Swap after 5 minutes. Only after both feel heard, brainstorm one thing to try for a week.',
      why: 'Practising on a small issue builds the skill before you need it for the big ones.',
    },
    {
      id: 'appreciation',
      title: 'A moment for yourself',
      share: 0.4,
      when: isUnsafe,
      description:
        'Take 20 minutes for something that is yours: a walk, a class, music, a call with a friend. If it helps, write down what happened this week and how you felt, and keep it somewhere safe or with someone you trust.',
      why: 'Looking after yourself matters, and a dated note can help later when you talk to a support service.',
    },
    {
      id: 'date',
      title: 'Meet someone new',
      share: 0.6,
      when: isDating,
      description:
        'Go on one short, low-pressure date in a public place (a coffee, a walk, a gallery), or try one place to meet people in person (a class, a club, a friend’s event). Tell a friend where you are going. Afterwards note how you felt with them, not only how it went.',
      why: 'Regular, low-stakes dates are how people find a good match; short first dates keep it light and safe.',
    },
    {
      id: 'appreciation',
      title: 'Daily appreciation',
      share: 0.3,
      when: isCouple,
      description:
        'Each day tell your partner one specific thing you appreciated: "Thank you for ..., it made me feel ...". Notice one moment when they reached out (a joke, a question, a touch) and turn toward it instead of away. Tick it off in the plan.',
      why: 'Specific thanks and small moments of attention are what couples who stay close do every day.',
    },
    {
      id: 'date',
      title: 'Date time',
      share: 1,
      when: isCouple,
      description:
        'Spend 1 to 2 hours together with no phones and no logistics talk (no kids, bills or chores). Take turns choosing, and try something new now and then: a new place, a walk, cooking together. Ask one open question: "What has been on your mind lately?"',
      why: 'Couples who keep doing new and fun things together feel closer; talking only about logistics slowly makes partners into flatmates.',
    },
    {
      id: 'repair',
      title: 'Repair after a fight',
      share: 0.6,
      phases: ['talk', 'keep'],
      when: isCouple,
      description:
        'Once you are both calm (after a time-out if needed), take turns saying: what I felt, what I did that made it worse, and one thing I need next time. Apologise for your own part specifically ("I’m sorry I raised my voice"), without "but". End with a hug or a kind word if it feels right.',
      why: 'Every couple fights; the ones who stay close are the ones who repair well afterwards.',
    },
  ],
  rotation: ['checkin', 'skill', 'date', 'appreciation', 'repair', 'skill', 'appreciation'],
  filler: 'appreciation',
  finale: {
    id: 'look-back',
    title: 'Look back and choose what to keep',
    share: 1,
    description:
      'Look back over the plan for {goal}: what has changed, what helped most, and which habits you want to keep. Write down the ones you choose and your next step, with a date.',
    why: 'Naming what worked makes it far more likely you keep doing it after the plan ends.',
  },
  progression: {
    weekly_increase: 0.03,
    deload_every: null,
    deload_factor: 1,
    taper_factor: null,
    cap: 1.2,
    why: 'The routine stays light and steady: what grows is the skill of talking calmly about harder topics.',
  },
  checkin: {
    every_weeks: 1,
    description: 'Three quick questions about the past week.',
    why: 'Your answers decide whether the plan stays on calm ground rules or moves to harder topics.',
    questions: [
      {
        id: 'safe',
        prompt: 'Did you feel safe and respected in your relationship this week?',
        options: [
          { label: 'No, or not always', score: 0 },
          { label: 'Mostly', score: 1 },
          { label: 'Yes', score: 2 },
        ],
      },
      {
        id: 'calm',
        prompt: 'How did your last difficult conversation go?',
        options: [
          { label: 'It turned into a fight', score: 0 },
          { label: 'Tense, but we got through it', score: 1 },
          { label: 'Mostly calm', score: 2 },
          { label: 'Calm, and we agreed on something', score: 3 },
        ],
      },
      {
        id: 'closeness',
        prompt: 'How close and connected do you feel these days?',
        options: [
          { label: 'Distant', score: 0 },
          { label: 'Up and down', score: 1 },
          { label: 'Fairly close', score: 2 },
          { label: 'Very close', score: 3 },
        ],
      },
    ],
  },
  kpi_every_weeks: 1,
  kpis: [
    {
      id: 'calm-talks',
      name: 'Calm conversations this week',
      unit: 'conversations',
      direction: 'increase',
      when: isCouple,
      baseline: () => null,
      target: () => 2,
      why: 'A calm talk every week, including about hard topics, is the clearest sign the new habits are working.',
    },
    {
      id: 'time-outs',
      name: 'Heated moments cooled with a time-out',
      unit: 'times',
      direction: 'increase',
      when: isCouple,
      baseline: () => 0,
      target: () => 3,
      why: 'Each argument paused and picked up again calmly, instead of escalating, shows the time-out rule works.',
    },
    {
      id: 'closeness',
      name: 'Closeness (0 to 10)',
      unit: 'score',
      direction: 'increase',
      when: isCouple,
      baseline: closenessBaseline,
      target: (ctx) => Math.min(10, Math.max(7, (closenessBaseline(ctx) ?? 5) + 2)),
      why: 'How close you feel is what the plan is for; rate it the same way each week.',
    },
    {
      id: 'dates',
      name: 'Dates or new people met',
      unit: 'dates',
      direction: 'increase',
      when: isDating,
      baseline: () => 0,
      target: (ctx) => Math.min(12, Math.max(3, Math.round(ctx.weeks * 0.75))),
      why: 'Meeting people regularly is what makes finding the right person likely.',
    },
    {
      id: 'support',
      name: 'Contacts with support (a service, a friend)',
      unit: 'contacts',
      direction: 'increase',
      when: isUnsafe,
      baseline: () => 0,
      target: () => 4,
      why: 'Each contact with a support service or someone you trust means you are not facing this alone.',
    },
  ],
  nudges: [
    {
      text: 'If you ever feel afraid or unsafe, reach out to a support service or someone you trust.',
      why: 'Your safety comes before any relationship goal.',
    },
    {
      text: 'Before a hard conversation, ask yourself: what do I feel, and what do I need?',
      why: 'Knowing your own feeling and need makes it easier to say them calmly.',
    },
    {
      text: 'Tell someone close to you one specific thing you appreciated today.',
      why: 'Specific appreciation is noticed and remembered far more than general praise.',
    },
    {
      text: 'Put your phone away for the first 10 minutes when you see someone you care about in the evening.',
      why: 'Small moments of full attention add up to feeling close.',
    },
  ],
};
