import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isGlobalCategorySlug } from '@ito/contracts/categories/global-categories';

/** A category as the API names it: its slug, its stored (English, or its creator's) name, and whether it is global. */
export type NamedCategory = { slug: string; name: string; is_global?: boolean };

/**
 * Names a category in the reader's language (decision 085): one of the platform's global categories by its slug
 * (`categories` in `locales/<lang>/kit.json`, which every page has), a creator's own category as its creator wrote it.
 */
export function useCategoryName(): (category: NamedCategory) => string {
  const { t } = useTranslation('kit');
  return useCallback(
    (category: NamedCategory) =>
      category.is_global !== false && isGlobalCategorySlug(category.slug)
        ? t(`categories.${category.slug}.name`, { defaultValue: category.name })
        : category.name,
    [t],
  );
}

/** A category's description in the reader's language, the same way (`null` when it has none). */
export function useCategoryDescription(): (category: NamedCategory & { description: string | null }) => string | null {
  const { t } = useTranslation('kit');
  return useCallback(
    (category: NamedCategory & { description: string | null }) =>
      category.is_global !== false && isGlobalCategorySlug(category.slug)
        ? t(`categories.${category.slug}.description`, { defaultValue: category.description ?? '' }) || null
        : category.description,
    [t],
  );
}
