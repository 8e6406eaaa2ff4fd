/** Global catalogue categories and the creators who publish in them. Natural keys: slug, email, username. */
import type { TGlobalCategorySlug } from '@ito/contracts/categories/global-categories';

/** Every slug is one of the contracts' GLOBAL_CATEGORY_SLUGS, which the web names in each language (decision 085). */
export const MARKETPLACE_CATEGORIES = [
  {
    slug: 'fitness-running',
    name: 'Fitness & running',
    description: 'Running plans, strength and mobility for every level.',
  },
  {
    slug: 'sleep-recovery',
    name: 'Sleep & recovery',
    description: 'Better nights, gentler days: sleep habits, rest and injury recovery.',
  },
  { slug: 'nutrition', name: 'Nutrition', description: 'Everyday eating, meal planning and fuelling for sport.' },
  {
    slug: 'mental-wellbeing',
    name: 'Mental wellbeing',
    description: 'Stress, anxiety, mood and habits, with evidence-based tools.',
  },
  {
    slug: 'career-productivity',
    name: 'Career & productivity',
    description: 'Job search, negotiation, leadership and focused work.',
  },
  {
    slug: 'money-finance',
    name: 'Money & finance',
    description: 'Budgeting, debt, investing and planning for later life.',
  },
  {
    slug: 'business-ecommerce',
    name: 'Business & e-commerce',
    description: 'Validate, launch and grow a small business or online shop.',
  },
  { slug: 'languages', name: 'Languages', description: 'Speak, read and write a new language, step by step.' },
  { slug: 'creativity', name: 'Creativity', description: 'Photography, writing and creative practice.' },
  {
    slug: 'parenting-family',
    name: 'Parenting & family',
    description: 'Calmer routines and stronger bonds at home, from toddlers to teens.',
  },
  {
    slug: 'life-events',
    name: 'Life events & planning',
    description: 'Weddings, celebrations and the big moments worth planning well.',
  },
] as const satisfies readonly { slug: TGlobalCategorySlug; name: string; description: string }[];

export type SeedCreator = {
  username: string;
  full_name: string;
  profession: string;
  bio: string;
  country: string;
};

/** Every creator signs in with DEMO_PASSWORD (seed.ts); their rating is derived from their programs. */
export const MARKETPLACE_CREATORS: SeedCreator[] = [
  {
    username: 'lena.hartmann',
    full_name: 'Dr. Lena Hartmann',
    profession: 'Psychologist',
    country: 'DE',
    bio: 'Clinical psychologist with 14 years in outpatient practice. I teach cognitive behavioural tools for stress, worry and low mood in short, practical steps you can use between appointments or instead of waiting for one.',
  },
  {
    username: 'priya.nair',
    full_name: 'Priya Nair',
    profession: 'Dietitian',
    country: 'GB',
    bio: 'Registered dietitian (HCPC). I spent eight years in NHS diabetes clinics before moving online. No detoxes, no banned foods: balanced plates, realistic prep and habits that survive a busy week.',
  },
  {
    username: 'sofia.marquez',
    full_name: 'Sofia Marquez',
    profession: 'Yoga Instructor',
    country: 'ES',
    bio: 'E-RYT 500 yoga teacher in Valencia. I work with runners, desk workers and people who "are not flexible": short sequences, clear cues and breathing that calms the nervous system.',
  },
  {
    username: 'tom.okafor',
    full_name: 'Tom Okafor',
    profession: 'Running coach',
    country: 'IE',
    bio: 'UKA-qualified running coach and former 800 m athlete. I have coached over 600 runners from their first 5K to sub-3 marathons with plans built on easy miles, patience and one honest workout a week.',
  },
  {
    username: 'sam.patel',
    full_name: 'Sam Patel',
    profession: 'Personal Trainer',
    country: 'GB',
    bio: 'Strength coach and personal trainer. I help beginners get strong at home with minimal kit, and busy people train three times a week without getting hurt.',
  },
  {
    username: 'marcus.lee',
    full_name: 'Dr. Marcus Lee',
    profession: 'Sleep coach',
    country: 'US',
    bio: 'Sleep physiologist turned sleep coach. I adapt the core of CBT-I (sleep scheduling, stimulus control, worry management) for people who want to sleep well without relying on pills.',
  },
  {
    username: 'ines.carvalho',
    full_name: 'Ines Carvalho',
    profession: 'Physiotherapist',
    country: 'PT',
    bio: 'Musculoskeletal physiotherapist working with runners and office workers. Load management, progressive exercise and clear explanations of pain.',
  },
  {
    username: 'hannah.kim',
    full_name: 'Hannah Kim',
    profession: 'Career coach',
    country: 'CA',
    bio: 'Former tech recruiter, now ICF-certified career coach. I know what happens on the other side of the application form and help people change roles, negotiate and lead with confidence.',
  },
  {
    username: 'daniel.brooks',
    full_name: 'Daniel Brooks',
    profession: 'Financial advisor',
    country: 'US',
    bio: 'Fee-only financial planner (CFP). I do not sell products; I teach budgeting, debt payoff and low-cost investing so people make calm decisions with their money.',
  },
  {
    username: 'aisha.rahman',
    full_name: 'Aisha Rahman',
    profession: 'Attorney',
    country: 'US',
    bio: 'Small-business and estate attorney. Plain-English legal basics for freelancers, founders and families, so you know when a template is enough and when to call a lawyer.',
  },
  {
    username: 'ben.adeyemi',
    full_name: 'Ben Adeyemi',
    profession: 'Business consultant',
    country: 'NG',
    bio: 'Business consultant who has helped 200+ founders test ideas, price their services and open online shops. Lean methods, real numbers, no hype.',
  },
  {
    username: 'yuki.tanaka',
    full_name: 'Yuki Tanaka',
    profession: 'Language teacher',
    country: 'JP',
    bio: 'Japanese teacher from Osaka with a JLPT teaching certificate and ten years of online classes. Kana first, real conversations early, grammar when it helps.',
  },
  {
    username: 'mateo.rossi',
    full_name: 'Mateo Rossi',
    profession: 'Translator',
    country: 'IT',
    bio: 'Professional translator (Italian, Spanish, English) and language tutor. I teach the phrases people actually use and the pronunciation that makes them understood.',
  },
  {
    username: 'nora.lindqvist',
    full_name: 'Nora Lindqvist',
    profession: 'Photographer',
    country: 'SE',
    bio: 'Portrait and street photographer from Stockholm, published in national magazines. I teach light, composition and editing with the camera you already own.',
  },
  {
    username: 'jonah.weiss',
    full_name: 'Jonah Weiss',
    profession: 'Copywriter',
    country: 'US',
    bio: 'Copywriter and fiction writer. Fifteen years writing for brands by day and short stories by night; I teach the daily practice that gets words onto the page.',
  },
  {
    username: 'grace.mwangi',
    full_name: 'Grace Mwangi',
    profession: 'Parenting coach',
    country: 'KE',
    bio: 'Parenting coach and former early-years teacher, mother of three. Positive discipline and calm routines, with scripts you can use in the moment.',
  },
  {
    username: 'claire.dubois',
    full_name: 'Claire Dubois',
    profession: 'Wedding Planner',
    country: 'FR',
    bio: 'Wedding and event planner for twelve years, from city-hall lunches to 250-guest weekends. Timelines, budgets and vendor checklists that keep the day about you.',
  },
];

/** The demo expert (seed.ts) also publishes; this gives them a public profile. */
export const DEMO_EXPERT_PROFILE = {
  username: 'elias.expert',
  profession: 'Life coach',
  bio: 'Life coach focused on habits and routines. I help people build small daily systems that make the big goals happen on their own.',
};

/** Seeded creators sign in as `<username>@creators.demo.test`. */
export const creatorEmail = (username: string) => `${username}@creators.demo.test`;
