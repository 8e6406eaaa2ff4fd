import { mod, q, quiz, review, text, video, type SeedProgram } from './marketplace-types.ts';

export const CAREER_PROGRAMS: SeedProgram[] = [
  {
    key: 'land-next-role',
    creator: 'hannah.kim',
    category: 'career-productivity',
    title: 'Land Your Next Role in 6 Weeks',
    summary: 'A targeted job search: the right roles, a CV that gets read, and interviews you prepare for.',
    description:
      'Sending a hundred applications rarely works. This programme narrows your search to 15-20 target companies, rewrites your CV and LinkedIn around measurable achievements, builds a referral plan, and prepares you for behavioural interviews with the STAR method. Weekly targets keep momentum, and a tracker shows where your pipeline leaks.',
    level: 'all',
    weeks: 6,
    access: 'paid',
    price: 8900,
    tags: ['job-search', 'cv', 'interviews', 'linkedin'],
    signs: ['unemployed', 'career stuck', 'rejection', 'low confidence'],
    popularity: 180,
    rating: 4.8,
    ratingCount: 32,
    daysAgo: 290,
    modules: [
      mod(
        'Target and position',
        video('Your target list', 'Pick 15-20 companies where your skills solve a visible problem.'),
        text(
          'Achievement bullets',
          'Verb, what you did, measurable result: "Cut onboarding time 30% by rewriting the guide."',
        ),
      ),
      mod(
        'Interviews',
        video('The STAR method', 'Situation, Task, Action, Result. Spend most of the time on Action and Result.', 12),
        quiz(
          'Interview prep',
          q('Which part of STAR deserves the most time?', 2, 'Situation', 'Task', 'Action and Result'),
          q('What makes a CV bullet strong?', 0, 'A measurable result', 'A list of duties', 'Long sentences'),
        ),
      ),
      mod(
        'Referrals and follow-up',
        text('The referral message', 'Short, specific, with the job link and two lines on why you fit.'),
        text(
          'Following up after interviews',
          'Send a thank-you within 24 hours that repeats one point you want them to remember.',
        ),
      ),
    ],
    reviews: [review(5, 'Three offers in five weeks. The referral scripts were worth the price alone.')],
  },
  {
    key: 'salary-negotiation',
    creator: 'hannah.kim',
    category: 'career-productivity',
    title: 'Salary Negotiation for People Who Hate Negotiating',
    summary: 'Research your number, answer the salary question, and counter an offer with confidence.',
    description:
      'Most offers have room, and most people never ask. This two-week course covers market research, deflecting the expectations question, anchoring, negotiating beyond base pay (equity, bonus, remote days, title) and email templates for every step. Role-play videos show real counter-offers.',
    level: 'all',
    weeks: 2,
    access: 'paid',
    price: 3900,
    tags: ['salary', 'negotiation', 'offers', 'career'],
    signs: ['underpaid', 'low confidence', 'job offer'],
    popularity: 70,
    rating: 4.9,
    ratingCount: 17,
    daysAgo: 130,
    modules: [
      mod(
        'Know your number',
        text(
          'Market data',
          'Use two or three salary sources and talk to people in the role; set a target and a walk-away.',
        ),
        video('The expectations question', '"I am focusing on fit first; what range is budgeted for the role?"'),
        quiz(
          'Negotiation basics',
          q(
            'What should you know before negotiating?',
            1,
            'Only your current salary',
            'Your target and walk-away',
            'Nothing',
          ),
          q(
            'Besides base pay, what can you negotiate?',
            2,
            'Nothing',
            'Only the start date',
            'Equity, bonus, title, flexibility',
          ),
        ),
      ),
      mod(
        'Counter and close',
        video(
          'The counter-offer call',
          'Thank them, state enthusiasm, give your number with one reason, then stop talking.',
        ),
        text('Getting it in writing', 'Ask for the revised offer by email before you resign from your current job.'),
      ),
    ],
  },
  {
    key: 'career-change-map',
    creator: 'hannah.kim',
    category: 'career-productivity',
    title: 'Career Change Map: From Stuck to Your Next Field',
    summary: 'Explore options, test them cheaply, and build a bridge into a new career.',
    description:
      'Changing careers is a series of small experiments, not one leap. Over ten weeks you list transferable skills, generate possible paths, run informational interviews and weekend projects to test them, and plan the bridge: a course, a side project or an internal move. Ends with a 12-month transition plan.',
    level: 'intermediate',
    weeks: 10,
    access: 'subscription',
    price: 1900,
    tags: ['career-change', 'skills', 'networking'],
    signs: ['career stuck', 'boredom', 'burnout'],
    popularity: 21,
    rating: 4.6,
    ratingCount: 5,
    daysAgo: 70,
    modules: [
      mod(
        'Explore',
        text(
          'Transferable skills',
          'List what you did, not your job title: analysis, teaching, negotiation, operations.',
        ),
        video(
          'Informational interviews',
          'Ask for 20 minutes and three questions about the real work; never ask for a job.',
        ),
      ),
      mod(
        'Test',
        text('Small experiments', 'A weekend project or a short course tells you more than months of reading.'),
        quiz(
          'Career experiments',
          q(
            'What is an informational interview for?',
            0,
            'Learning about the work',
            'Asking for a job',
            'Negotiating pay',
          ),
          q('What is a good first test of a new field?', 1, 'Quitting your job', 'A small project', 'A second degree'),
        ),
      ),
    ],
  },
  {
    key: 'first-time-manager',
    creator: 'hannah.kim',
    category: 'career-productivity',
    title: 'First-Time Manager Essentials',
    summary: 'One-to-ones, feedback and delegation for your first 90 days leading a team.',
    description:
      'New managers are promoted for doing the work well, then asked to stop doing it. This programme covers the first 90 days: weekly one-to-ones, the SBI feedback model, delegating outcomes not tasks, running short meetings, and managing former peers. Templates for one-to-ones and expectations documents included.',
    level: 'intermediate',
    weeks: 12,
    access: 'paid',
    price: 12900,
    tags: ['leadership', 'management', 'feedback', 'teams'],
    signs: ['new manager', 'overwhelm', 'team conflict'],
    popularity: 31,
    rating: 4.7,
    ratingCount: 6,
    daysAgo: 250,
    modules: [
      mod(
        'One-to-ones',
        video(
          'The weekly one-to-one',
          'Their agenda first, then yours, then development. 30 minutes, never cancelled.',
        ),
        text('Questions that open up', '"What is getting in your way?" and "What should I start or stop doing?"'),
      ),
      mod(
        'Feedback and delegation',
        video('SBI feedback', 'Situation, Behaviour, Impact: specific, timely and about actions, not character.'),
        quiz(
          'Manager basics',
          q(
            'What does SBI stand for?',
            0,
            'Situation, Behaviour, Impact',
            'Skill, Budget, Idea',
            'Start, Build, Improve',
          ),
          q('Whose agenda comes first in a one-to-one?', 1, 'Yours', 'Theirs', "HR's"),
        ),
      ),
    ],
  },
  {
    key: 'deep-work-procrastinators',
    creator: 'demo-expert',
    category: 'career-productivity',
    title: 'Deep Work for Procrastinators',
    summary: 'Protect two focused hours a day and finish the work you keep postponing.',
    description:
      'Procrastination is mostly about avoiding an unpleasant feeling, not laziness. This four-week programme combines time blocking, a distraction-free environment, the "next physical action" technique and short focus sprints to help you start, then keep going. Each week you raise your focused time a little.',
    level: 'all',
    weeks: 4,
    access: 'free',
    price: 0,
    tags: ['productivity', 'focus', 'time-blocking', 'procrastination'],
    signs: ['procrastination', 'distraction', 'overwhelm'],
    popularity: 82,
    rating: 4.5,
    ratingCount: 13,
    daysAgo: 100,
    modules: [
      mod(
        'Start',
        text('Next physical action', 'Replace "write report" with "open the doc and write three headings".'),
        video('25-minute sprints', 'One task, timer on, phone in another room; five minutes off after each sprint.'),
        quiz(
          'Focus',
          q('What usually drives procrastination?', 2, 'Laziness', 'Too much time', 'Avoiding an unpleasant feeling'),
          q('Where should your phone be during a sprint?', 0, 'In another room', 'Face up on the desk', 'In your hand'),
        ),
      ),
      mod(
        'Protect',
        text('Time blocks', 'Put two focus blocks in your calendar before anyone else can book them.'),
        text(
          'Shutdown ritual',
          "End the day by writing tomorrow's first task; starting is easier when the decision is made.",
        ),
      ),
    ],
  },
];
