import { useMemo, useState } from 'react';
import { Anchor, Select, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { searchItems } from '@ito/protocol/item-search';
import type { StepKind } from '@ito/protocol/model';
import { useEditorStore } from '../stores/editor-store.ts';
import { itemKindOf, itemPagePath, itemsQuery } from '../api/builder-api.ts';

/**
 * The item a step uses (a nudge text, an assessment, a KPI...), from the protocol's items of that kind. Search and
 * order come from the package's `searchItems` (SPEC section 4 "Item search"): items other steps already use are left
 * out, names are sorted without regard to case.
 */
export function ItemPicker({ protocolId, nodeId, kind }: { protocolId: string; nodeId: string; kind: StepKind }) {
  const { t } = useTranslation('builder');
  const itemKind = itemKindOf(kind);
  const items = useQuery({ ...itemsQuery(protocolId, itemKind ?? 'nudge'), enabled: itemKind !== null });
  const nodes = useEditorStore((s) => s.nodes);
  const selectedId = useEditorStore((s) => s.nodes.find((n) => n.id === nodeId)?.data.selectedItemId ?? null);
  const [search, setSearch] = useState('');

  const used = useMemo(
    () =>
      nodes
        .filter((n) => n.id !== nodeId && n.data.type === kind && n.data.selectedItemId)
        .map((n) => ({ id: n.data.selectedItemId as string, user_item: true })),
    [nodes, nodeId, kind],
  );
  const results = useMemo(() => searchItems(items.data?.data ?? [], [], used, search), [items.data, used, search]);
  if (itemKind === null) return null;
  const byId = new Map((items.data?.data ?? []).map((item) => [item.id, item]));
  const selected = selectedId ? byId.get(selectedId) : undefined;
  // The chosen item stays listed even when the search would hide it.
  const data = results.map((r) => ({ value: String(r.id), label: r.name }));
  if (selected && !data.some((d) => d.value === selected.id))
    data.unshift({ value: selected.id, label: selected.name });
  const page = itemPagePath(itemKind);

  return (
    <Stack gap={4}>
      <Select
        label={t(`panel.item.${itemKind}`)}
        placeholder={items.isPending ? t('panel.item.loading') : t('panel.item.placeholder')}
        data={data}
        value={selectedId}
        searchable
        clearable
        searchValue={search}
        onSearchChange={setSearch}
        filter={({ options }) => options}
        nothingFoundMessage={items.isError ? t('panel.item.failed') : t('panel.item.none')}
        onChange={(value) => {
          const item = value ? byId.get(value) : undefined;
          useEditorStore.getState().updateNode(nodeId, {
            selectedItemId: item?.id ?? null,
            selectedItemName: item?.name ?? null,
            questionCount: kind === 'assessment' ? (item?.question_count ?? null) : null,
          });
        }}
      />
      {page && (
        <Anchor component={Link} to={`/protocol-builder/${protocolId}/${page}/add`} size="sm">
          {t(`panel.item.create.${itemKind}`)}
        </Anchor>
      )}
    </Stack>
  );
}
