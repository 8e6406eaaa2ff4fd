import { useState } from 'react';
import { Badge, Button, Group, Modal, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TRecurringModule } from '@ito/contracts/protocols/recurring-modules';
import { useUiStore } from '../../../../shared/stores/ui-store.ts';
import { modulesQuery, useCreateModule, useDeleteModule, useResetModule, useUpdateModule } from '../api/items-api.ts';
import { BuilderFrame } from '../components/builder-frame.tsx';
import { useConfirmedRemove } from '../hooks/use-confirmed-remove.ts';
import { ModuleForm } from '../components/module-form.tsx';
import { defaultModuleValues, moduleToValues, toModuleBody, userTimeZone } from '../lib/module-form.ts';
import { useBuilderRoute } from '../hooks/use-builder-route.ts';
import { usePageParam } from '../../../../shared/hooks/use-page-param.ts';
import { CardList, CardTitle, ListCard } from '../../../../shared/ui/card-list.tsx';
import { EmptyList } from '../../../../shared/ui/list-empty.tsx';
import { EditDeleteButtons } from '../../../../shared/ui/row-buttons.tsx';

/** `/protocol-builder/{protocol}/modules`: recurring modules, each edited in a dialog with its next run times. */
export function Component() {
  const { t, i18n } = useTranslation('protocol-items');
  const { protocolId } = useBuilderRoute();
  const createModule = useCreateModule(protocolId);
  const updateModule = useUpdateModule(protocolId);
  const deleteModule = useDeleteModule(protocolId);
  const resetModule = useResetModule(protocolId);
  const [page] = usePageParam();
  const modules = useQuery(modulesQuery(protocolId, page));
  const [editing, setEditing] = useState<TRecurringModule | 'new' | null>(null);
  const isNarrow = useMediaQuery('(max-width: 576px)');
  const zone = userTimeZone();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short', timeZone: zone });

  const close = () => setEditing(null);
  const label = (m: TRecurringModule) =>
    m.selected_module
      ? `${t(`stepKinds.${m.selected_module}`)}${m.selected_item_name ? `: ${m.selected_item_name}` : ''}`
      : t('modules.unnamed');
  const { busyId, remove } = useConfirmedRemove(deleteModule.mutateAsync);
  const saved = () => {
    useUiStore.getState().setFlash({ type: 'success', message: t('modules.saved') });
    close();
  };

  const content = (
    <CardList
      query={modules}
      empty={
        <EmptyList title={t('modules.emptyTitle')} body={t('modules.emptyBody')}>
          <Button variant="light" onClick={() => setEditing('new')} mih={44}>
            {t('modules.add')}
          </Button>
        </EmptyList>
      }
    >
      {(m: TRecurringModule) => (
        <ListCard
          key={m.id}
          gap={4}
          basis={240}
          actions={
            <Group gap="xs">
              <EditDeleteButtons
                name={label(m)}
                onEdit={() => setEditing(m)}
                busy={busyId === m.id}
                onDelete={() => void remove(m.id, t('modules.confirmDelete', { name: label(m) }), t('modules.deleted'))}
              />
            </Group>
          }
        >
          <CardTitle>{label(m)}</CardTitle>
          <Group gap={6} wrap="wrap">
            <Badge variant="light">{t(`modules.targets.${m.target}`)}</Badge>
            <Text size="sm" c="dimmed">
              {m.at_week_days.length === 0
                ? t('modules.anyDay')
                : m.at_week_days.map((d) => t(`weekdays.${d}.short`)).join(' ')}
              {m.at_time ? ` · ${m.at_time}` : ''}
            </Text>
          </Group>
          <Text size="sm" c="dimmed">
            {m.next_run_times[0]
              ? t('modules.nextRun', { when: when.format(new Date(m.next_run_times[0])) })
              : t('modules.previewNone')}
          </Text>
        </ListCard>
      )}
    </CardList>
  );

  const isNew = editing === 'new';
  return (
    <BuilderFrame
      protocolId={protocolId}
      title={t('modules.title')}
      lead={t('modules.lead')}
      actions={
        <Button onClick={() => setEditing('new')} mih={44}>
          {t('modules.add')}
        </Button>
      }
    >
      {content}
      <Modal
        opened={editing !== null}
        onClose={close}
        title={isNew ? t('modules.add') : t('modules.edit')}
        size={800}
        fullScreen={isNarrow}
        closeButtonProps={{ 'aria-label': t('actions.close') }}
      >
        {editing !== null && (
          <ModuleForm
            key={isNew ? 'new' : editing.id}
            protocolId={protocolId}
            defaultValues={isNew ? defaultModuleValues() : moduleToValues(editing)}
            submitLabel={isNew ? t('form.create') : t('form.save')}
            onCancel={close}
            onReset={
              isNew
                ? undefined
                : async () => {
                    try {
                      const response = await resetModule.mutateAsync(editing.id);
                      return moduleToValues(response.data);
                    } catch {
                      return null;
                    }
                  }
            }
            onSubmit={async (values) => {
              if (isNew) {
                await createModule.mutateAsync(toModuleBody(values));
                saved();
                return true;
              }
              await updateModule.mutateAsync({ moduleId: editing.id, body: toModuleBody(values) });
              saved();
              return true;
            }}
          />
        )}
      </Modal>
    </BuilderFrame>
  );
}
