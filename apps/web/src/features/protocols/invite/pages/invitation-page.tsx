import { Box, Card, Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isApiError } from '../../../../shared/api/api-error.ts';
import { usePageTitle } from '../../../../shared/hooks/use-page-title.ts';
import { LoadError } from '../../../../shared/ui/load-error.tsx';
import { invitationQuery } from '../api/protocol-invite-api.ts';
import { InvitationCard } from '../components/invitation-card.tsx';
import { InvalidInvitation } from '../components/invalid-invitation.tsx';

/**
 * `/protocol-invitations/{token}` (decision 018): the page an invitation mail or link opens. It says what the
 * protocol is and who invites, and accepting starts the follower's run. Guests are sent to /login by the route
 * guard, which remembers this path, so signing in comes back here.
 */
export function Component() {
  const { t } = useTranslation('protocol-invite');
  const { token = '' } = useParams();
  usePageTitle(t('title'));
  const invitation = useQuery(invitationQuery(token));

  let content;
  if (invitation.isPending) {
    content = (
      <Card withBorder radius="md" padding="lg" aria-busy="true" aria-label={t('loading')}>
        <Stack gap="sm">
          <Skeleton height={14} width="40%" />
          <Skeleton height={28} width="70%" />
          <Skeleton height={14} />
          <Skeleton height={14} width="85%" />
          <Skeleton height={44} width={180} mt="sm" />
        </Stack>
      </Card>
    );
  } else if (invitation.isError) {
    const error = invitation.error;
    const isGone = isApiError(error) && (error.status === 404 || error.status === 422);
    content = isGone ? (
      <InvalidInvitation />
    ) : (
      <LoadError title={t('loadError')} onRetry={() => void invitation.refetch()} />
    );
  } else {
    content = <InvitationCard token={token} invitation={invitation.data.data} />;
  }

  return (
    <Box maw={640} mx="auto" w="100%" py="md">
      {content}
    </Box>
  );
}
