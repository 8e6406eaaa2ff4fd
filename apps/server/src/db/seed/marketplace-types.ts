/**
 * Shapes and small builders for the seeded marketplace. The data files read like a syllabus: one program per block,
 * lessons written with `video(...)`, `text(...)` and `quiz(...)`, so a reader (and the agent that retrieves from
 * this content) sees real titles and content rather than fixture noise.
 */

export type SeedQuestion = { prompt: string; options: string[]; correct: number };

export type SeedLesson =
  | { kind: 'video' | 'text'; title: string; content: string; minutes: number }
  | { kind: 'quiz'; title: string; content: string; minutes: number; questions: SeedQuestion[] };

export type SeedModule = { title: string; lessons: SeedLesson[] };

export type SeedReview = { rating: number; body: string };

export type SeedProgram = {
  /** Natural key: shortcode and secret derive from it, so a second seed run finds the same row. */
  key: string;
  /** A creator's username (marketplace-people.ts), or `demo-expert` for expert@demo.test. */
  creator: string;
  /** A global category slug. */
  category: string;
  title: string;
  summary: string;
  description: string;
  level: 'beginner' | 'intermediate' | 'advanced' | 'all';
  weeks: number;
  access: 'free' | 'paid' | 'subscription' | 'private';
  /** Minor units (cents); 0 for free programs. */
  price: number;
  tags: string[];
  /** What the program addresses: the catalogue's "signs" filter. */
  signs: string[];
  popularity: number;
  rating: number;
  ratingCount: number;
  /** Published this many days before the seed run. */
  daysAgo: number;
  isDraft?: boolean;
  modules: SeedModule[];
  reviews?: SeedReview[];
};

export function mod(title: string, ...lessons: SeedLesson[]): SeedModule {
  return { title, lessons };
}

export function video(title: string, content: string, minutes = 8): SeedLesson {
  return { kind: 'video', title, content, minutes };
}

export function text(title: string, content: string, minutes = 5): SeedLesson {
  return { kind: 'text', title, content, minutes };
}

export function quiz(title: string, ...questions: SeedQuestion[]): SeedLesson {
  return { kind: 'quiz', title, content: 'Check what you took from this module.', minutes: 3, questions };
}

/** A question; `correct` is the 0-based index of the right option. */
export function q(prompt: string, correct: number, ...options: string[]): SeedQuestion {
  return { prompt, options, correct };
}

export function review(rating: number, body: string): SeedReview {
  return { rating, body };
}
