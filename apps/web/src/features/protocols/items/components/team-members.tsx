import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  type TAddTeamMemberRequest,
  TEAM_ROLES,
  type TTeamMember,
  ZAddTeamMemberRequest,
} from '@ito/contracts/protocols/team';
import { EmailAddForm, SelectField } from '../../../../shared/forms/form-fields.tsx';
import { useFormSubmit } from '../../../../shared/hooks/use-form-submit.ts';
import { useUiStore } from '../../../../shared/stores/ui-store.ts';
import { teamQuery, useAddTeamMember, useRemoveTeamMember } from '../api/items-api.ts';
import { useItemErrorText } from '../hooks/use-item-error-text.ts';
import { useConfirmedRemove } from '../hooks/use-confirmed-remove.ts';
import { usePageParam } from '../../../../shared/hooks/use-page-param.ts';
import { CardList, CardTitle, ListCard } from '../../../../shared/ui/card-list.tsx';
import { EmptyList } from '../../../../shared/ui/list-empty.tsx';
import { RemoveButton } from '../../../../shared/ui/row-buttons.tsx';

type TMemberInput = z.input<typeof ZAddTeamMemberRequest>;

/** The people who help run the protocol: add by email with a role, remove. */
export function TeamMembers({ protocolId }: { protocolId: string }) {
  const { t } = useTranslation('protocol-items');
  const errorText = useItemErrorText();
  const [page] = usePageParam();
  const team = useQuery(teamQuery(protocolId, page));
  const addMember = useAddTeamMember(protocolId);
  const removeMember = useRemoveTeamMember(protocolId);
  const form = useForm<TMemberInput, unknown, TAddTeamMemberRequest>({
    resolver: zodResolver(ZAddTeamMemberRequest),
    defaultValues: { email: '', role: 'coach' },
  });

  const add = useFormSubmit(form, async (values) => {
    const added = await addMember.mutateAsync(values);
    form.reset({ email: '', role: values.role });
    useUiStore.getState().setFlash({ type: 'success', message: t('team.added', { email: added.data.email }) });
  });
  const { busyId, remove } = useConfirmedRemove(removeMember.mutateAsync);

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="sm">
        <EmailAddForm
          form={form}
          onSubmit={add}
          errorText={errorText}
          label={t('team.addTitle')}
          emailLabel={t('team.email')}
          submitLabel={t('team.add')}
        >
          <SelectField
            form={form}
            name="role"
            label={t('team.role')}
            data={TEAM_ROLES.map((r) => ({ value: r, label: t(`team.roles.${r}`) }))}
            cleared="coach"
            allowDeselect={false}
            errorText={errorText}
            w={160}
          />
        </EmailAddForm>
      </Paper>
      <CardList query={team} empty={<EmptyList title={t('team.emptyTitle')} body={t('team.emptyBody')} />}>
        {(member: TTeamMember) => (
          <ListCard
            key={member.id}
            actions={
              <RemoveButton
                busy={busyId === member.id}
                onClick={() =>
                  void remove(
                    member.id,
                    t('team.confirmRemove', { email: member.email }),
                    t('team.removed', { email: member.email }),
                  )
                }
                label={t('team.removeLabel', { email: member.email })}
              >
                {t('team.remove')}
              </RemoveButton>
            }
          >
            <CardTitle>{member.full_name ?? member.email}</CardTitle>
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
    </Stack>
  );
}
