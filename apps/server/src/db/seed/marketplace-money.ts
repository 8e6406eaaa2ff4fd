import { mod, q, quiz, review, text, video, type SeedProgram } from './marketplace-types.ts';

export const MONEY_PROGRAMS: SeedProgram[] = [
  {
    key: 'zero-based-budget',
    creator: 'daniel.brooks',
    category: 'money-finance',
    title: 'Your First Zero-Based Budget',
    summary: 'Give every dollar a job and finish the month with money left, not guilt.',
    description:
      'A four-week programme to build a budget you will actually use. Track one month of spending without judgement, set up categories that match your life, assign every dollar of income before the month starts, and hold a 15-minute weekly money check-in. Includes a spreadsheet template and rules for irregular expenses.',
    level: 'beginner',
    weeks: 4,
    access: 'free',
    price: 0,
    tags: ['budgeting', 'saving', 'money-habits', 'spreadsheet'],
    signs: ['overspending', 'living paycheck to paycheck', 'money stress'],
    popularity: 312,
    rating: 4.7,
    ratingCount: 64,
    daysAgo: 320,
    modules: [
      mod(
        'See where it goes',
        video('Tracking without judgement', 'Export three months of bank data and sort it into ten categories.'),
        text('Sinking funds', 'Divide yearly costs (insurance, gifts, car repairs) by 12 and save that monthly.'),
      ),
      mod(
        'Assign every dollar',
        video('Building the budget', 'Income minus every planned outflow, including savings, equals zero.'),
        quiz(
          'Budget basics',
          q('In a zero-based budget, income minus allocations equals:', 0, 'Zero', 'Your salary', 'Your debt'),
          q('How do you handle a yearly bill?', 2, 'Ignore it', 'Pay by credit card', 'Save a monthly share'),
        ),
      ),
    ],
    reviews: [review(5, 'First month in years I did not touch my credit card.')],
  },
  {
    key: 'debt-free-plan',
    creator: 'daniel.brooks',
    category: 'money-finance',
    title: 'Debt-Free Plan: Snowball or Avalanche',
    summary: 'Choose a payoff method, negotiate rates and watch balances fall month by month.',
    description:
      'Pay off credit cards, car loans and personal loans with a plan. You list every debt, build a small emergency buffer so new debt does not creep in, pick the snowball (smallest balance first) or avalanche (highest rate first) method, and learn how to ask for lower rates or balance transfers. A payoff calculator shows your debt-free date.',
    level: 'beginner',
    weeks: 8,
    access: 'paid',
    price: 3900,
    tags: ['debt', 'credit-cards', 'payoff', 'interest'],
    signs: ['debt', 'money stress', 'overspending'],
    popularity: 93,
    rating: 4.8,
    ratingCount: 19,
    daysAgo: 190,
    modules: [
      mod(
        'The full picture',
        text('List every debt', 'Balance, interest rate, minimum payment and due date, in one table.'),
        video('A starter buffer', 'Save $1,000 or one month of essentials before attacking debt.'),
      ),
      mod(
        'Pay it down',
        video(
          'Snowball vs avalanche',
          'Avalanche saves the most interest; snowball gives quick wins that keep people going.',
        ),
        quiz(
          'Payoff methods',
          q('Which method pays the highest interest rate first?', 1, 'Snowball', 'Avalanche', 'Minimums only'),
          q('Why keep a small buffer while paying debt?', 0, 'To avoid new debt', 'To invest', 'No reason'),
        ),
      ),
    ],
  },
  {
    key: 'index-investing-basics',
    creator: 'daniel.brooks',
    category: 'money-finance',
    title: 'Index Investing for Beginners',
    summary: 'Understand funds, fees and risk, and set up a simple portfolio you can leave alone.',
    description:
      'Investing does not need stock picking. This six-week course explains compound growth, why costs matter, what index funds and ETFs are, how to match risk to your time horizon, and how to automate monthly contributions into a two or three-fund portfolio. Educational only, not personal financial advice.',
    level: 'beginner',
    weeks: 6,
    access: 'paid',
    price: 4900,
    tags: ['investing', 'index-funds', 'etf', 'retirement'],
    signs: ['financial anxiety', 'no savings plan', 'confusion about investing'],
    popularity: 132,
    rating: 4.8,
    ratingCount: 25,
    daysAgo: 270,
    modules: [
      mod(
        'How investing works',
        video('Compound growth', '$300 a month at 6% grows to about $300,000 in 30 years; most of it is growth.'),
        text('Fees matter', 'A 1% yearly fee can consume a quarter of your returns over 30 years.'),
      ),
      mod(
        'Build the portfolio',
        video(
          'The three-fund portfolio',
          'A home-market index, a world index and a bond index; rebalance once a year.',
        ),
        quiz(
          'Investing basics',
          q('What does an index fund do?', 2, 'Picks winning stocks', 'Guarantees returns', 'Tracks a whole market'),
          q('What should decide your bond share?', 0, 'Time horizon and risk', 'The news', 'Last year'),
        ),
      ),
    ],
  },
  {
    key: 'freelancer-money',
    creator: 'daniel.brooks',
    category: 'money-finance',
    title: 'Money for Freelancers: Taxes, Buffers and Pay Yourself',
    summary: 'Smooth irregular income, set aside taxes and stop panicking in slow months.',
    description:
      'Freelance income is lumpy. This five-week programme sets up a three-account system (income, tax, salary), a rule for how much tax to set aside, a buffer of two to three months of expenses, and a fixed monthly salary you pay yourself from the income account. Also covers invoicing terms and retirement accounts for the self-employed.',
    level: 'intermediate',
    weeks: 5,
    access: 'paid',
    price: 4400,
    tags: ['freelance', 'taxes', 'self-employed', 'cash-flow'],
    signs: ['irregular income', 'tax worries', 'money stress'],
    popularity: 20,
    rating: 4.6,
    ratingCount: 5,
    daysAgo: 85,
    modules: [
      mod(
        'The three accounts',
        video(
          'Income, tax, salary',
          'Every payment lands in income; a fixed share moves to tax; a fixed salary moves to personal.',
        ),
        quiz(
          'Freelance money',
          q('Which account receives client payments?', 0, 'Income', 'Tax', 'Salary'),
          q('How big should the buffer be?', 1, 'One week', '2-3 months of expenses', 'Nothing'),
        ),
      ),
      mod(
        'Slow months and growth',
        text(
          'Pay yourself a salary',
          'Pay the same amount on the same date each month, whatever came in; the buffer absorbs the swings.',
        ),
        video(
          'Retirement when self-employed',
          'Automate a fixed share of each invoice into a tax-advantaged retirement account.',
        ),
      ),
    ],
  },
  {
    key: 'retire-plan-40s',
    creator: 'daniel.brooks',
    category: 'money-finance',
    title: 'Retirement Check-Up for Your 40s',
    summary: 'Find out if you are on track and what to change in the next 10 years.',
    description:
      'Your forties are the decade where retirement goes from abstract to urgent. Estimate the income you will need, gather your pension and savings balances, project them forward, and choose levers: saving rate, retirement age, investment mix and housing. Ends with a one-page plan.',
    level: 'intermediate',
    weeks: 3,
    access: 'paid',
    price: 2900,
    tags: ['retirement', 'pension', 'planning'],
    signs: ['financial anxiety', 'no savings plan'],
    popularity: 4,
    rating: 4.5,
    ratingCount: 2,
    daysAgo: 25,
    modules: [
      mod(
        'Where you stand',
        text(
          'The income you need',
          'A common starting point is 70% of your current income, adjusted for mortgage and children.',
        ),
        text('The four levers', 'Save more, retire later, invest differently, or need less.'),
      ),
      mod(
        'Your one-page plan',
        video('Projecting forward', 'Use a conservative 4% real return to see what your current saving rate delivers.'),
        quiz(
          'Retirement check',
          q('What is a common target replacement income?', 1, '20%', 'About 70%', '150%'),
          q('Which lever is fully in your control today?', 0, 'Your saving rate', 'Market returns', 'Inflation'),
        ),
      ),
    ],
  },
  {
    key: 'wills-estate-basics',
    creator: 'aisha.rahman',
    category: 'money-finance',
    title: 'Wills and Estate Planning Basics',
    summary: 'What a will, a power of attorney and beneficiaries do, and what to prepare before seeing a lawyer.',
    description:
      'Most adults do not have a will, and the reasons are usually uncertainty and cost. This two-week course explains wills, guardianship for children, powers of attorney, healthcare directives and beneficiary designations in plain English, with a checklist of documents and decisions to prepare. General information, not legal advice for your situation.',
    level: 'beginner',
    weeks: 2,
    access: 'free',
    price: 0,
    tags: ['legal', 'wills', 'estate-planning', 'family'],
    signs: ['new parent', 'no will', 'family planning'],
    popularity: 13,
    rating: 4.7,
    ratingCount: 3,
    daysAgo: 150,
    modules: [
      mod(
        'The documents',
        video('Will, power of attorney, directive', 'What each document does and when it takes effect.'),
        quiz(
          'Estate basics',
          q('Which document names a guardian for children?', 0, 'A will', 'A bank statement', 'A lease'),
          q('What do beneficiary designations override?', 1, 'Nothing', 'Your will, for that account', 'Tax law'),
        ),
      ),
      mod(
        'Prepare before you meet a lawyer',
        text(
          'Your checklist',
          'List assets, debts, accounts with beneficiaries, guardians for children and your executor.',
        ),
        text(
          'Review every few years',
          'Update after marriage, divorce, a new child, a move abroad or a large change in assets.',
        ),
      ),
    ],
  },
];
