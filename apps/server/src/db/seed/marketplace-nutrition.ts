import { mod, q, quiz, review, text, video, type SeedProgram } from './marketplace-types.ts';

export const NUTRITION_PROGRAMS: SeedProgram[] = [
  {
    key: 'balanced-plate',
    creator: 'priya.nair',
    category: 'nutrition',
    title: 'The Balanced Plate: Eat Well Without Counting Calories',
    summary: 'Half vegetables, a quarter protein, a quarter carbs: a simple method for steady energy.',
    description:
      'Calorie counting works for some people and exhausts most. The plate method gives you a visual rule for every meal, including takeaways and eating out. Over four weeks you learn to build breakfasts with protein, plan snacks that do not spike and crash, and read food labels in under a minute. Suitable for pre-diabetes and general healthy eating.',
    level: 'beginner',
    weeks: 4,
    access: 'free',
    price: 0,
    tags: ['healthy-eating', 'plate-method', 'blood-sugar', 'weight'],
    signs: ['low energy', 'sugar cravings', 'weight gain', 'pre-diabetes'],
    popularity: 646,
    rating: 4.7,
    ratingCount: 129,
    daysAgo: 310,
    modules: [
      mod(
        'The plate',
        video(
          'Building your plate',
          'Fill half with vegetables or salad, a quarter with protein, a quarter with whole-grain carbs.',
        ),
        text('Breakfast with protein', 'Eggs, Greek yoghurt or beans at breakfast reduce mid-morning cravings.'),
      ),
      mod(
        'Real life',
        text(
          'Reading labels fast',
          'Check serving size, then sugars and fibre per 100 g; more than 22.5 g sugar per 100 g is high.',
        ),
        quiz(
          'Plate check',
          q('What fills half of the plate?', 2, 'Protein', 'Rice or pasta', 'Vegetables'),
          q('Per 100 g, how much sugar is considered high?', 1, 'Over 5 g', 'Over 22.5 g', 'Over 60 g'),
        ),
      ),
    ],
    reviews: [review(5, 'No apps, no counting, and I have lost the 3 pm slump.')],
  },
  {
    key: 'high-protein-vegetarian',
    creator: 'priya.nair',
    category: 'nutrition',
    title: 'High-Protein Vegetarian Cooking',
    summary: 'Reach 100 g of protein a day without meat, with 20 quick recipes.',
    description:
      'Vegetarians often fall short on protein, especially when training. This six-week course covers protein targets by body weight, complete proteins from combining pulses and grains, and a rotation of 20 recipes built on lentils, tofu, tempeh, eggs and dairy. Each week includes a shopping list and a batch-cooking session.',
    level: 'intermediate',
    weeks: 6,
    access: 'paid',
    price: 3400,
    tags: ['vegetarian', 'protein', 'recipes', 'meal-prep'],
    signs: ['low protein', 'muscle loss', 'low energy'],
    popularity: 27,
    rating: 4.6,
    ratingCount: 7,
    daysAgo: 140,
    modules: [
      mod(
        'How much protein',
        text('Your target', 'Aim for 1.2-1.6 g per kg of body weight if you train, spread over 3-4 meals.'),
        video('Protein sources compared', 'Tofu, tempeh, lentils, seitan, eggs and Greek yoghurt per 100 kcal.'),
      ),
      mod(
        'Cook the week',
        video('Red lentil dal with paneer', 'A one-pot dinner with 35 g protein per serving.', 14),
        quiz(
          'Protein basics',
          q('What is a typical target for active people?', 1, '0.3 g/kg', '1.2-1.6 g/kg', '4 g/kg'),
          q('Which has the most protein per 100 kcal?', 0, 'Tempeh', 'Rice', 'Avocado'),
        ),
      ),
    ],
  },
  {
    key: 'mediterranean-30',
    creator: 'priya.nair',
    category: 'nutrition',
    title: '30 Days of Mediterranean Eating',
    summary: 'Shift your kitchen towards olive oil, legumes, fish and vegetables, one swap a day.',
    description:
      'The Mediterranean pattern has the strongest evidence of any diet for heart health. Rather than a strict plan, you make one small swap a day for 30 days: olive oil for butter, a legume dinner, nuts instead of biscuits, fish twice a week. A checklist tracks your score, and recipes are quick enough for weeknights.',
    level: 'beginner',
    weeks: 4,
    access: 'paid',
    price: 1900,
    tags: ['mediterranean', 'heart-health', 'recipes', 'habits'],
    signs: ['high cholesterol', 'poor diet', 'low energy'],
    popularity: 69,
    rating: 4.8,
    ratingCount: 12,
    daysAgo: 260,
    modules: [
      mod(
        'The pattern',
        video(
          'What Mediterranean really means',
          'Plants first, olive oil as the main fat, fish and legumes often, red meat rarely.',
        ),
        text('Your daily swap', 'Each morning the app shows one swap; tick it off in the evening.'),
      ),
      mod(
        'Staying with it',
        text(
          'Eating out',
          'Choose grilled fish or a bean dish, add a side salad, skip the bread basket if you are full.',
        ),
        quiz(
          'Mediterranean quiz',
          q('Which fat is central to the pattern?', 0, 'Olive oil', 'Butter', 'Coconut oil'),
          q('How often is fish suggested?', 1, 'Never', 'Twice a week', 'Every meal'),
        ),
      ),
    ],
  },
  {
    key: 'meal-prep-busy-parents',
    creator: 'priya.nair',
    category: 'nutrition',
    title: 'Sunday Meal Prep for Busy Parents',
    summary: 'Two hours on Sunday, five healthy family dinners ready for the week.',
    description:
      'A three-week system for families with no time on weeknights. Learn the prep-ahead method (cook grains, roast a tray of vegetables, prepare two proteins, make one sauce) and turn those components into five different dinners children will actually eat. Includes printable shopping lists and freezer rules.',
    level: 'beginner',
    weeks: 3,
    access: 'free',
    price: 0,
    tags: ['meal-prep', 'family', 'budget', 'recipes'],
    signs: ['no time', 'poor diet', 'takeaway habit'],
    popularity: 48,
    rating: 4.5,
    ratingCount: 10,
    daysAgo: 75,
    modules: [
      mod(
        'The Sunday session',
        video(
          'Components, not meals',
          'Grain, roast tray, two proteins, one sauce: the four jobs of a prep session.',
          15,
        ),
        text(
          'Fridge and freezer rules',
          'Cooked food keeps 3-4 days in the fridge; freeze anything for Thursday onwards.',
        ),
        quiz(
          'Prep safety',
          q('How long do cooked leftovers keep in the fridge?', 1, '1 day', '3-4 days', '2 weeks'),
          q(
            'What is the key idea of component prep?',
            0,
            'Mix and match parts',
            'Cook five full recipes',
            'Only salads',
          ),
        ),
      ),
      mod(
        'Five dinners from one prep',
        video(
          'Monday to Friday, mapped',
          'Tray-bake chicken becomes wraps on Tuesday and fried rice on Thursday with the prepped grains.',
        ),
        text(
          'Getting children involved',
          'Let children choose the Wednesday vegetable and assemble their own wraps: they eat what they build.',
        ),
      ),
    ],
  },
  {
    key: 'fuel-for-strength',
    creator: 'sam.patel',
    category: 'nutrition',
    title: 'Fuel for Strength: Eating to Build Muscle',
    summary: 'Protein timing, enough energy and simple meals to support your lifting.',
    description:
      'Training is the signal, food is the building material. This four-week course shows how much to eat to gain muscle without gaining much fat, how to spread protein across the day, what to eat around training, and which supplements are worth it (creatine, protein powder) and which are not.',
    level: 'intermediate',
    weeks: 4,
    access: 'paid',
    price: 2900,
    tags: ['protein', 'muscle', 'strength', 'supplements'],
    signs: ['plateau', 'muscle loss', 'low energy'],
    popularity: 14,
    rating: 4.4,
    ratingCount: 5,
    daysAgo: 45,
    modules: [
      mod(
        'Energy and protein',
        text('A small surplus', 'Eat about 200-300 kcal above maintenance; weigh yourself weekly and adjust.'),
        video(
          'Supplements that work',
          'Creatine monohydrate 3-5 g daily is the best-studied; most others are optional.',
        ),
        quiz(
          'Muscle fuel',
          q('How large a surplus is suggested?', 0, '200-300 kcal', '1,000 kcal', 'None'),
          q('Which supplement has the strongest evidence?', 2, 'BCAAs', 'Fat burners', 'Creatine'),
        ),
      ),
      mod(
        'Around your training',
        text(
          'Before and after lifting',
          'A meal with carbs and 20-40 g protein within a few hours either side of training is enough.',
        ),
        video(
          'Three easy high-protein meals',
          'Overnight oats with yoghurt, a tuna bean salad and a chilli with lean mince.',
        ),
      ),
    ],
  },
  {
    key: 'race-day-fuelling',
    creator: 'tom.okafor',
    category: 'nutrition',
    title: 'Race-Day Fuelling for Endurance Runners',
    summary: 'Carb loading, gels and hydration for half marathons and marathons.',
    description:
      'Hitting the wall is usually a fuelling mistake. Learn how to carb-load in the 48 hours before a race, what to eat on race morning, how many grams of carbohydrate per hour to take during the race, and how to train your gut on long runs so race-day gels do not cause trouble.',
    level: 'intermediate',
    weeks: 2,
    access: 'paid',
    price: 1900,
    tags: ['running', 'fuelling', 'marathon', 'hydration'],
    signs: ['hitting the wall', 'race goal', 'stomach issues'],
    popularity: 8,
    rating: 4.6,
    ratingCount: 5,
    daysAgo: 20,
    modules: [
      mod(
        'Before and during',
        text('Carb loading', 'About 8-10 g of carbohydrate per kg of body weight per day for the last 36-48 hours.'),
        text(
          'During the race',
          'Aim for 30-60 g of carbohydrate per hour from gels, drinks or chews you have practised with.',
        ),
        quiz(
          'Fuelling rules',
          q('How many grams of carbohydrate per hour in a marathon?', 1, '5-10 g', '30-60 g', '200 g'),
          q('When do you try a new gel?', 0, 'On a training long run', 'On race day', 'Never'),
        ),
      ),
      mod(
        'Race morning',
        text(
          'The last meal',
          'Eat a familiar, low-fibre breakfast of 1-4 g carbs per kg three to four hours before the start.',
        ),
        text('Hydration without overdrinking', 'Drink to thirst, sip at aid stations, and add salt on hot days.'),
      ),
    ],
  },
];
