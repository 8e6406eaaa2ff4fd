import { useState } from 'react';
import { Badge, Button, Group, Menu, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TDiscountCodeRow } from '@ito/contracts/commerce/discount-codes';
import { useMediumDate } from '../../../shared/hooks/use-medium-date.ts';
import { usePageParam } from '../../../shared/hooks/use-page-param.ts';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { formatMoney } from '../../../shared/lib/money.ts';
import { useUiStore } from '../../../shared/stores/ui-store.ts';
import { EmptyList } from '../../../shared/ui/list-empty.tsx';
import { ResourceTable, RowActions, type ResourceColumn } from '../../../shared/ui/resource-table.tsx';
import { discountCodesQuery, useDeleteDiscountCode } from '../api/discount-codes-api.ts';
import { DiscountCodeForm } from '../components/discount-code-form.tsx';

/** `/creator/discount-codes`: the creator's codes, created, edited and deleted here. */
export function Component() {
  const { t, i18n } = useTranslation('commerce');
  usePageTitle(t('codes.title'));
  const date = useMediumDate();
  const [page, setPage] = usePageParam();
  const codes = useQuery(discountCodesQuery(page));
  const remove = useDeleteDiscountCode();
  // undefined: no form; null: a new code; a row: that code.
  const [editing, setEditing] = useState<TDiscountCodeRow | null | undefined>(undefined);
  const busyId = remove.isPending ? (remove.variables ?? null) : null;

  const onDelete = async (row: TDiscountCodeRow) => {
    const ui = useUiStore.getState();
    if (!(await ui.confirm(t('codes.confirmDelete', { code: row.code })))) return;
    try {
      await remove.mutateAsync(row.id);
      ui.setFlash({ type: 'success', message: t('codes.deleted') });
    } catch {
      // The API client has said why.
    }
  };

  const columns: ResourceColumn<TDiscountCodeRow>[] = [
    {
      key: 'code',
      header: t('codes.code'),
      cell: (row) => (
        <Text fw={600} dir="ltr" ff="monospace">
          {row.code}
        </Text>
      ),
    },
    {
      key: 'off',
      header: t('codes.off'),
      cell: (row) =>
        row.kind === 'percent'
          ? new Intl.NumberFormat(i18n.language, { style: 'percent' }).format((row.percent_off ?? 0) / 100)
          : formatMoney(row.amount_off_minor ?? 0, row.currency ?? 'USD', i18n.language),
    },
    {
      key: 'uses',
      header: t('codes.uses'),
      secondary: true,
      cell: (row) =>
        row.max_uses === null
          ? t('codes.usedUnlimited', { used: row.used_count })
          : t('codes.usedOf', { used: row.used_count, max: row.max_uses }),
    },
    {
      key: 'expires',
      header: t('codes.expires'),
      secondary: true,
      cell: (row) => (row.expires_at ? date(row.expires_at) : t('codes.never')),
    },
    {
      key: 'active',
      header: t('codes.state'),
      cell: (row) => (
        <Badge color={row.active ? 'success' : 'gray'} variant="light">
          {row.active ? t('codes.on') : t('codes.off_state')}
        </Badge>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          {t('codes.title')}
        </Title>
        <Button onClick={() => setEditing(null)} mih={44}>
          {t('codes.add')}
        </Button>
      </Group>
      <Text c="dimmed">{t('codes.lead')}</Text>
      <ResourceTable
        studio
        label={t('codes.title')}
        query={codes}
        columns={columns}
        rowKey={(row) => row.id}
        onPage={setPage}
        minWidth={680}
        actions={{
          label: t('codes.actions'),
          render: (row) => (
            <RowActions
              label={t('codes.actions')}
              name={t('codes.actionsFor', { code: row.code })}
              busy={busyId === row.id}
            >
              <Menu.Item onClick={() => setEditing(row)}>{t('codes.edit')}</Menu.Item>
              <Menu.Item color="danger" onClick={() => void onDelete(row)}>
                {t('codes.delete')}
              </Menu.Item>
            </RowActions>
          ),
        }}
        empty={
          <EmptyList title={t('codes.emptyTitle')} body={t('codes.emptyBody')}>
            <Button onClick={() => setEditing(null)}>{t('codes.add')}</Button>
          </EmptyList>
        }
      />
      {editing !== undefined ? <DiscountCodeForm row={editing} onClose={() => setEditing(undefined)} /> : null}
    </Stack>
  );
}
