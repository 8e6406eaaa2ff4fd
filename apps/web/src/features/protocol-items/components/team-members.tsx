import { Badge, Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { protocolKeys } from '../../../shared/api/query-keys.ts';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  TEAM_ROLES,
  ZAddTeamMemberRequest,
  type TAddTeamMemberRequest,
  type TTeamMember,
} from '@ito/contracts/protocols/team';
import { FormError } from '../../../shared/forms/form-error.tsx';
import { showSubmitError } from '../../../shared/forms/submit-error.ts';
import { useServerErrors } from '../../../shared/forms/use-server-errors.ts';
import { useUiStore } from '../../../shared/ui/ui-store.ts';
import { addTeamMember, removeTeamMember, teamQuery } from '../api/builder-api.ts';
import { useItemErrorText } from '../lib/use-item-error-text.ts';
import { useConfirmedRemove } from '../lib/use-confirmed-remove.ts';
import { CardList, EmptyList, ListCard, usePageParam } from './list-states.tsx';
import { TextField } from '../../../shared/forms/form-fields.tsx';

type TMemberInput = z.input<typeof ZAddTeamMemberRequest>;

/** The people who help run the protocol: add by email with a role, remove. */
export function TeamMembers({ protocolId }: { protocolId: string }) {
  const { t } = useTranslation('protocol-items');
  const errorText = useItemErrorText();
  const queryClient = useQueryClient();
  const [page, setPage] = usePageParam();
  const team = useQuery(teamQuery(protocolId, page));
  const form = useForm<TMemberInput, unknown, TAddTeamMemberRequest>({
    resolver: zodResolver(ZAddTeamMemberRequest),
    defaultValues: { email: '', role: 'coach' },
  });
  useServerErrors(form);
  const { errors, isSubmitting } = form.formState;
  const refresh = () => queryClient.invalidateQueries({ queryKey: protocolKeys.team(protocolId) });

  const add = form.handleSubmit(async (values) => {
    try {
      const added = await addTeamMember(protocolId, values);
      form.reset({ email: '', role: values.role });
      useUiStore.getState().setFlash({ type: 'success', message: t('team.added', { email: added.data.email }) });
      await refresh();
    } catch (error) {
      showSubmitError(form.setError, error);
    }
  });
  const { busyId, remove } = useConfirmedRemove(refresh);

  const list = (
    <CardList
      query={team}
      page={page}
      onPage={setPage}
      empty={<EmptyList title={t('team.emptyTitle')} body={t('team.emptyBody')} />}
    >
      {(member: TTeamMember) => (
        <ListCard
          key={member.id}
          actions={
            <Button
              variant="subtle"
              color="danger"
              mih={44}
              loading={busyId === member.id}
              onClick={() =>
                void remove(
                  member.id,
                  t('team.confirmRemove', { email: member.email }),
                  () => removeTeamMember(protocolId, member.id),
                  t('team.removed', { email: member.email }),
                )
              }
              aria-label={t('team.removeLabel', { email: member.email })}
            >
              {t('team.remove')}
            </Button>
          }
        >
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            <bdi>{member.full_name ?? member.email}</bdi>
          </Text>
          {member.full_name && (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              <bdi>{member.email}</bdi>
            </Text>
          )}
          <Group gap={6}>
            <Badge variant="light">{t(`team.roles.${member.role}`)}</Badge>
            <Badge variant="outline" color={member.status === 'active' ? 'success' : 'gray'}>
              {t(`team.status.${member.status}`)}
            </Badge>
          </Group>
        </ListCard>
      )}
    </CardList>
  );

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="sm">
        <form onSubmit={add} noValidate aria-label={t('team.addTitle')}>
          <Stack gap="sm">
            <FormError error={errors.root?.server} />
            <Group align="flex-start" gap="sm" wrap="wrap">
              <TextField
                type="email"
                label={t('team.email')}
                required
                autoComplete="off"
                style={{ flex: '1 1 220px' }}
                errorText={errorText}
                form={form}
                name="email"
              />
              <Controller
                control={form.control}
                name="role"
                render={({ field }) => (
                  <Select
                    label={t('team.role')}
                    data={TEAM_ROLES.map((r) => ({ value: r, label: t(`team.roles.${r}`) }))}
                    value={field.value ?? 'coach'}
                    onChange={(v) => field.onChange(v)}
                    allowDeselect={false}
                    w={160}
                  />
                )}
              />
              <Button type="submit" loading={isSubmitting} mih={44} mt={{ base: 0, xs: 24 }}>
                {t('team.add')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      {list}
    </Stack>
  );
}
