import { useState } from 'react';
import { Alert, Badge, Button, CopyButton, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { isApiError } from '../../../../shared/api/api-error.ts';
import { EmailAddForm } from '../../../../shared/forms/form-fields.tsx';
import { useFormSubmit } from '../../../../shared/hooks/use-form-submit.ts';
import { useMediumDate } from '../../../../shared/hooks/use-medium-date.ts';
import { useUiStore } from '../../../../shared/stores/ui-store.ts';
import { invitationsQuery, useCreateInvitation, useRevokeInvitation } from '../api/items-api.ts';
import type { TInvitation } from '@ito/contracts/protocols/runs/invitations';
import { useItemErrorText } from '../hooks/use-item-error-text.ts';
import { useConfirmedRemove } from '../hooks/use-confirmed-remove.ts';
import { usePageParam } from '../../../../shared/hooks/use-page-param.ts';
import { CardList, CardTitle, ListCard } from '../../../../shared/ui/card-list.tsx';
import { EmptyList } from '../../../../shared/ui/list-empty.tsx';
import { RemoveButton } from '../../../../shared/ui/row-buttons.tsx';

const ZInviteForm = z.object({ email: z.email('Enter a valid email address.').trim().toLowerCase().max(254) });
type TInviteForm = z.infer<typeof ZInviteForm>;

/** Invitations into the protocol: by email (a mailed link) or a shareable link; pending ones can be revoked. */
export function TeamInvitations({ protocolId }: { protocolId: string }) {
  const { t } = useTranslation('protocol-items');
  const date = useMediumDate();
  const errorText = useItemErrorText();
  const [page] = usePageParam();
  const invitations = useQuery(invitationsQuery(protocolId, page));
  const byEmail = useCreateInvitation(protocolId);
  const byLink = useCreateInvitation(protocolId);
  const revoke = useRevokeInvitation(protocolId);
  const [link, setLink] = useState<string | null>(null);
  const form = useForm<TInviteForm>({ resolver: zodResolver(ZInviteForm), defaultValues: { email: '' } });

  const invite = useFormSubmit(form, async ({ email }) => {
    await byEmail.mutateAsync({ audience: 'email', email });
    form.reset({ email: '' });
    useUiStore.getState().setFlash({ type: 'success', message: t('invitations.sent', { email }) });
  });
  // A refusal: the API client has said why.
  const makeLink = () => byLink.mutate({ audience: 'link' }, { onSuccess: (created) => setLink(created.data.url) });
  const { busyId, remove } = useConfirmedRemove(revoke.mutateAsync);

  if (invitations.isError && isApiError(invitations.error) && invitations.error.status === 404) {
    return <Alert color="gray">{t('invitations.unavailable')}</Alert>;
  }
  const list = (
    <CardList
      query={invitations}
      empty={<EmptyList title={t('invitations.emptyTitle')} body={t('invitations.emptyBody')} />}
    >
      {(inv: TInvitation) => (
        <ListCard
          key={inv.id}
          actions={
            inv.status === 'pending' && (
              <RemoveButton
                busy={busyId === inv.id}
                onClick={() => void remove(inv.id, t('invitations.confirmRevoke'))}
              >
                {t('invitations.revoke')}
              </RemoveButton>
            )
          }
        >
          <CardTitle>{inv.email ?? t(`invitations.audience.${inv.audience}`)}</CardTitle>
          <Group gap={6}>
            <Badge variant="light">{t(`invitations.status.${inv.status}`)}</Badge>
            <Text size="xs" c="dimmed">
              {date(inv.created_at)}
            </Text>
          </Group>
        </ListCard>
      )}
    </CardList>
  );

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="sm">
        <Stack gap="sm">
          <EmailAddForm
            form={form}
            onSubmit={invite}
            label={t('invitations.byEmail')}
            emailLabel={t('invitations.email')}
            submitLabel={t('invitations.send')}
            errorText={errorText}
          />
          <Group gap="sm" wrap="wrap">
            <Button variant="light" onClick={makeLink} loading={byLink.isPending} mih={44}>
              {t('invitations.makeLink')}
            </Button>
            {link && (
              <Group gap="xs" wrap="nowrap" style={{ flex: '1 1 260px', minWidth: 0 }}>
                <TextInput
                  readOnly
                  value={link}
                  aria-label={t('invitations.link')}
                  style={{ flex: 1, minWidth: 0 }}
                  onFocus={(e) => e.currentTarget.select()}
                />
                <CopyButton value={link}>
                  {({ copied, copy }) => (
                    <Button variant="default" onClick={copy} mih={44}>
                      {copied ? t('invitations.copied') : t('invitations.copy')}
                    </Button>
                  )}
                </CopyButton>
              </Group>
            )}
          </Group>
        </Stack>
      </Paper>
      {list}
    </Stack>
  );
}
