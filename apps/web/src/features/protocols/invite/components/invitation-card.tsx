import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TInvitationPreviewResponse } from '@ito/contracts/protocols/runs/accept-invitation';
import { isApiError } from '../../../../shared/api/api-error.ts';
import { useAcceptInvitation } from '../api/protocol-invite-api.ts';

type Preview = TInvitationPreviewResponse['data'];

/** Why accepting failed, in the reader's language: the server's own messages are English. */
function failureKey(error: unknown): string {
  if (!isApiError(error)) return 'accept.failed';
  if (error.status === 403) return 'accept.forbidden';
  if (error.status === 404) return 'invalid.body';
  if (error.status === 422) return 'accept.notOpen';
  if (error.status === 0) return 'accept.offline';
  return 'accept.failed';
}

/** What the follower is invited into, and the one action: accept (which starts the run). */
export function InvitationCard({ token, invitation }: { token: string; invitation: Preview }) {
  const { t } = useTranslation('protocol-invite');
  const accept = useAcceptInvitation(token);
  const result = accept.data?.data;

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="invitation-title">
      <Stack gap="sm">
        <Group gap="xs">
          <Badge variant="light">{t('kind')}</Badge>
        </Group>
        <Text c="dimmed">{t('invitedBy', { name: invitation.creator.name })}</Text>
        <Title order={1} id="invitation-title" size="h2">
          {invitation.protocol.name}
        </Title>
        {invitation.protocol.description ? (
          <Text style={{ whiteSpace: 'pre-line' }}>{invitation.protocol.description}</Text>
        ) : (
          <Text c="dimmed">{t('noDescription')}</Text>
        )}
        <Text size="sm" c="dimmed">
          {t('whatHappens')}
        </Text>

        {result ? (
          <Alert color="success" variant="light" title={result.is_new ? t('accepted.title') : t('accepted.again')}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t('accepted.body')}</Text>
              <Button component={Link} to="/my-tasks" mih={44}>
                {t('goToTasks')}
              </Button>
            </Stack>
          </Alert>
        ) : (
          <Stack gap="xs" align="flex-start">
            {accept.isError ? (
              <Alert color="danger" variant="light" role="alert" w="100%">
                {t(failureKey(accept.error))}
              </Alert>
            ) : null}
            <Button onClick={() => accept.mutate()} loading={accept.isPending} mih={44}>
              {t('accept.button')}
            </Button>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
