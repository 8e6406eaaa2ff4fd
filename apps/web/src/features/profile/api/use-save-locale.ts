import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Language } from '../../../shared/i18n/language.ts';
import { profileKeys } from './keys.ts';

/**
 * Stores the language a signed-in user switches to as their `locale`. The request and its contract load lazily:
 * the header is in every page's first download (DESIGN section 12's budget).
 */
export function useSaveLocale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (locale: Language) => (await import('./save-locale.ts')).saveLocale(locale),
    onSuccess: (response) => queryClient.setQueryData(profileKeys.me(), response),
  });
}
