import { Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { BuilderFrame } from '../components/builder-frame.tsx';
import { TeamInvitations } from '../components/team-invitations.tsx';
import { TeamMembers } from '../components/team-members.tsx';
import { builderPath } from '../lib/builder-path.ts';
import { notFoundError } from '../lib/builder-route.ts';
import { useBuilderRoute } from '../hooks/use-builder-route.ts';

const TABS = ['members', 'invitations'] as const;
type Tab = (typeof TABS)[number];

/** `/protocol-builder/{protocol}/team/{tab}`: the team (members) and who is invited to follow (invitations). */
export function Component() {
  const { t } = useTranslation('protocol-items');
  const { protocolId } = useBuilderRoute();
  const tab = useParams().tab as Tab;
  const navigate = useNavigate();
  if (!TABS.includes(tab)) throw notFoundError();

  return (
    <BuilderFrame protocolId={protocolId} title={t('team.title')} lead={t(`team.lead.${tab}`)}>
      <Tabs
        value={tab}
        onChange={(next) => next && void navigate(builderPath(protocolId, 'team', next), { replace: true })}
        keepMounted={false}
      >
        <Tabs.List>
          {TABS.map((value) => (
            <Tabs.Tab key={value} value={value} mih={44}>
              {t(`team.tabs.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="members" pt="md">
          <TeamMembers protocolId={protocolId} />
        </Tabs.Panel>
        <Tabs.Panel value="invitations" pt="md">
          <TeamInvitations protocolId={protocolId} />
        </Tabs.Panel>
      </Tabs>
    </BuilderFrame>
  );
}
