import { useState, type ReactNode } from 'react';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { protocolKeys } from '../../../shared/api/query-keys.ts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUiStore } from '../../../shared/ui/ui-store.ts';
import { deleteItem, itemsQuery } from '../api/builder-api.ts';
import type { TProtocolItem } from '@ito/contracts/protocols/items';
import type { ItemKind } from '../lib/item-kinds.ts';
import { formatMoney } from '../../../shared/lib/money.ts';
import { EmptyList, ListSkeleton, LoadFailed, Pager, usePageParam } from './list-states.tsx';

interface ItemListProps {
  protocolId: string;
  kind: ItemKind;
  /** Where "edit" goes; without it, `onEdit` is called (KPIs are edited in place). */
  editPath?: (item: TProtocolItem) => string;
  onEdit?: (item: TProtocolItem) => void;
  /** More links per row (an assessment's questions). */
  extraActions?: (item: TProtocolItem) => ReactNode;
  emptyAction?: ReactNode;
}

/** One kind's items of a protocol, paged, with edit and delete (a used item answers 423, said by the API client). */
export function ItemList({ protocolId, kind, editPath, onEdit, extraActions, emptyAction }: ItemListProps) {
  const { t, i18n } = useTranslation('protocol-items');
  const queryClient = useQueryClient();
  const [page, setPage] = usePageParam();
  const items = useQuery(itemsQuery(protocolId, kind, page));
  const [busyId, setBusyId] = useState<string | null>(null);

  const remove = async (item: TProtocolItem) => {
    const ui = useUiStore.getState();
    if (!(await ui.confirm(t('list.confirmDelete', { name: item.name })))) return;
    setBusyId(item.id);
    try {
      await deleteItem(protocolId, kind, item.id);
      ui.setFlash({ type: 'success', message: t('list.deleted', { name: item.name }) });
    } catch {
      // Refused or failed: the API client has already told the user why (SPEC section 8).
    } finally {
      setBusyId(null);
    }
    await queryClient.invalidateQueries({ queryKey: protocolKeys.items(protocolId, kind) });
  };

  if (items.isPending) return <ListSkeleton />;
  if (items.isError) return <LoadFailed onRetry={() => void items.refetch()} />;
  const { data, meta } = items.data;
  if (data.length === 0 && page === 1) {
    return (
      <EmptyList title={t(`kinds.${kind}.emptyTitle`)} body={t(`kinds.${kind}.emptyBody`)}>
        {emptyAction}
      </EmptyList>
    );
  }

  return (
    <Stack gap="sm">
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {data.map((item) => (
          <Paper component="li" key={item.id} withBorder radius="md" p="sm">
            <Group justify="space-between" gap="sm" wrap="wrap">
              <Stack gap={2} style={{ flex: '1 1 220px', minWidth: 0 }}>
                <Text fw={600}>
                  <bdi>{item.name}</bdi>
                </Text>
                <ItemSummary item={item} locale={i18n.language} />
              </Stack>
              <Group gap="xs" wrap="wrap">
                {extraActions?.(item)}
                {editPath ? (
                  <Button
                    component={Link}
                    to={editPath(item)}
                    variant="default"
                    mih={44}
                    aria-label={t('list.editLabel', { name: item.name })}
                  >
                    {t('list.edit')}
                  </Button>
                ) : (
                  <Button
                    variant="default"
                    mih={44}
                    onClick={() => onEdit?.(item)}
                    aria-label={t('list.editLabel', { name: item.name })}
                  >
                    {t('list.edit')}
                  </Button>
                )}
                <Button
                  variant="subtle"
                  color="danger"
                  mih={44}
                  loading={busyId === item.id}
                  onClick={() => void remove(item)}
                  aria-label={t('list.deleteLabel', { name: item.name })}
                >
                  {t('list.delete')}
                </Button>
              </Group>
            </Group>
          </Paper>
        ))}
      </Stack>
      <Pager page={meta.current_page} lastPage={meta.last_page} onChange={setPage} />
    </Stack>
  );
}

/** The one or two facts that tell items of a kind apart. */
function ItemSummary({ item, locale }: { item: TProtocolItem; locale: string }) {
  const { t } = useTranslation('protocol-items');
  const d = item.data ?? {};
  let facts: ReactNode = item.description ? <bdi>{item.description}</bdi> : null;
  if (item.kind === 'order' && typeof d.amount_minor === 'number' && typeof d.currency === 'string') {
    facts = (
      <Group gap={6}>
        <Badge variant="light">{t(`orderTypes.${String(d.type ?? 'confirmation')}`)}</Badge>
        <span>{formatMoney(d.amount_minor, d.currency, locale)}</span>
      </Group>
    );
  } else if (item.kind === 'kpi') {
    facts = t('kpi.summary', {
      direction: t(`kpiDirections.${String(d.direction ?? 'up')}`),
      target: String(d.target ?? ''),
      unit: String(d.unit ?? ''),
    });
  } else if (item.kind === 'assessment') {
    facts = t('assessment.summary', {
      n: item.question_count ?? 0,
      score: typeof d.pass_score === 'number' ? d.pass_score : t('question.noPass'),
    });
  } else if (item.kind === 'nudge' && typeof d.channel === 'string') {
    facts = <Badge variant="light">{t(`channels.${d.channel}`)}</Badge>;
  }
  if (!facts) return null;
  return (
    <Text size="sm" c="dimmed" component="div" lineClamp={2}>
      {facts}
    </Text>
  );
}
