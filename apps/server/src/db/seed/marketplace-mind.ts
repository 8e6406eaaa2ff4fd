import { mod, q, quiz, review, text, video, type SeedProgram } from './marketplace-types.ts';

export const MIND_PROGRAMS: SeedProgram[] = [
  {
    key: 'stress-less-8',
    creator: 'lena.hartmann',
    category: 'mental-wellbeing',
    title: 'Stress Less: An 8-Week CBT Programme',
    summary: 'Spot the thoughts and habits that keep stress going, and replace them with tools that work.',
    description:
      'A structured course based on cognitive behavioural therapy. You will map your personal stress cycle (situation, thought, feeling, behaviour), learn to question catastrophic thinking, practise slow breathing and progressive muscle relaxation, and plan activities that restore energy. Each week has a short video, a worksheet and a five-minute daily practice. Not a replacement for care in a crisis: if you feel unsafe, contact local emergency services.',
    level: 'beginner',
    weeks: 8,
    access: 'paid',
    price: 6900,
    tags: ['stress', 'cbt', 'anxiety', 'relaxation'],
    signs: ['stress', 'anxiety', 'irritability', 'poor sleep', 'overwhelm'],
    popularity: 898,
    rating: 4.9,
    ratingCount: 202,
    daysAgo: 355,
    modules: [
      mod(
        'Understanding your stress',
        video(
          'The stress cycle',
          'A situation triggers a thought, which drives feelings and behaviour, which feed back into the situation.',
          11,
        ),
        text(
          'Your first thought record',
          'Write the situation, the automatic thought, and how strongly you believe it from 0 to 100.',
        ),
      ),
      mod(
        'Changing thoughts',
        video(
          'Catastrophising and mind reading',
          'Name the thinking trap, then ask: what is the evidence, and what would I tell a friend?',
        ),
        quiz(
          'Thinking traps',
          q(
            '"They have not replied, they must be angry" is an example of:',
            1,
            'Planning',
            'Mind reading',
            'Relaxation',
          ),
          q(
            'What is a helpful question to test a thought?',
            0,
            'What is the evidence?',
            'Why am I like this?',
            'Who is to blame?',
          ),
        ),
      ),
      mod(
        'Calming the body',
        video(
          'Progressive muscle relaxation',
          'Tense each muscle group for five seconds, release for fifteen, head to toe.',
          14,
        ),
        text('Activity scheduling', 'Plan one enjoyable and one achievement activity each day, however small.'),
      ),
    ],
    reviews: [
      review(5, 'Clear, kind and practical. The thought records changed how I handle work pressure.'),
      review(5, 'Better than the app I paid a subscription for.'),
    ],
  },
  {
    key: 'social-anxiety-steps',
    creator: 'lena.hartmann',
    category: 'mental-wellbeing',
    title: 'Overcoming Social Anxiety, Step by Step',
    summary: 'Build confidence in conversations, meetings and parties with graded exposure.',
    description:
      'Social anxiety shrinks when we face feared situations in small, planned steps and drop the safety behaviours that keep fear alive. This ten-week programme helps you build a fear ladder, run behavioural experiments, shift attention outwards during conversations, and stop the post-event replay. Includes scripts for small talk and speaking up in meetings.',
    level: 'intermediate',
    weeks: 10,
    access: 'paid',
    price: 7900,
    tags: ['anxiety', 'confidence', 'cbt', 'exposure'],
    signs: ['social anxiety', 'shyness', 'avoidance', 'low confidence'],
    popularity: 41,
    rating: 4.8,
    ratingCount: 9,
    daysAgo: 230,
    modules: [
      mod(
        'The fear ladder',
        text('Rank your situations', 'List 10 situations from 10 to 100 in anxiety and start around 30-40.'),
        video(
          'Safety behaviours',
          'Rehearsing sentences, avoiding eye contact, holding a drink: why they keep anxiety going.',
        ),
      ),
      mod(
        'Experiments',
        video(
          'Running a behavioural experiment',
          'Predict what will happen, do it without safety behaviours, compare the result.',
        ),
        quiz(
          'Exposure basics',
          q('Where do you start on the fear ladder?', 1, 'At the top', 'Around 30-40', 'At zero'),
          q('What keeps social anxiety going?', 2, 'Practice', 'Sleep', 'Safety behaviours'),
        ),
      ),
    ],
  },
  {
    key: 'burnout-recovery',
    creator: 'lena.hartmann',
    category: 'mental-wellbeing',
    title: 'Burnout Recovery: Rebuild Energy and Boundaries',
    summary: 'Recognise burnout, rest properly, and return to work with limits you can keep.',
    description:
      'Burnout is exhaustion, cynicism and reduced effectiveness after long-term work stress. This programme starts with an honest assessment and a recovery plan for sleep, movement and rest, then works on values, boundaries and difficult conversations with managers. It ends with a relapse-prevention plan listing your early warning signs.',
    level: 'all',
    weeks: 8,
    access: 'subscription',
    price: 1500,
    tags: ['burnout', 'work-stress', 'boundaries', 'recovery'],
    signs: ['burnout', 'exhaustion', 'low motivation', 'stress'],
    popularity: 103,
    rating: 4.7,
    ratingCount: 22,
    daysAgo: 160,
    modules: [
      mod(
        'Where are you now',
        text('The three signs of burnout', 'Exhaustion, distance from your work, and feeling less effective.'),
        video('Rest that restores', 'Active rest, social rest and sensory rest: passive scrolling rarely counts.'),
      ),
      mod(
        'Boundaries',
        video(
          'Saying no at work',
          'Acknowledge, state your limit, offer an alternative: "I can do X by Friday, not Y too."',
        ),
        quiz(
          'Burnout check',
          q('Which is one of the three signs of burnout?', 0, 'Cynicism about work', 'High energy', 'Better focus'),
          q('What is a boundary script built from?', 2, 'An apology', 'Silence', 'Acknowledge, limit, alternative'),
        ),
      ),
    ],
  },
  {
    key: 'calm-mind-private-group',
    creator: 'lena.hartmann',
    category: 'mental-wellbeing',
    title: 'Calm Mind Group: Client Companion',
    summary: 'Between-session exercises for members of my Thursday anxiety group.',
    description:
      'A private companion for clients in the Calm Mind group. It collects the weekly worksheets, the guided breathing audio and the reflection questions we use in sessions. Available only through the link shared in the group.',
    level: 'all',
    weeks: 6,
    access: 'private',
    price: 0,
    tags: ['anxiety', 'group', 'worksheets'],
    signs: ['anxiety', 'stress'],
    popularity: 24,
    rating: 4.9,
    ratingCount: 11,
    daysAgo: 90,
    modules: [
      mod(
        'Weekly practice',
        video('Box breathing', 'Four counts in, hold four, out four, hold four. Three minutes.', 4),
        text('Reflection questions', 'What did I avoid this week? What happened when I did not avoid?'),
      ),
      mod(
        'Between sessions',
        text('Worry log', 'Note each worry, the feared outcome and what actually happened; bring it to the group.'),
        video(
          'Grounding: 5-4-3-2-1',
          'Name five things you see, four you feel, three you hear, two you smell, one you taste.',
        ),
      ),
    ],
  },
  {
    key: 'rumination-reset',
    creator: 'lena.hartmann',
    category: 'mental-wellbeing',
    title: 'Stop Overthinking: The Rumination Reset',
    summary: 'Break the loop of replaying conversations and worrying about what might go wrong.',
    description:
      'Rumination feels like problem solving but rarely solves anything. In four weeks you learn to notice when thinking has become circling, to switch to concrete "how" questions, to postpone worry to a set time, and to use attention training to step out of the loop. Draft: lessons for weeks three and four are being recorded.',
    level: 'beginner',
    weeks: 4,
    access: 'paid',
    price: 2900,
    tags: ['overthinking', 'worry', 'cbt'],
    signs: ['overthinking', 'worry', 'poor sleep'],
    popularity: 0,
    rating: 0,
    ratingCount: 0,
    daysAgo: 0,
    isDraft: true,
    modules: [
      mod(
        'Noticing the loop',
        text(
          'Why, or how?',
          '"Why does this always happen to me" keeps you stuck; "how could I handle it next time" moves you on.',
        ),
      ),
    ],
  },
  {
    key: 'habits-that-stick',
    creator: 'demo-expert',
    category: 'mental-wellbeing',
    title: 'Habits That Stick: 21 Days of Tiny Changes',
    summary: 'Design habits so small they cannot fail, then let them grow.',
    description:
      'Big resolutions collapse; tiny habits anchored to existing routines survive. Over three weeks you choose one keystone habit, shrink it to two minutes, attach it to something you already do every day, and track it with a simple streak. Week three covers restarting after a missed day without guilt.',
    level: 'beginner',
    weeks: 3,
    access: 'free',
    price: 0,
    tags: ['habits', 'motivation', 'routine', 'self-improvement'],
    signs: ['procrastination', 'low motivation', 'inconsistency'],
    popularity: 128,
    rating: 4.6,
    ratingCount: 22,
    daysAgo: 200,
    modules: [
      mod(
        'Make it tiny',
        video(
          'The two-minute version',
          'Want to read more? The habit is "open the book". Shrink until it is too easy to skip.',
        ),
        text(
          'Anchor it',
          'Write "After I [existing habit], I will [tiny habit]." Coffee, brushing teeth and lunch are great anchors.',
        ),
        quiz(
          'Habit design',
          q(
            'What is the two-minute rule?',
            0,
            'Start with a tiny version',
            'Do it for exactly two minutes forever',
            'Wait two minutes',
          ),
          q('What is an anchor?', 2, 'A reward', 'A penalty', 'An existing routine'),
        ),
      ),
      mod(
        'Keep it going',
        text('Never miss twice', 'Missing once is human; make the next day non-negotiable, even if tiny.'),
        video(
          'Celebrate small wins',
          'A tiny celebration right after the habit (a fist pump, a "nice") wires it in faster.',
        ),
      ),
    ],
    reviews: [review(5, 'Simple and it works. Day 60 of flossing and counting.')],
  },
  {
    key: 'morning-routine-reset',
    creator: 'demo-expert',
    category: 'mental-wellbeing',
    title: 'Morning Routine Reset',
    summary: 'A calm, 30-minute morning that starts your day with energy instead of your inbox.',
    description:
      'This two-week programme helps you design a morning routine that fits your life: a consistent wake time, light and movement in the first hour, a no-phone buffer, and a three-item plan for the day. You test one change at a time and keep what works.',
    level: 'all',
    weeks: 2,
    access: 'paid',
    price: 1900,
    tags: ['routine', 'morning', 'productivity', 'habits'],
    signs: ['low energy', 'overwhelm', 'procrastination'],
    popularity: 6,
    rating: 4.3,
    ratingCount: 3,
    daysAgo: 35,
    modules: [
      mod(
        'Design your morning',
        video('The first hour', 'Daylight, water, movement, then one focused block before messages.'),
        text(
          'Three things today',
          'Write the three outcomes that would make today good; nothing else goes on the list until they are done.',
        ),
      ),
      mod(
        'Keep it going',
        text('When mornings go wrong', 'Keep a two-minute version of the routine for late starts and travel days.'),
        text('Weekly review', 'On Sunday, keep what helped, drop what did not, and test one new change.'),
      ),
    ],
  },
];
