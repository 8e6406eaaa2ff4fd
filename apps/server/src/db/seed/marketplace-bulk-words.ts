/**
 * Word lists for synthetic catalogue rows (marketplace-bulk.ts). Each category has its own topic words, tags and
 * signs; the shared words are drawn with a skew (common words often, rare ones seldom), so full-text search over
 * 100,000 rows has the selectivity of real text: "plan" matches a large share, "kettlebell" a small one.
 */

export const BULK_TOPICS: Record<string, { topics: string[]; tags: string[]; signs: string[] }> = {
  'fitness-running': {
    topics: ['running', 'strength', 'mobility', 'marathon', 'kettlebell', 'pilates', 'cycling', 'swimming', 'hiit'],
    tags: ['running', 'strength', 'cardio', 'home-workout', 'yoga', 'endurance'],
    signs: ['low energy', 'sedentary', 'plateau', 'low stamina', 'weight gain'],
  },
  'sleep-recovery': {
    topics: ['sleep', 'insomnia', 'recovery', 'rest', 'naps', 'posture', 'back', 'knees', 'breathing'],
    tags: ['sleep', 'recovery', 'mobility', 'injury', 'relaxation'],
    signs: ['poor sleep', 'insomnia', 'fatigue', 'back pain', 'stiffness'],
  },
  nutrition: {
    topics: ['nutrition', 'protein', 'meal', 'recipes', 'vegetarian', 'mediterranean', 'sugar', 'hydration'],
    tags: ['healthy-eating', 'meal-prep', 'recipes', 'protein', 'weight'],
    signs: ['sugar cravings', 'poor diet', 'low energy', 'weight gain'],
  },
  'mental-wellbeing': {
    topics: ['stress', 'anxiety', 'mindfulness', 'confidence', 'burnout', 'worry', 'mood', 'resilience', 'calm'],
    tags: ['stress', 'cbt', 'mindfulness', 'anxiety', 'habits'],
    signs: ['stress', 'anxiety', 'overwhelm', 'burnout', 'low motivation'],
  },
  'career-productivity': {
    topics: ['career', 'interview', 'leadership', 'focus', 'negotiation', 'productivity', 'networking', 'resume'],
    tags: ['job-search', 'leadership', 'productivity', 'focus', 'negotiation'],
    signs: ['procrastination', 'career stuck', 'distraction', 'underpaid'],
  },
  'money-finance': {
    topics: ['budget', 'debt', 'investing', 'savings', 'retirement', 'taxes', 'income', 'pension'],
    tags: ['budgeting', 'investing', 'debt', 'saving', 'retirement'],
    signs: ['money stress', 'debt', 'overspending', 'no savings plan'],
  },
  'business-ecommerce': {
    topics: ['business', 'startup', 'store', 'pricing', 'marketing', 'sales', 'customers', 'ecommerce'],
    tags: ['startup', 'e-commerce', 'marketing', 'pricing', 'sales'],
    signs: ['no customers', 'low sales', 'new idea', 'side hustle'],
  },
  languages: {
    topics: ['japanese', 'spanish', 'italian', 'english', 'french', 'german', 'vocabulary', 'grammar', 'speaking'],
    tags: ['language', 'conversation', 'grammar', 'travel', 'pronunciation'],
    signs: ['new language', 'travel plans', 'accent', 'exam goal'],
  },
  creativity: {
    topics: ['photography', 'writing', 'drawing', 'portrait', 'story', 'editing', 'music', 'painting'],
    tags: ['photography', 'writing', 'creativity', 'editing', 'art'],
    signs: ['creative block', 'perfectionism', 'new hobby'],
  },
  'parenting-family': {
    topics: ['parenting', 'toddlers', 'teens', 'routines', 'discipline', 'family', 'siblings', 'bedtime'],
    tags: ['parenting', 'family', 'routines', 'children', 'teens'],
    signs: ['tantrums', 'parent stress', 'screen addiction', 'defiance'],
  },
  'life-events': {
    topics: ['wedding', 'party', 'speech', 'moving', 'celebration', 'retirement', 'travel', 'planning'],
    tags: ['wedding', 'events', 'planning', 'budget'],
    signs: ['overwhelm', 'engaged', 'budget worries', 'nerves'],
  },
};

export const TITLE_OPENERS = [
  'Practical',
  'Complete',
  'Everyday',
  'Smart',
  'Simple',
  'Mindful',
  'Fast-Track',
  'Gentle',
  'Essential',
  'Advanced',
  'Weekend',
  'Foundations of',
];

export const TITLE_FORMATS = ['Plan', 'Programme', 'Bootcamp', 'Course', 'Challenge', 'Reset', 'Masterclass', 'Guide'];

/** Ordered from common to rare: the generator picks low indexes far more often than high ones. */
export const SHARED_WORDS = (
  'plan week daily habits simple guide practice routine steps progress build learn better start goals time ' +
  'weekly tools skills small change results confidence energy health support coach track focus balance clear ' +
  'morning evening session checklist workbook lessons videos quizzes community feedback review template ' +
  'structured gradual realistic proven gentle intensive flexible practical beginners experienced parents ' +
  'professionals students travellers founders freelancers runners writers managers remote teams couples ' +
  'weekends lunch commute kitchen office garden outdoors mountains ocean winter summer spring autumn holiday ' +
  'journal breathwork stretching tempo intervals batch budgeting spreadsheet interviews portfolio storytelling ' +
  'kanji watercolour sourdough ukulele calligraphy bouldering triathlon fermentation bonsai chess origami'
).split(' ');

export const LEVELS = ['beginner', 'intermediate', 'advanced', 'all'] as const;
