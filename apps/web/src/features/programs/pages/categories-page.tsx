import { Badge, Button, EmptyState, Group, Skeleton, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TCategory } from '@ito/contracts/categories/list-categories';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { useCategoryDescription, useCategoryName } from '../../../shared/hooks/use-category-name.ts';
import { useUiStore } from '../../../shared/stores/ui-store.ts';
import { categoriesQuery } from '../../catalogue/public.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { TableScroll } from '../../../shared/ui/resource-table.tsx';
import { useDeleteCategory } from '../api/studio-api.ts';

/** `/creator/categories`: the caller's own categories (editable) and the global ones (read only). */
export function Component() {
  const { t } = useTranslation('studio');
  const categoryName = useCategoryName();
  const categoryDescription = useCategoryDescription();
  usePageTitle(t('categories.title'));
  const categories = useQuery(categoriesQuery());
  const deletion = useDeleteCategory();
  const busyId = deletion.isPending ? deletion.variables : null;

  const remove = async (category: TCategory) => {
    // One deletion at a time: its row shows the spinner and the other delete buttons wait.
    if (deletion.isPending) return;
    const ui = useUiStore.getState();
    if (!(await ui.confirm(t('categories.confirmDelete', { name: category.name })))) return;
    // A category in use answers 423; the client names the programs using it.
    try {
      await deletion.mutateAsync(category.id);
      ui.setFlash({ type: 'success', message: t('categories.deleted', { name: category.name }) });
    } catch {
      // Refused or failed: the API client has already told the user why (SPEC section 8).
    }
  };

  if (categories.isPending) return <Skeleton height={300} radius="md" />;
  if (categories.isError) return <LoadError onRetry={() => void categories.refetch()} />;
  const all = categories.data.data;
  const byId = new Map(all.map((c) => [c.id, c]));
  const own = all.filter((c) => c.is_own);
  const global = all.filter((c) => c.is_global);

  const table = (rows: TCategory[], isEditable: boolean, caption: string) => (
    <TableScroll label={caption} minWidth={560}>
      <Table verticalSpacing="sm" highlightOnHover>
        <VisuallyHidden component="caption">{caption}</VisuallyHidden>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('categories.name')}</Table.Th>
            <Table.Th visibleFrom="sm">{t('categories.parent')}</Table.Th>
            <Table.Th>{t('categories.programs')}</Table.Th>
            <Table.Th>{isEditable ? <VisuallyHidden>{t('programs.actions')}</VisuallyHidden> : null}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((c) => (
            <Table.Tr key={c.id}>
              <Table.Td>
                <Stack gap={2}>
                  <Text fw={600}>
                    <bdi>{categoryName(c)}</bdi>
                  </Text>
                  {categoryDescription(c) && (
                    <Text size="xs" c="dimmed" lineClamp={2}>
                      <bdi>{categoryDescription(c)}</bdi>
                    </Text>
                  )}
                </Stack>
              </Table.Td>
              <Table.Td visibleFrom="sm">
                {c.parent_id ? <bdi>{byId.has(c.parent_id) ? categoryName(byId.get(c.parent_id)!) : ''}</bdi> : '—'}
              </Table.Td>
              <Table.Td>{c.programs_count}</Table.Td>
              <Table.Td>
                {isEditable ? (
                  <Group gap="xs" justify="flex-end" wrap="nowrap">
                    <Button
                      component={Link}
                      to={`/creator/categories/edit/${c.id}`}
                      variant="default"
                      size="compact-sm"
                      aria-label={t('categories.editLabel', { name: c.name })}
                    >
                      {t('actions.edit')}
                    </Button>
                    <Button
                      variant="subtle"
                      color="danger"
                      size="compact-sm"
                      loading={busyId === c.id}
                      disabled={busyId !== null && busyId !== c.id}
                      onClick={() => void remove(c)}
                      aria-label={t('categories.deleteLabel', { name: c.name })}
                    >
                      {t('actions.delete')}
                    </Button>
                  </Group>
                ) : (
                  <Badge variant="light" color="gray">
                    {t('categories.global')}
                  </Badge>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1}>{t('categories.title')}</Title>
          <Text c="dimmed">{t('categories.lead')}</Text>
        </Stack>
        <Button component={Link} to="/creator/categories/add">
          {t('categories.create')}
        </Button>
      </Group>
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('categories.yours')}
        </Title>
        {own.length === 0 ? (
          <EmptyState
            withIndicatorBackground
            title={t('categories.emptyTitle')}
            description={t('categories.emptyBody')}
          >
            <Button component={Link} to="/creator/categories/add" variant="light">
              {t('categories.create')}
            </Button>
          </EmptyState>
        ) : (
          table(own, true, t('categories.yours'))
        )}
      </Stack>
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('categories.globalTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('categories.globalLead')}
        </Text>
        {table(global, false, t('categories.globalTitle'))}
      </Stack>
    </Stack>
  );
}
