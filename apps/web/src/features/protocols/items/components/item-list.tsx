import type { ReactNode } from 'react';
import { Badge, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { itemsQuery, useDeleteItem } from '../api/items-api.ts';
import { ZMoney } from '@ito/contracts/common/money';
import type { TProtocolItem } from '@ito/contracts/protocols/items';
import type { ItemKind } from '../lib/item-kinds.ts';
import { formatMoney } from '../../../../shared/lib/money.ts';
import { useConfirmedRemove } from '../hooks/use-confirmed-remove.ts';
import { usePageParam } from '../../../../shared/hooks/use-page-param.ts';
import { CardList, CardTitle, ListCard } from '../../../../shared/ui/card-list.tsx';
import { EmptyList } from '../../../../shared/ui/list-empty.tsx';
import { EditDeleteButtons } from '../../../../shared/ui/row-buttons.tsx';

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
  const deleteItem = useDeleteItem(protocolId, kind);
  const [page] = usePageParam();
  const items = useQuery(itemsQuery(protocolId, kind, page));
  const { busyId, remove } = useConfirmedRemove(deleteItem.mutateAsync);

  return (
    <CardList
      query={items}
      empty={
        <EmptyList title={t(`kinds.${kind}.emptyTitle`)} body={t(`kinds.${kind}.emptyBody`)}>
          {emptyAction}
        </EmptyList>
      }
    >
      {(item: TProtocolItem) => (
        <ListCard
          key={item.id}
          actions={
            <Group gap="xs" wrap="wrap">
              {extraActions?.(item)}
              <EditDeleteButtons
                name={item.name}
                editTo={editPath?.(item)}
                onEdit={() => onEdit?.(item)}
                busy={busyId === item.id}
                onDelete={() =>
                  void remove(
                    item.id,
                    t('list.confirmDelete', { name: item.name }),
                    t('list.deleted', { name: item.name }),
                  )
                }
              />
            </Group>
          }
        >
          <CardTitle>{item.name}</CardTitle>
          <ItemSummary item={item} locale={i18n.language} />
        </ListCard>
      )}
    </CardList>
  );
}

/** The one or two facts that tell items of a kind apart. */
function ItemSummary({ item, locale }: { item: TProtocolItem; locale: string }) {
  const { t } = useTranslation('protocol-items');
  const d = item.data ?? {};
  let facts: ReactNode = item.description ? <bdi>{item.description}</bdi> : null;
  const money = item.kind === 'order' ? ZMoney.safeParse(d) : null;
  if (money?.success) {
    facts = (
      <Group gap={6}>
        <Badge variant="light">{t(`orderTypes.${String(d.type ?? 'confirmation')}`)}</Badge>
        <span>{formatMoney(money.data.amount_minor, money.data.currency, locale)}</span>
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
