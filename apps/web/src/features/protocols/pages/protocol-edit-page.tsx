import { Anchor, Button, Group, Skeleton, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { useUiStore } from '../../../shared/stores/ui-store.ts';
import { isMissing, notFoundError } from '../../../shared/lib/not-found.ts';
import { StudioLoadError } from '../../../shared/ui/load-error.tsx';
import { protocolQuery } from '../api/protocols-api.ts';
import { useUpdateProtocol } from '../api/protocols-api.ts';
import { ProtocolForm } from '../components/protocol-form.tsx';
import { ProtocolStatusBadge } from '../components/protocol-status-badge.tsx';
import { protocolFormOf } from '../lib/protocol-form.ts';

/** `/creator/protocols/edit/{id}`: a protocol's details; the steps are edited in the builder. */
export function Component() {
  const id = useParams().id ?? '';
  const { t } = useTranslation('protocols');
  const protocol = useQuery(protocolQuery(id));
  const update = useUpdateProtocol(id);
  usePageTitle(protocol.data ? t('edit.title', { name: protocol.data.data.name }) : t('edit.loading'));

  if (protocol.isError && isMissing(protocol.error)) throw notFoundError();
  if (protocol.isPending) return <Skeleton height={360} radius="md" />;
  if (protocol.isError) return <StudioLoadError error={protocol.error} onRetry={() => void protocol.refetch()} />;
  const p = protocol.data.data;

  return (
    <Stack gap="md" maw={900}>
      <Anchor component={Link} to="/creator/protocols" size="sm">
        {t('backToProtocols')}
      </Anchor>
      <Group justify="space-between" align="flex-end">
        <Group gap="sm">
          <Title order={1}>
            <bdi>{p.name}</bdi>
          </Title>
          <ProtocolStatusBadge status={p.status} />
        </Group>
        <Button component={Link} to={`/protocol-builder/${p.id}`} variant="light" mih={44}>
          {t('actions.builder')}
        </Button>
      </Group>
      <ProtocolForm
        key={p.id}
        defaultValues={protocolFormOf(p)}
        submitLabel={t('edit.save')}
        onSubmit={async (body) => {
          await update.mutateAsync(body);
          useUiStore.getState().setFlash({ type: 'success', message: t('edit.saved') });
          return true;
        }}
      />
    </Stack>
  );
}
