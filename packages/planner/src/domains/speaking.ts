import { mentions, numberIn } from './baseline.ts';
import { targetIn, type DomainTemplate, type KpiContext } from './types.ts';

/** A toast (wedding, birthday, farewell) has no slides and no Q&A: it gets a toast rehearsal instead. */
const TOAST =
  /wedding|\btoast\b|best man|maid of hono|eulogy|funeral|birthday speech|farewell speech|\bboda\b|brindis|padrino|hochzeit|trauzeug|trauerrede|زفاف|عرس|حفل|تأبين/;
const isToast = (ctx: KpiContext) => mentions(ctx, TOAST);
/** "a 10-minute talk": the slot the talk must fit (the goal's own minutes), else 5 for a toast and 10 otherwise. */
const talkMinutes = (ctx: KpiContext) => targetIn(ctx, ['min', 'minutes']) ?? (isToast(ctx) ? 5 : 10);
/** "my nerves are 8/10", "nervousness 9 out of 10". */
const nervesBaseline = (ctx: KpiContext) => numberIn(ctx, [/\b(10|\d)(?: ?\/ ?| out of | de | von )10\b/]);

export const speaking: DomainTemplate = {
  domain: 'speaking',
  label: 'public speaking',
  physical: false,
  keywords: ['public speaking', 'presentation', 'speech', 'talk', 'stage fright', 'confidence', 'communication'],
  caution:
    'Nerves before a talk are normal and drop with practice. If fear of speaking brings panic attacks, or makes you avoid work or study, talk to a doctor or a therapist: that kind of anxiety is common and treatable.',
  target_fallback: 'your talk',
  phases: [
    {
      id: 'shape',
      title: 'Shape the message',
      share: 0.3,
      focus:
        'One key idea in a sentence, three points that support it, a story to open, and a draft cut to fit the time.',
      why: 'A clear structure is the best cure for nerves: you always know where you are and what comes next.',
    },
    {
      id: 'rehearse',
      title: 'Rehearse out loud',
      share: 0.45,
      focus: 'Timed run-throughs standing up, recordings you review, and a first rehearsal in front of one person.',
      why: 'Talks are learned by speaking them, not by reading them: each run-through out loud makes the next one smoother.',
    },
    {
      id: 'stage',
      title: 'Ready for the room',
      share: 0.25,
      focus:
        'Dress rehearsals in front of three people, questions, the venue and slides checked, and a calm first minute.',
      why: 'Rehearsing the real conditions (people watching, questions, the room) takes the surprises out of the day.',
    },
  ],
  sessions: [
    {
      id: 'main',
      title: 'Structure the message',
      share: 1,
      phases: ['shape'],
      when: isToast,
      description:
        'Write in one sentence what you want the room to feel or remember. Collect 3 short true stories about the person or couple and keep the best one. Order: who you are, the story, what it shows about them, a wish, then raise a glass. Done when the outline fits on one index card.',
      why: 'A toast with one story and one warm point is remembered; a list of anecdotes is not.',
    },
    {
      id: 'main',
      title: 'Structure the message',
      share: 1,
      phases: ['shape'],
      description:
        'Write your key idea as one sentence a listener could repeat. Choose 3 points that support it, each with one example or number, and a short true story to open. Order: opening story, key idea, point 1, 2, 3, close that repeats the key idea. Done when the outline fits on one index card.',
      why: 'One key idea and three points is a shape listeners can follow and you can remember under pressure.',
    },
    {
      id: 'main',
      title: 'Timed run-through out loud',
      share: 1,
      hard: true,
      phases: ['rehearse'],
      description:
        'Stand up, start a timer and give the whole talk out loud from your card, without stopping, as if the audience were there. Note the time and mark the spots where you stumbled. Done when the run-through lands within 10% of your time.',
      why: 'Full run-throughs are what make a talk feel familiar; the timer keeps it honest.',
    },
    {
      id: 'main',
      title: 'Dress rehearsal',
      share: 1,
      hard: true,
      phases: ['stage'],
      description:
        'Rehearse exactly as on the day: standing, the clothes and shoes you will wear, slides or cards in hand, a timer running. Say the first 30 seconds from memory, pause 2 seconds after your key idea, and finish on time.',
      why: 'Rehearsing in the real conditions means the day itself feels like one more run-through.',
    },
    {
      id: 'second',
      title: 'Write and cut to time',
      share: 0.8,
      phases: ['shape'],
      description:
        'Say the talk out loud from your outline and time it. People speak about 130 words a minute: if it runs over, cut a whole point or example rather than speaking faster. Aim to finish at about 90% of your slot and write short keywords, not sentences, on your cards.',
      why: 'A talk cut to 90% of the time leaves room for pauses and laughs; speeding up to fit never works.',
    },
    {
      id: 'second',
      title: 'Record and review',
      share: 0.8,
      phases: ['rehearse'],
      description:
        'Video a full run-through on your phone. Watch it once with the sound off (posture, hands, eye contact with the lens) and once with sound only (pace, and count your "um"s). Pick the one change that matters most and do the run-through again with it.',
      why: 'A recording shows what you cannot notice while speaking, and one change at a time sticks.',
    },
    {
      id: 'second',
      title: 'Rehearse in front of three people',
      share: 0.8,
      hard: true,
      phases: ['stage'],
      description:
        'Give the talk to 3 friends, family members or colleagues (in person or on a video call). Afterwards ask each: what was the key idea, what was the clearest moment, and where did they drift off? Fix the spot where they drifted.',
      why: 'A small audience brings up the nerves of the real day in a safe setting, and their answers show whether the message lands.',
    },
    {
      id: 'third',
      title: 'First drafts out loud',
      share: 0.7,
      phases: ['shape'],
      description:
        'Talk through your outline out loud twice, walking around the room, without a script. After each try, write down the phrases that came out well and keep them. Done when you can get from start to finish without looking at the card more than 3 times.',
      why: 'Speaking the draft early finds your natural words, which are easier to remember than written ones.',
    },
    {
      id: 'third',
      title: 'Rehearse in front of one person',
      share: 0.8,
      phases: ['rehearse'],
      description:
        'Give the whole talk to one person you trust. Ask them to repeat your key idea back in their own words and to name one thing to improve. If they cannot repeat the key idea, make it simpler.',
      why: 'One friendly listener is the first step from an empty room to an audience.',
    },
    {
      id: 'third',
      title: 'Toast rehearsal',
      share: 0.7,
      phases: ['stage'],
      when: isToast,
      description:
        'Rehearse the moment itself: stand, hold your cards in one hand and a glass in the other, look at the person or couple during the story and at the room for the wish. End with the raised glass and the words you will say. Do it twice.',
      why: 'Knowing where to look and what to do with your hands makes a toast feel natural.',
    },
    {
      id: 'third',
      title: 'Q&A practice',
      share: 0.7,
      phases: ['stage'],
      description:
        'Write the 10 questions you are most likely to get, including the 2 you fear most. Answer each out loud in under 60 seconds: the answer, one reason, then back to your key idea. Then ask a friend to put 3 questions you have not prepared.',
      why: 'Prepared answers to the likely and the feared questions turn Q&A from a threat into a second chance to make your point.',
    },
    {
      id: 'nerves',
      title: 'Nerves and opening drill',
      share: 0.5,
      description:
        'Two minutes of slow breathing: in for 4, hold for 4, out for 6. Then say your first 30 seconds word for word 3 times, until it comes out on its own. Finish by reading one paragraph aloud and replacing every "um" with a silent 2-second pause.',
      why: 'A calm body and a memorised opening get you through the most nervous minute; pauses sound confident, fillers do not.',
    },
    {
      id: 'venue',
      title: 'Venue and slides check',
      share: 0.6,
      phases: ['stage'],
      description:
        'Visit the room or ask for photos: where you stand, the microphone, the screen. Test your slides on the real projector or platform, with one idea per slide and text big enough to read from the back. Keep a copy on a USB stick and in your email, and print your cards.',
      why: 'Most bad moments on the day are technical; checking them before removes a big source of nerves.',
    },
  ],
  rotation: ['main', 'second', 'nerves', 'third', 'main', 'venue', 'second'],
  filler: 'nerves',
  finale: {
    id: 'talk',
    title: 'The talk',
    share: 1,
    description:
      'Warm up for 5 minutes: slow breathing, shoulders loose, your first line said twice. Then give {goal}: the first 30 seconds as rehearsed, a pause after your key idea, one friendly face per point. Afterwards write down three things that went well.',
    why: 'Everything in the plan built toward this moment; noting what went well makes the next talk easier.',
  },
  progression: {
    weekly_increase: 0.05,
    deload_every: null,
    deload_factor: 1,
    taper_factor: null,
    cap: 1.3,
    why: 'Rehearsal time grows about 5% a week, and the rehearsals get closer to the real conditions phase by phase.',
  },
  checkin: {
    every_weeks: 1,
    description: 'Three quick questions about your rehearsals and nerves.',
    why: 'Your answers set the pace: few run-throughs mean shorter, more frequent ones; a calm feeling moves you to an audience sooner.',
    questions: [
      {
        id: 'runthroughs',
        prompt: 'How many full run-throughs out loud did you do since the last check-in?',
        options: [
          { label: 'None yet', score: 0 },
          { label: 'One', score: 1 },
          { label: 'Two or three', score: 2 },
          { label: 'Four or more', score: 3 },
        ],
      },
      {
        id: 'time',
        prompt: 'How did your last run-through fit the time?',
        options: [
          { label: 'I have not timed it yet', score: 0 },
          { label: 'More than a minute over', score: 1 },
          { label: 'Within a minute', score: 2 },
          { label: 'On time, with room to spare', score: 3 },
        ],
      },
      {
        id: 'nerves',
        prompt: 'How nervous do you feel when you picture giving the talk now?',
        options: [
          { label: 'Panicky', score: 0 },
          { label: 'Very nervous', score: 1 },
          { label: 'Nervous but ready', score: 2 },
          { label: 'Mostly excited', score: 3 },
        ],
      },
    ],
  },
  kpi_every_weeks: 1,
  kpis: [
    {
      id: 'runthroughs',
      name: 'Full run-throughs out loud',
      unit: 'run-throughs',
      direction: 'increase',
      baseline: () => 0,
      target: (ctx) => Math.min(20, Math.max(6, ctx.weeks * 2)),
      why: 'Each full run-through out loud makes the talk more familiar; about two a week is what gets a talk to feel easy.',
    },
    {
      id: 'run-time',
      name: 'Length of your last run-through',
      unit: 'min',
      direction: 'maintain',
      baseline: () => null,
      target: talkMinutes,
      why: 'Finishing within your slot, with room for pauses, shows the talk is cut to time.',
    },
    {
      id: 'nerves',
      name: 'Nerves when you picture the talk (0 to 10)',
      unit: 'score',
      direction: 'decrease',
      baseline: nervesBaseline,
      target: () => 4,
      why: 'Some nerves help you perform; bringing them down to a 4 or lower means they no longer run the show.',
    },
    {
      id: 'fillers',
      name: 'Filler words in a recorded minute',
      unit: 'fillers',
      direction: 'decrease',
      when: (ctx) => !isToast(ctx),
      baseline: () => null,
      target: () => 3,
      why: 'Fewer "um"s and "like"s, replaced by pauses, is the easiest sign of a calmer, clearer delivery.',
    },
  ],
  nudges: [
    {
      text: 'Say your key idea out loud once today, in one sentence.',
      why: 'If you can say it in one sentence, your audience can remember it.',
    },
    {
      text: 'Rehearse standing up and out loud, never just in your head.',
      why: 'Your mouth and body learn the talk only when you actually speak it.',
    },
    {
      text: 'Before you speak: breathe in for 4, out for 6, three times.',
      why: 'A longer out-breath slows your heart rate and steadies your voice.',
    },
    {
      text: 'When you lose your place, pause, look at your card and carry on.',
      why: 'A pause feels long to you and natural to the audience.',
    },
    {
      text: 'Nerves and excitement feel the same in the body: call it excitement.',
      why: 'Naming the feeling as excitement helps people perform better than trying to calm down.',
    },
  ],
};
