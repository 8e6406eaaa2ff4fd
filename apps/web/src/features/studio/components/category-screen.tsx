import type { ReactNode } from 'react';
import { Anchor, Skeleton, Stack, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { TCategory } from '@ito/contracts/categories/list-categories';
import { categoryKeys } from '../../../shared/api/query-keys.ts';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { useUiStore } from '../../../shared/ui/ui-store.ts';
import { categoriesQuery } from '../../catalogue/public.ts';

const LIST_PATH = '/creator/categories';

/**
 * The add and edit category screens: the way back, the title, and (once the categories a parent is picked from have
 * loaded) what `children` makes of them.
 */
export function CategoryScreen({
  title,
  children,
}: {
  title: string;
  children: (categories: readonly TCategory[]) => ReactNode;
}) {
  const { t } = useTranslation('studio');
  usePageTitle(title);
  const categories = useQuery(categoriesQuery());

  let content;
  if (categories.isPending) content = <Skeleton height={240} radius="md" />;
  else if (categories.isError) content = <LoadError onRetry={() => void categories.refetch()} />;
  else content = children(categories.data.data);

  return (
    <Stack gap="md" maw={640}>
      <Anchor component={Link} to={LIST_PATH} size="sm">
        {t('categories.back')}
      </Anchor>
      <Title order={1}>{title}</Title>
      {content}
    </Stack>
  );
}

/** After a category is saved: every category list reloads, the flash says `message`, and the list is shown. */
export function useCategorySaved() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (message: string) => {
    await queryClient.invalidateQueries({ queryKey: categoryKeys.all });
    useUiStore.getState().setFlash({ type: 'success', message });
    await navigate(LIST_PATH);
    return true;
  };
}
