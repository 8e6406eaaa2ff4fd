import { mod, q, quiz, review, text, video, type SeedProgram } from './marketplace-types.ts';

export const FITNESS_PROGRAMS: SeedProgram[] = [
  {
    key: 'couch-to-5k',
    creator: 'tom.okafor',
    category: 'fitness-running',
    title: 'Couch to 5K in 8 Weeks',
    summary: 'Run 5 kilometres without stopping, starting from zero, with three 30-minute sessions a week.',
    description:
      'A walk-run plan for complete beginners. Each week adds a little more running and a little less walking, so your heart, lungs and tendons adapt together. Sessions take about 30 minutes, three times a week, and every one starts with a brisk five-minute walk. You will learn to run at a conversational pace, which is the single habit that keeps new runners injury-free. By week eight you run 5K, or 30 minutes, continuously.',
    level: 'beginner',
    weeks: 8,
    access: 'free',
    price: 0,
    tags: ['running', '5k', 'cardio', 'beginner-friendly'],
    signs: ['low energy', 'sedentary', 'weight gain', 'low fitness'],
    popularity: 2008,
    rating: 4.8,
    ratingCount: 361,
    daysAgo: 340,
    modules: [
      mod(
        'Weeks 1-2: Walk, then run a little',
        video(
          'Your first session: 60 seconds on, 90 seconds off',
          'Eight rounds of 60 s jogging and 90 s walking. Jog so slowly you could chat; if you cannot speak in full sentences, slow down.',
          9,
        ),
        text(
          'Shoes, surfaces and what to wear',
          'Any comfortable running shoe that fits a thumb-width past your longest toe will do. Grass and park paths are kinder than concrete for the first weeks.',
        ),
        quiz(
          'Pacing check',
          q(
            'How fast should your running intervals feel?',
            1,
            'As fast as you can',
            'Easy enough to talk',
            'Out of breath',
          ),
          q('How many rest days between sessions?', 0, 'At least one', 'None', 'Three'),
        ),
      ),
      mod(
        'Weeks 3-5: Longer runs, shorter walks',
        video(
          'Three and five-minute runs',
          'Intervals grow to 3 and 5 minutes. Walk breaks stay, so you always finish.',
        ),
        text(
          'The day your legs feel heavy',
          'Heavy legs in week four are normal: your body is adapting. Repeat a week rather than skipping ahead if a session felt too hard.',
        ),
      ),
      mod(
        'Weeks 6-8: Run 30 minutes',
        video('The 20-minute run', 'Your first long continuous run. Start slower than feels necessary and hold it.'),
        text('Race day or park run', 'Pick a local 5K or a free parkrun as your graduation, and plan a relaxed pace.'),
        quiz(
          'Graduation quiz',
          q('What do you do if a session feels too hard?', 2, 'Skip it', 'Run faster', 'Repeat the week'),
          q('What pace wins your first 5K?', 0, 'One you can hold', 'Your fastest', 'Changing every lap'),
        ),
      ),
    ],
    reviews: [
      review(5, 'I never thought I would run. Week 5 was tough but I repeated it and finished my first parkrun.'),
      review(5, 'The pacing advice is gold. Slow really is the secret.'),
      review(4, 'Great structure. I would have liked a stretching video.'),
    ],
  },
  {
    key: 'faster-10k',
    creator: 'tom.okafor',
    category: 'fitness-running',
    title: 'Run a Faster 10K: 6-Week Speed Block',
    summary: 'Take minutes off your 10K with one interval session, one tempo run and easy miles each week.',
    description:
      'For runners who already cover 10K comfortably and want to race it faster. The block combines one interval workout, one tempo run and two or three easy runs each week, with a down week before race day. You will set training paces from a recent race or time trial and learn why most of your running should stay easy. Expect 4 to 5 sessions a week.',
    level: 'intermediate',
    weeks: 6,
    access: 'paid',
    price: 2900,
    tags: ['running', '10k', 'intervals', 'race'],
    signs: ['plateau', 'slow pace', 'race goal'],
    popularity: 29,
    rating: 4.7,
    ratingCount: 6,
    daysAgo: 210,
    modules: [
      mod(
        'Set your paces',
        video(
          'The 3K time trial',
          'Warm up for 15 minutes, then run 3K as evenly as you can. Your pace sets every zone.',
        ),
        text(
          'Easy, tempo and interval pace',
          'Easy runs are 60-90 seconds per km slower than 10K pace; tempo is about 15 s slower; intervals are a little faster.',
        ),
      ),
      mod(
        'The key sessions',
        video(
          '6 x 800 m intervals',
          'Run 800 m at interval pace with 400 m jog recovery. The last rep should match the first.',
        ),
        video('20-minute tempo run', 'Comfortably hard: you can say a few words, not a sentence.'),
        quiz(
          'Training zones',
          q('What share of weekly running should be easy?', 2, 'About 20%', 'About 50%', 'About 80%'),
          q('How should the last interval feel compared with the first?', 0, 'Same pace', 'Much faster', 'Much slower'),
        ),
      ),
      mod(
        'Taper and race',
        text('The down week', 'Cut volume by a third and keep a short set of strides so your legs stay sharp.'),
        text('Race plan', 'Run the first 2 km at goal pace, settle, and only push after 7 km.'),
      ),
    ],
    reviews: [review(5, 'Took 2:40 off my 10K PB. The tempo runs were the missing piece.')],
  },
  {
    key: 'half-marathon-base',
    creator: 'tom.okafor',
    category: 'fitness-running',
    title: 'Half Marathon Training Plan: 12 Weeks to 21.1 km',
    summary: 'Build from 10K to a confident half marathon with a long run that grows each week.',
    description:
      'A 12-week plan for runners who can already run 10K. The long run grows by about 1.5 km a week with a cutback every fourth week, one workout adds race-specific fitness, and a two-week taper makes sure you arrive fresh. You will also practise fuelling on the long runs so race day holds no surprises.',
    level: 'intermediate',
    weeks: 12,
    access: 'paid',
    price: 4900,
    tags: ['running', 'half-marathon', 'endurance', 'long-run'],
    signs: ['race goal', 'plateau', 'low stamina'],
    popularity: 49,
    rating: 4.6,
    ratingCount: 12,
    daysAgo: 150,
    modules: [
      mod(
        'Building the long run',
        video('Why the long run matters', 'Time on feet builds capillaries and fat burning. Keep it conversational.'),
        text('Cutback weeks', 'Every fourth week shorten the long run by a third. Adaptation happens during rest.'),
      ),
      mod(
        'Race-specific work',
        video('Half marathon pace blocks', '3 x 3 km at goal pace with 3 minutes jog between.'),
        text('Gels and water', 'Practise one gel every 40-45 minutes on long runs so your stomach learns it.'),
        quiz(
          'Long-run rules',
          q('How often is a cutback week?', 1, 'Every week', 'Every fourth week', 'Never'),
          q('When do you practise race fuelling?', 0, 'On long runs', 'Only on race day', 'On rest days'),
        ),
      ),
    ],
  },
  {
    key: 'strength-foundations-home',
    creator: 'sam.patel',
    category: 'fitness-running',
    title: 'Strength Foundations at Home',
    summary: 'Learn the six basic movement patterns and get stronger with a pair of dumbbells and 30 minutes.',
    description:
      'Squat, hinge, push, pull, lunge and carry: the six patterns behind every strength programme. This plan teaches each one with a bodyweight version first, then progresses with dumbbells or a backpack. Three full-body sessions a week, with a simple log so you add a rep or a little weight each time. Ideal if you have never lifted or are coming back after years off.',
    level: 'beginner',
    weeks: 6,
    access: 'free',
    price: 0,
    tags: ['strength', 'home-workout', 'dumbbells', 'full-body'],
    signs: ['low energy', 'back pain', 'weakness', 'sedentary'],
    popularity: 158,
    rating: 4.7,
    ratingCount: 35,
    daysAgo: 300,
    modules: [
      mod(
        'The six patterns',
        video(
          'Goblet squat and hip hinge',
          'Feet shoulder-width, chest up; for the hinge push your hips back like closing a drawer.',
          11,
        ),
        video(
          'Push-ups, rows and carries',
          'Incline push-ups against a table, one-arm dumbbell rows, and a farmer carry.',
          10,
        ),
        quiz(
          'Technique check',
          q('In a hip hinge, what moves back first?', 1, 'The knees', 'The hips', 'The shoulders'),
          q('How should the last rep of a set feel?', 2, 'Easy', 'Impossible', 'Hard but with good form'),
        ),
      ),
      mod(
        'Progressing week by week',
        text(
          'Double progression',
          'Work in a rep range, e.g. 8-12. When you hit 12 on every set, add weight and drop to 8.',
        ),
        text('Soreness and rest', 'Mild soreness for a day or two is fine. Sharp pain is a signal to stop and adapt.'),
      ),
    ],
    reviews: [review(5, 'Clear videos and no fancy gym needed. I can finally do 10 real push-ups.')],
  },
  {
    key: 'kettlebell-conditioning',
    creator: 'sam.patel',
    category: 'fitness-running',
    title: 'Kettlebell Conditioning: 20 Minutes, Three Times a Week',
    summary: 'Swings, cleans and presses in short circuits that build strength and stamina together.',
    description:
      'A subscription programme of short kettlebell circuits with a new block every month. Start by mastering the swing, the engine of kettlebell training, then add the clean, press and goblet squat. Sessions are 20 minutes including warm-up, built for lunch breaks. Each block ends with a benchmark workout so you can see your progress.',
    level: 'intermediate',
    weeks: 8,
    access: 'subscription',
    price: 1200,
    tags: ['kettlebell', 'strength', 'conditioning', 'hiit'],
    signs: ['plateau', 'low stamina', 'busy schedule'],
    popularity: 16,
    rating: 4.5,
    ratingCount: 4,
    daysAgo: 120,
    modules: [
      mod(
        'The swing',
        video('Hip-driven swing', 'The bell floats because your hips snap, not because your arms lift it.'),
        text('Choosing a bell', 'Most women start with 8-12 kg and most men with 12-16 kg for swings.'),
      ),
      mod(
        'Circuits',
        video(
          'EMOM 12: swings and goblet squats',
          'Every minute on the minute: odd minutes 15 swings, even minutes 8 squats.',
        ),
        quiz(
          'Swing basics',
          q('What powers a kettlebell swing?', 0, 'The hips', 'The arms', 'The lower back'),
          q('What is an EMOM?', 1, 'A rest day', 'Every minute on the minute', 'A kettlebell size'),
        ),
      ),
    ],
  },
  {
    key: 'morning-yoga-stiff-backs',
    creator: 'sofia.marquez',
    category: 'fitness-running',
    title: 'Morning Yoga for Stiff Backs',
    summary: 'Fifteen minutes each morning to loosen your spine and hips before the day starts.',
    description:
      'A gentle four-week routine for people who wake up stiff or sit most of the day. Each session is 15 minutes and flows through cat-cow, thread the needle, low lunge and supported twists. No flexibility required: every pose has a chair or wall option. Many students report less morning stiffness within two weeks.',
    level: 'beginner',
    weeks: 4,
    access: 'free',
    price: 0,
    tags: ['yoga', 'mobility', 'back', 'morning-routine'],
    signs: ['back pain', 'stiffness', 'stress', 'sedentary'],
    popularity: 269,
    rating: 4.9,
    ratingCount: 68,
    daysAgo: 280,
    modules: [
      mod(
        'Week 1: Wake the spine',
        video(
          "Cat-cow and child's pose",
          'Move with the breath: inhale to arch, exhale to round. Ten slow rounds.',
          15,
        ),
        text(
          'Why mornings feel stiff',
          'Discs rehydrate overnight and muscles are cool; gentle movement is the best warm-up.',
        ),
      ),
      mod(
        'Weeks 2-4: Hips and twists',
        video(
          'Low lunge and supported twist',
          'Hip flexors shorten when we sit. Hold each lunge for five breaths per side.',
          15,
        ),
        quiz(
          'Breath and movement',
          q('When do you round the spine in cat-cow?', 1, 'On the inhale', 'On the exhale', 'While holding the breath'),
          q('What if you cannot reach the floor?', 0, 'Use a chair or blocks', 'Force it', 'Skip the pose'),
        ),
      ),
    ],
    reviews: [review(5, 'My lower back thanks Sofia every morning.'), review(5, 'Short enough that I actually do it.')],
  },
  {
    key: 'yoga-for-runners',
    creator: 'sofia.marquez',
    category: 'fitness-running',
    title: 'Yoga for Runners: Hips, Hamstrings and Calves',
    summary: 'Two 25-minute sessions a week to keep running legs supple and resilient.',
    description:
      'Runners lose range of motion in the hips, hamstrings and calves mile after mile. This six-week series targets exactly those areas with active stretching, balance work and breathing you can use on race day. One session is dynamic for before easy runs, one is restorative for after long runs.',
    level: 'all',
    weeks: 6,
    access: 'paid',
    price: 2400,
    tags: ['yoga', 'running', 'flexibility', 'recovery'],
    signs: ['tight hips', 'stiffness', 'injury prevention'],
    popularity: 22,
    rating: 4.7,
    ratingCount: 4,
    daysAgo: 95,
    modules: [
      mod(
        'Dynamic flow',
        video('Pre-run flow', 'Leg swings, lunges with reach and ankle rocks: mobility without losing spring.', 12),
        text('Static or dynamic?', 'Hold long stretches after running; before running keep them moving.'),
      ),
      mod(
        'Restore after the long run',
        video('Restorative flow', 'Legs up the wall, supine pigeon and a long exhale practice.', 25),
        quiz(
          'Stretch timing',
          q('When are long static holds best?', 1, 'Before speed work', 'After running', 'Never'),
          q('Which area does pigeon pose target?', 0, 'Hips', 'Shoulders', 'Wrists'),
        ),
      ),
    ],
  },
];
