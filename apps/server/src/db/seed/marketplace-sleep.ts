import { mod, q, quiz, review, text, video, type SeedProgram } from './marketplace-types.ts';

export const SLEEP_PROGRAMS: SeedProgram[] = [
  {
    key: 'reset-your-sleep',
    creator: 'marcus.lee',
    category: 'sleep-recovery',
    title: 'Reset Your Sleep in 6 Weeks',
    summary: 'A drug-free plan based on CBT-I to fall asleep faster and wake up less during the night.',
    description:
      'Insomnia is usually kept alive by habits we adopt to cope with it: going to bed early, lying awake, napping, worrying in bed. This programme follows the core of cognitive behavioural therapy for insomnia: a sleep diary, a consistent sleep window, getting up when you cannot sleep, and a wind-down routine. The first two weeks can feel harder before they feel better; the plan tells you why and how to keep going.',
    level: 'all',
    weeks: 6,
    access: 'paid',
    price: 5900,
    tags: ['sleep', 'insomnia', 'cbt-i', 'habits'],
    signs: ['insomnia', 'poor sleep', 'night waking', 'fatigue', 'stress'],
    popularity: 360,
    rating: 4.8,
    ratingCount: 75,
    daysAgo: 330,
    modules: [
      mod(
        'Week 1: The sleep diary',
        video(
          'What your diary reveals',
          'Record bedtime, time to fall asleep, wake-ups and rise time every morning for seven days.',
          10,
        ),
        text(
          'Sleep efficiency',
          'Time asleep divided by time in bed. Under 85% means you are spending too long awake in bed.',
        ),
      ),
      mod(
        'Weeks 2-4: Sleep window and stimulus control',
        video(
          'Setting your sleep window',
          'Fix a rise time seven days a week and count back your average sleep time plus 30 minutes.',
          12,
        ),
        text(
          'The 20-minute rule',
          'If you are awake and frustrated, get up, do something dull in dim light, and return when sleepy.',
        ),
        quiz(
          'Sleep window basics',
          q('Which time stays fixed every day?', 1, 'Bedtime', 'Rise time', 'Nap time'),
          q(
            'What do you do after lying awake and frustrated?',
            2,
            'Check your phone',
            'Stay in bed',
            'Get up until sleepy',
          ),
        ),
      ),
      mod(
        'Weeks 5-6: Quiet the mind and widen the window',
        text(
          'Scheduled worry time',
          'Write worries and a next step in the early evening, so the bed stops being the place to plan.',
        ),
        text('Extending sleep', 'When efficiency stays above 90% for a week, move bedtime 15 minutes earlier.'),
      ),
    ],
    reviews: [
      review(5, 'After years of bad nights I sleep 7 hours most days. The first two weeks are hard, stick with it.'),
      review(4, 'The diary felt tedious but it is what made everything click.'),
    ],
  },
  {
    key: 'shift-worker-sleep',
    creator: 'marcus.lee',
    category: 'sleep-recovery',
    title: 'Sleep Well on Shift Work',
    summary: 'Anchor sleep, light timing and naps for nurses, drivers and anyone working nights.',
    description:
      'Rotating and night shifts fight the body clock. This four-week programme shows how to use an anchor sleep period, bright light at the right time, blackout and noise control, and strategic naps to protect your sleep and alertness. It includes sample schedules for 12-hour nights, rotating earlies and lates, and the switch back to days off.',
    level: 'all',
    weeks: 4,
    access: 'paid',
    price: 3900,
    tags: ['sleep', 'shift-work', 'circadian', 'naps'],
    signs: ['poor sleep', 'fatigue', 'irregular schedule'],
    popularity: 11,
    rating: 4.6,
    ratingCount: 5,
    daysAgo: 200,
    modules: [
      mod(
        'Your body clock on nights',
        video(
          'Light is the master switch',
          'Bright light early in the shift, sunglasses on the drive home, darkness to sleep.',
        ),
        text(
          'Anchor sleep',
          'Keep four hours of sleep at the same time on work days and days off to steady the clock.',
        ),
      ),
      mod(
        'Naps and switching back',
        text(
          'The pre-shift nap',
          'A 90-minute nap before a first night shift, or 20 minutes during a break, keeps you safer.',
        ),
        quiz(
          'Shift sleep',
          q('What should you wear on the drive home after nights?', 0, 'Sunglasses', 'Nothing special', 'A hat'),
          q('How long is a short safety nap?', 1, '5 minutes', 'About 20 minutes', '3 hours'),
        ),
      ),
    ],
  },
  {
    key: 'beat-jet-lag',
    creator: 'marcus.lee',
    category: 'sleep-recovery',
    title: 'Beat Jet Lag: A Travel Sleep Plan',
    summary: 'Shift your body clock before, during and after long-haul flights.',
    description:
      'A one-week plan for frequent travellers. Learn which direction is harder, how to move your sleep in 30-60 minute steps before departure, when to seek and avoid light at your destination, and how caffeine and naps fit in. Includes worked examples for New York to London and London to Singapore.',
    level: 'all',
    weeks: 1,
    access: 'free',
    price: 0,
    tags: ['sleep', 'travel', 'jet-lag', 'circadian'],
    signs: ['jet lag', 'fatigue', 'poor sleep'],
    popularity: 15,
    rating: 4.4,
    ratingCount: 5,
    daysAgo: 60,
    modules: [
      mod(
        'Before you fly',
        text(
          'East is harder than west',
          'Advancing the clock is harder than delaying it; start shifting three days out for eastward trips.',
        ),
        video('Planning your light', 'Seek morning light after flying east, evening light after flying west.'),
      ),
      mod(
        'On arrival',
        quiz(
          'Jet lag quiz',
          q('Which direction usually causes worse jet lag?', 0, 'Eastward', 'Westward', 'Neither'),
          q('After flying east, when should you seek light?', 1, 'Evening', 'Morning', 'Midnight'),
        ),
        text('Caffeine and naps', 'One coffee in the morning, a nap under 30 minutes before 3 pm local time.'),
      ),
    ],
  },
  {
    key: 'yin-yoga-wind-down',
    creator: 'sofia.marquez',
    category: 'sleep-recovery',
    title: 'Yin Yoga Wind-Down for Better Sleep',
    summary: 'Slow floor-based poses and breathing in the last 20 minutes before bed.',
    description:
      'Yin yoga holds passive poses for two to four minutes, which calms the nervous system and lets the mind slow down. This four-week evening series pairs supported poses with extended exhale breathing and a short body scan. Every session ends lying down, ready for sleep.',
    level: 'beginner',
    weeks: 4,
    access: 'subscription',
    price: 900,
    tags: ['yoga', 'sleep', 'relaxation', 'breathing'],
    signs: ['poor sleep', 'stress', 'racing thoughts'],
    popularity: 34,
    rating: 4.9,
    ratingCount: 8,
    daysAgo: 180,
    modules: [
      mod(
        'Evening practice',
        video(
          "Supported child's pose and butterfly",
          'Rest on cushions and let gravity do the work. Hold three minutes each.',
          20,
        ),
        video('4-7-8 breathing', 'Inhale for 4, hold for 7, exhale for 8. Four rounds, then natural breathing.', 6),
        quiz(
          'Yin basics',
          q('How long are poses held in yin yoga?', 2, '5 seconds', '30 seconds', '2-4 minutes'),
          q(
            'What calms the nervous system most in breathing?',
            1,
            'Short inhales',
            'Long exhales',
            'Holding the breath',
          ),
        ),
      ),
      mod(
        'Make it a ritual',
        text(
          'The same cue every night',
          'Dim the lights and roll out the mat at the same time each evening; the cue itself starts the wind-down.',
        ),
        video(
          'Body scan in bed',
          'A seven-minute scan from toes to crown, ending with slow breathing until sleep comes.',
        ),
      ),
    ],
  },
  {
    key: 'runners-knee-recovery',
    creator: 'ines.carvalho',
    category: 'sleep-recovery',
    title: "Runner's Knee: Return to Running in 8 Weeks",
    summary: 'A physiotherapist-led plan to calm patellofemoral pain and load the knee back up.',
    description:
      'Pain around the kneecap is the most common running injury. This programme explains why it happens (usually too much, too soon), how to keep training without flaring it, and a progressive strengthening plan for quads, hips and calves. A graded return-to-run schedule starts in week four. If your knee is swollen, locks or gives way, see a clinician first.',
    level: 'all',
    weeks: 8,
    access: 'paid',
    price: 4500,
    tags: ['injury', 'knee', 'running', 'physiotherapy', 'strength'],
    signs: ['knee pain', 'injury', 'running pain'],
    popularity: 18,
    rating: 4.7,
    ratingCount: 3,
    daysAgo: 240,
    modules: [
      mod(
        'Calm it down',
        video(
          'Understanding load and pain',
          'Pain up to 3 out of 10 during exercise that settles by the next morning is acceptable.',
        ),
        text(
          'What to change now',
          'Reduce running volume, avoid deep squats and stairs at speed, keep walking and cycling.',
        ),
      ),
      mod(
        'Build it up',
        video('Spanish squat and step-downs', 'Isometric holds calm pain; slow step-downs train control.', 12),
        text('Return to run', 'Start with 1 minute run, 1 minute walk for 20 minutes, every other day.'),
        quiz(
          'Load rules',
          q('What pain level during exercise is acceptable?', 0, 'Up to 3/10', 'Up to 8/10', 'None at all'),
          q('How should pain be the next morning?', 2, 'Worse', 'Much worse', 'Back to baseline'),
        ),
      ),
    ],
    reviews: [review(5, 'Finally understood why my knee hurt. Back to 10K pain-free.')],
  },
  {
    key: 'desk-back-pain',
    creator: 'ines.carvalho',
    category: 'sleep-recovery',
    title: 'Desk Worker Back Pain Recovery',
    summary: 'Ten minutes a day of movement and strength to ease low back pain from sitting.',
    description:
      'Most low back pain is not dangerous, and movement is the best treatment. This five-week plan mixes short mobility breaks during the workday with a simple strength routine for hips and trunk. It also covers desk setup, sleeping positions and how to pace activity during a flare-up.',
    level: 'beginner',
    weeks: 5,
    access: 'free',
    price: 0,
    tags: ['back', 'posture', 'mobility', 'office'],
    signs: ['back pain', 'stiffness', 'sedentary'],
    popularity: 77,
    rating: 4.6,
    ratingCount: 16,
    daysAgo: 110,
    modules: [
      mod(
        'Move more, worry less',
        text(
          'Pain is not damage',
          'Back pain is common and usually settles within weeks; fear of moving slows recovery.',
        ),
        video('The 2-minute desk break', 'Stand, reach, hinge and walk every 45 minutes.', 4),
      ),
      mod(
        'Strength for the back',
        video('Bridges, bird-dogs and side planks', 'Three sets each, three times a week.', 14),
        quiz(
          'Back facts',
          q(
            'What is the best general treatment for low back pain?',
            1,
            'Bed rest',
            'Staying active',
            'Avoiding bending',
          ),
          q('How often should you take a movement break?', 0, 'Every 45-60 minutes', 'Once a day', 'Never at work'),
        ),
      ),
    ],
  },
];
