import { mod, q, quiz, review, text, video, type SeedProgram } from './marketplace-types.ts';

export const FAMILY_PROGRAMS: SeedProgram[] = [
  {
    key: 'toddler-tantrums',
    creator: 'grace.mwangi',
    category: 'parenting-family',
    title: 'Calm Through Toddler Tantrums',
    summary: 'Understand meltdowns, prevent the predictable ones and respond calmly to the rest.',
    description:
      "Tantrums are a normal part of development: a toddler's brain cannot yet regulate big feelings. This four-week programme explains what happens in a meltdown, how routines, choices and warnings prevent many of them, and a calm, consistent response for the rest. Scripts for supermarkets, bedtime and leaving the park.",
    level: 'beginner',
    weeks: 4,
    access: 'free',
    price: 0,
    tags: ['parenting', 'toddlers', 'tantrums', 'emotions'],
    signs: ['tantrums', 'parent stress', 'bedtime battles'],
    popularity: 104,
    rating: 4.8,
    ratingCount: 19,
    daysAgo: 280,
    modules: [
      mod(
        'Why tantrums happen',
        video(
          'The upstairs and downstairs brain',
          'In a meltdown the feeling brain is in charge; reasoning waits until calm returns.',
        ),
        text(
          'Prevention',
          'Predictable routines, two acceptable choices, and a five-minute warning before transitions.',
        ),
      ),
      mod(
        'In the moment',
        video(
          'Stay close, stay calm',
          'Name the feeling, hold the limit, wait. "You are angry. We are leaving the park."',
        ),
        quiz(
          'Tantrum response',
          q('When should you reason with a toddler about a tantrum?', 2, 'At the peak', 'Never', 'After calm returns'),
          q('What helps before a transition?', 0, 'A five-minute warning', 'A surprise', 'A long lecture'),
        ),
      ),
    ],
    reviews: [review(5, 'The scripts work. Bedtime went from an hour of crying to ten minutes.')],
  },
  {
    key: 'positive-discipline',
    creator: 'grace.mwangi',
    category: 'parenting-family',
    title: 'Positive Discipline for Ages 4 to 10',
    summary: 'Clear limits without shouting: routines, consequences and connection.',
    description:
      'Children cooperate more when they feel connected and know what to expect. Over eight weeks you build routines charts with your child, use natural and logical consequences instead of punishment, run short weekly family meetings, and repair after conflict. Each week has one practice and a reflection.',
    level: 'all',
    weeks: 8,
    access: 'paid',
    price: 4900,
    tags: ['parenting', 'discipline', 'routines', 'family-meetings'],
    signs: ['shouting', 'defiance', 'parent stress', 'sibling conflict'],
    popularity: 38,
    rating: 4.7,
    ratingCount: 6,
    daysAgo: 170,
    modules: [
      mod(
        'Connection first',
        text(
          'Ten minutes of special time',
          'Daily one-to-one time led by your child reduces attention-seeking behaviour.',
        ),
        video(
          'Logical consequences',
          'Related, respectful and reasonable: spilled juice means wiping it up, not losing TV.',
        ),
        quiz(
          'Consequences',
          q(
            'Which is a logical consequence of spilling juice?',
            1,
            'No TV tonight',
            'Helping wipe it up',
            'Going to bed early',
          ),
          q('What reduces attention-seeking behaviour?', 0, 'Daily special time', 'Ignoring all day', 'More rules'),
        ),
      ),
      mod(
        'Family meetings and repair',
        video(
          'A 15-minute family meeting',
          'Appreciations, one problem to solve together, and a fun plan for the week.',
        ),
        text('Repair after shouting', 'Name what happened, apologise for your part, and agree what to try next time.'),
      ),
    ],
  },
  {
    key: 'teens-screen-time',
    creator: 'grace.mwangi',
    category: 'parenting-family',
    title: 'Teens and Screens: A Family Media Plan',
    summary: 'Agree on phone rules together and keep the conversation going.',
    description:
      'Bans rarely work with teenagers; agreements do. This three-week programme helps you understand what your teen does online, negotiate a family media plan (phones out of bedrooms at night, screen-free meals), handle pushback and keep talking about online safety.',
    level: 'all',
    weeks: 3,
    access: 'paid',
    price: 1900,
    tags: ['parenting', 'teens', 'screen-time', 'online-safety'],
    signs: ['screen addiction', 'family conflict', 'poor sleep'],
    popularity: 17,
    rating: 4.5,
    ratingCount: 4,
    daysAgo: 115,
    modules: [
      mod(
        'The plan',
        text('Start curious', 'Ask your teen to show you their favourite app before setting any rule.'),
        video('Phones out of bedrooms', 'The one rule with the strongest link to better teen sleep.'),
      ),
      mod(
        'Keeping the conversation going',
        text(
          'Handling pushback',
          'Acknowledge the feeling, restate the agreement, and review it together after a month.',
        ),
        quiz(
          'Family media plan',
          q(
            'What is the first step before setting rules?',
            0,
            'Get curious about their apps',
            'Confiscate the phone',
            'Install spyware',
          ),
          q(
            'Which rule is most linked to better teen sleep?',
            1,
            'No games at weekends',
            'Phones out of bedrooms at night',
            'Only one app',
          ),
        ),
      ),
    ],
  },
  {
    key: 'picky-eaters',
    creator: 'priya.nair',
    category: 'parenting-family',
    title: 'Help for Picky Eaters',
    summary: 'Reduce mealtime battles and widen the foods your child accepts.',
    description:
      'Picky eating is common between ages two and six. Learn the division of responsibility (you decide what, when and where; your child decides whether and how much), repeated exposure without pressure, and family-style serving. Weekly food-exploration games make new foods less scary.',
    level: 'beginner',
    weeks: 4,
    access: 'free',
    price: 0,
    tags: ['nutrition', 'children', 'picky-eating', 'family'],
    signs: ['picky eating', 'mealtime battles', 'parent stress'],
    popularity: 26,
    rating: 4.6,
    ratingCount: 5,
    daysAgo: 95,
    modules: [
      mod(
        'No pressure',
        text(
          'Division of responsibility',
          'Parents choose what, when and where; children choose whether and how much.',
        ),
        quiz(
          'Picky eating',
          q('How many exposures can a new food need?', 2, 'One', 'Two', '10-15'),
          q('Who decides how much a child eats?', 0, 'The child', 'The parent', 'The grandparents'),
        ),
      ),
      mod(
        'Making new foods less scary',
        video('Food exploration games', 'Touch, smell, lick and describe a new food without having to eat it.'),
        text(
          'Family-style serving',
          'Put dishes on the table and let children serve themselves, including one safe food.',
        ),
      ),
    ],
  },
];
