import { useState } from 'react';
import { Badge, Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { protocolKeys } from '../../../shared/api/query-keys.ts';
import { useTranslation } from 'react-i18next';
import type { TRecurringModule } from '@ito/contracts/protocols/recurring-modules';
import { useUiStore } from '../../../shared/ui/ui-store.ts';
import { createModule, deleteModule, modulesQuery, resetModule, updateModule } from '../api/builder-api.ts';
import { BuilderFrame } from '../components/builder-frame.tsx';
import { EmptyList, ListSkeleton, LoadFailed, Pager, usePageParam } from '../components/list-states.tsx';
import { ModuleForm } from '../components/module-form.tsx';
import { defaultModuleValues, moduleToValues, toModuleBody, userTimeZone } from '../lib/module-form.ts';
import { useBuilderRoute } from '../lib/use-builder-route.ts';

/** `/protocol-builder/{protocol}/modules`: recurring modules, each edited in a dialog with its next run times. */
export function Component() {
  const { t, i18n } = useTranslation('protocol-items');
  const { protocolId } = useBuilderRoute();
  const queryClient = useQueryClient();
  const [page, setPage] = usePageParam();
  const modules = useQuery(modulesQuery(protocolId, page));
  const [editing, setEditing] = useState<TRecurringModule | 'new' | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const isNarrow = useMediaQuery('(max-width: 576px)');
  const zone = userTimeZone();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short', timeZone: zone });

  const refresh = () => queryClient.invalidateQueries({ queryKey: protocolKeys.modules(protocolId) });
  const close = () => setEditing(null);
  const label = (m: TRecurringModule) =>
    m.selected_module
      ? `${t(`stepKinds.${m.selected_module}`)}${m.selected_item_name ? `: ${m.selected_item_name}` : ''}`
      : t('modules.unnamed');
  const remove = async (m: TRecurringModule) => {
    const ui = useUiStore.getState();
    if (!(await ui.confirm(t('modules.confirmDelete', { name: label(m) })))) return;
    setBusyId(m.id);
    try {
      await deleteModule(protocolId, m.id);
      ui.setFlash({ type: 'success', message: t('modules.deleted') });
    } catch {
      // Refused or failed: the API client has already told the user why (SPEC section 8).
    } finally {
      setBusyId(null);
    }
    await refresh();
  };
  const saved = async () => {
    await refresh();
    useUiStore.getState().setFlash({ type: 'success', message: t('modules.saved') });
    close();
  };

  let content;
  if (modules.isPending) content = <ListSkeleton />;
  else if (modules.isError) content = <LoadFailed onRetry={() => void modules.refetch()} />;
  else if (modules.data.data.length === 0 && page === 1) {
    content = (
      <EmptyList title={t('modules.emptyTitle')} body={t('modules.emptyBody')}>
        <Button variant="light" onClick={() => setEditing('new')} mih={44}>
          {t('modules.add')}
        </Button>
      </EmptyList>
    );
  } else {
    content = (
      <Stack gap="sm">
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {modules.data.data.map((m) => (
            <Paper component="li" key={m.id} withBorder radius="md" p="sm">
              <Group justify="space-between" gap="sm" wrap="wrap">
                <Stack gap={4} style={{ flex: '1 1 240px', minWidth: 0 }}>
                  <Text fw={600}>
                    <bdi>{label(m)}</bdi>
                  </Text>
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
                </Stack>
                <Group gap="xs">
                  <Button
                    variant="default"
                    mih={44}
                    onClick={() => setEditing(m)}
                    aria-label={t('list.editLabel', { name: label(m) })}
                  >
                    {t('list.edit')}
                  </Button>
                  <Button
                    variant="subtle"
                    color="danger"
                    mih={44}
                    loading={busyId === m.id}
                    onClick={() => void remove(m)}
                    aria-label={t('list.deleteLabel', { name: label(m) })}
                  >
                    {t('list.delete')}
                  </Button>
                </Group>
              </Group>
            </Paper>
          ))}
        </Stack>
        <Pager page={modules.data.meta.current_page} lastPage={modules.data.meta.last_page} onChange={setPage} />
      </Stack>
    );
  }

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
                      const response = await resetModule(protocolId, editing.id);
                      await refresh();
                      return moduleToValues(response.data);
                    } catch {
                      return null;
                    }
                  }
            }
            onSubmit={async (values) => {
              if (isNew) {
                await createModule(protocolId, toModuleBody(values));
                await saved();
                return true;
              }
              await updateModule(protocolId, editing.id, toModuleBody(values));
              await saved();
              return true;
            }}
          />
        )}
      </Modal>
    </BuilderFrame>
  );
}
