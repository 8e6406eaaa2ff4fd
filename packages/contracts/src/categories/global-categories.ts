/**
 * The platform's own catalogue categories (`categories.owner_id` null), by slug (decision 085). The database keeps
 * each one's English name for the API and search; the web names them in the reader's language by this slug
 * (`categories` in the web's `locales/<lang>/kit.json`), and a test fails when one of them lacks a name in a language. A creator's own
 * category reads as its creator wrote it: its slug can never be one of these (the slug must be free among the
 * global categories and the creator's own).
 */
export const GLOBAL_CATEGORY_SLUGS = [
  'fitness-running',
  'sleep-recovery',
  'nutrition',
  'mental-wellbeing',
  'career-productivity',
  'money-finance',
  'business-ecommerce',
  'languages',
  'creativity',
  'parenting-family',
  'life-events',
] as const;
export type TGlobalCategorySlug = (typeof GLOBAL_CATEGORY_SLUGS)[number];

export function isGlobalCategorySlug(slug: string): slug is TGlobalCategorySlug {
  return (GLOBAL_CATEGORY_SLUGS as readonly string[]).includes(slug);
}
