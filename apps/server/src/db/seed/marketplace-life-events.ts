import { mod, q, quiz, review, text, video, type SeedProgram } from './marketplace-types.ts';

export const LIFE_EVENT_PROGRAMS: SeedProgram[] = [
  {
    key: 'wedding-16-weeks',
    creator: 'claire.dubois',
    category: 'life-events',
    title: 'Plan Your Wedding in 16 Weeks',
    summary: 'A week-by-week plan from budget and guest list to the final run sheet.',
    description:
      'A calm, structured route to your wedding day. Set priorities and a budget, build the guest list, book venue and key vendors in the right order, manage RSVPs, and create a minute-by-minute run sheet for the day. Includes vendor question lists, a budget spreadsheet and a day-of emergency kit.',
    level: 'all',
    weeks: 16,
    access: 'paid',
    price: 7900,
    tags: ['wedding', 'planning', 'budget', 'events'],
    signs: ['overwhelm', 'engaged', 'budget worries'],
    popularity: 56,
    rating: 4.9,
    ratingCount: 12,
    daysAgo: 260,
    modules: [
      mod(
        'Foundations',
        video('Your top three priorities', 'Each partner names three; the budget follows them.'),
        text(
          'The booking order',
          'Venue and date, then photographer, caterer, officiant, music, then everything else.',
        ),
      ),
      mod(
        'The day',
        text('The run sheet', 'Every timing, contact and responsibility on one page for your coordinator.'),
        quiz(
          'Wedding planning',
          q('What do you book first?', 0, 'Venue and date', 'Flowers', 'Favours'),
          q('Who gets the run sheet?', 1, 'Only the couple', 'Your coordinator and vendors', 'Nobody'),
        ),
      ),
    ],
    reviews: [review(5, "Claire's timeline kept us sane. Nothing was forgotten.")],
  },
  {
    key: 'budget-wedding',
    creator: 'claire.dubois',
    category: 'life-events',
    title: 'A Beautiful Wedding Under $10,000',
    summary: 'Where to save, where to spend and how to negotiate with vendors.',
    description:
      "A wedding does not need to cost a year's salary. Learn the levers that move the budget most (guest count, date, day of the week), off-season and brunch options, DIY that is worth it and DIY that is not, and how to negotiate packages with vendors politely.",
    level: 'beginner',
    weeks: 6,
    access: 'paid',
    price: 2900,
    tags: ['wedding', 'budget', 'saving', 'events'],
    signs: ['budget worries', 'engaged'],
    popularity: 20,
    rating: 4.7,
    ratingCount: 4,
    daysAgo: 140,
    modules: [
      mod(
        'Big levers',
        text('Guest count', 'Every guest adds catering, seating, stationery and favours: it is the biggest lever.'),
        quiz(
          'Budget levers',
          q('Which lever moves the budget most?', 1, 'Napkin colour', 'Guest count', 'Cake flavour'),
          q('Which day is usually cheapest?', 2, 'Saturday', 'Public holiday', 'A weekday or Sunday'),
        ),
      ),
      mod(
        'Spend where it matters',
        text(
          'DIY worth doing',
          'Invitations and table decor save money; catering and photography rarely should be DIY.',
        ),
        video(
          'Negotiating with vendors',
          'Ask what is included, request an off-peak package and get every change in writing.',
        ),
      ),
    ],
  },
  {
    key: 'wedding-speech',
    creator: 'claire.dubois',
    category: 'life-events',
    title: 'Write and Deliver a Wedding Speech',
    summary: 'A three-minute speech that is funny, warm and over before anyone checks their phone.',
    description:
      'For best men, maids of honour, parents and couples. A simple structure (hello, a story, the couple, a toast), how to keep jokes kind, timing, and three rehearsals that make delivery feel natural.',
    level: 'all',
    weeks: 1,
    access: 'free',
    price: 0,
    tags: ['wedding', 'public-speaking', 'speech'],
    signs: ['fear of public speaking', 'nerves'],
    popularity: 12,
    rating: 4.6,
    ratingCount: 5,
    daysAgo: 50,
    modules: [
      mod(
        'Write it',
        text(
          'Four parts',
          'Introduce yourself, one story that shows who they are, a word about the couple, raise a glass.',
        ),
        quiz(
          'Speech basics',
          q('How long is a good wedding speech?', 0, 'About three minutes', 'Twenty minutes', 'One sentence'),
          q('How many rehearsals out loud?', 1, 'None', 'At least three', 'Only on the day'),
        ),
      ),
      mod(
        'Deliver it',
        video(
          'Three rehearsals',
          'Read it aloud alone, then to a friend, then standing up with the microphone or a hairbrush.',
        ),
        text('Handling nerves', 'Hold your notes on cards, breathe out before you start, and find one friendly face.'),
      ),
    ],
  },
  {
    key: 'vip-wedding-clients',
    creator: 'claire.dubois',
    category: 'life-events',
    title: 'Client Planning Portal: Full-Service Couples',
    summary: 'Checklists and timelines for couples on my full-service package.',
    description:
      'Private portal for my full-service clients: the shared timeline, vendor contacts, decisions due each month and the final-week checklist. Shared by secret link after booking.',
    level: 'all',
    weeks: 16,
    access: 'private',
    price: 0,
    tags: ['wedding', 'clients'],
    signs: ['engaged'],
    popularity: 12,
    rating: 5,
    ratingCount: 6,
    daysAgo: 200,
    modules: [
      mod(
        'Your timeline',
        text('Decisions this month', 'Venue menu tasting, invitation proofs and music list.'),
        text(
          'Final-week checklist',
          'Confirm vendor arrival times, pack the emergency kit and hand the run sheet to your coordinator.',
        ),
      ),
      mod(
        'Vendors',
        text('Contact sheet', 'Every vendor with a day-of mobile number and arrival time.'),
        text('Payments due', 'Balances due 14 days before the wedding, paid by bank transfer.'),
      ),
    ],
  },
];
