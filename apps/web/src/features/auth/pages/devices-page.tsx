import { Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { TSession } from '@ito/contracts/auth/list-sessions';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { readPage } from '../../../shared/lib/read-page.ts';
import { signOut } from '../../../shared/session/sign-in.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { Paging } from '../../../shared/ui/paging.tsx';
import { useUiStore } from '../../../shared/stores/ui-store.ts';
import { sessionsQuery, useRevokeSession } from '../api/sessions-query.ts';
import { DeviceCard } from '../components/device-card.tsx';

function DevicesSkeleton() {
  return (
    <Stack gap="sm" aria-hidden>
      {[0, 1, 2].map((i) => (
        <Card key={i} withBorder padding="md">
          <Skeleton height={18} width="40%" mb="sm" />
          <Skeleton height={12} width="60%" mb={6} />
          <Skeleton height={12} width="50%" />
        </Card>
      ))}
    </Stack>
  );
}

export function Component() {
  const { t } = useTranslation('auth');
  usePageTitle(t('devices.title'));
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = readPage(searchParams.get('page'));
  const devices = useQuery(sessionsQuery(page));
  const goToPage = (next: number) => setSearchParams(next === 1 ? {} : { page: String(next) });
  const revoke = useRevokeSession();
  // Removing the last device of the last page leaves an empty page behind: step back.
  const stepBackIfEmpty = () => {
    const meta = queryClient.getQueryData(sessionsQuery(page).queryKey)?.meta;
    if (meta && page > meta.last_page) goToPage(Math.max(1, meta.last_page));
  };
  const busyId = revoke.isPending ? revoke.variables : null;

  const onSignOut = async (session: TSession, deviceName: string) => {
    const { confirm, setFlash } = useUiStore.getState();
    const message = session.is_current ? t('devices.confirmCurrent') : t('devices.confirm', { device: deviceName });
    if (!(await confirm(message))) return;
    if (session.is_current) {
      await signOut();
      return;
    }
    try {
      await revoke.mutateAsync(session.id);
      setFlash({ message: t('devices.signedOut'), type: 'success' });
    } catch {
      // Refused or failed: the API client has already told the user why (SPEC section 8).
    }
    stepBackIfEmpty();
  };

  let content;
  if (devices.isPending) {
    content = <DevicesSkeleton />;
  } else if (devices.isError) {
    content = <LoadError title={t('devices.loadError')} onRetry={() => void devices.refetch()} />;
  } else if (devices.data.data.length === 0) {
    content = <Text c="dimmed">{t('devices.empty')}</Text>;
  } else {
    const { data: sessions, meta } = devices.data;
    content = (
      <>
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-busy={devices.isFetching}>
          {sessions.map((session) => (
            <DeviceCard key={session.id} session={session} isBusy={busyId === session.id} onSignOut={onSignOut} />
          ))}
        </Stack>
        <Paging meta={meta} onChange={goToPage} />
      </>
    );
  }

  return (
    <Stack gap="md" maw={800}>
      <Title order={1} size="h2">
        {t('devices.title')}
      </Title>
      <Text c="dimmed">{t('devices.lead')}</Text>
      {content}
    </Stack>
  );
}
