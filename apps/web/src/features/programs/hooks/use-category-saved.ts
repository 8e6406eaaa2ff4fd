import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { categoryKeys } from '../../../shared/api/query-keys.ts';
import { useUiStore } from '../../../shared/stores/ui-store.ts';
import { CATEGORY_LIST_PATH } from '../lib/category-paths.ts';

/** After a category is saved: every category list reloads, the flash says `message`, and the list is shown. */
export function useCategorySaved() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (message: string) => {
    await queryClient.invalidateQueries({ queryKey: categoryKeys.all });
    useUiStore.getState().setFlash({ type: 'success', message });
    await navigate(CATEGORY_LIST_PATH);
    return true;
  };
}
