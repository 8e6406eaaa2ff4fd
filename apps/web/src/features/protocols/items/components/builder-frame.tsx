import type { ReactNode } from 'react';
import { Anchor, Breadcrumbs, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../../../shared/hooks/use-page-title.ts';
import { protocolQuery } from '../api/items-api.ts';
import { builderPath } from '../lib/builder-path.ts';

export type Crumb = { label: string; to: string };

interface BuilderFrameProps {
  protocolId: string;
  title: string;
  lead?: string;
  /** Pages between the canvas and this one (e.g. the assessment a question belongs to). */
  crumbs?: Crumb[];
  actions?: ReactNode;
  children: ReactNode;
}

/** Every builder sub-page: breadcrumb back to the canvas, a heading, optional actions, then the page. */
export function BuilderFrame({ protocolId, title, lead, crumbs = [], actions, children }: BuilderFrameProps) {
  const { t } = useTranslation('protocol-items');
  const protocol = useQuery(protocolQuery(protocolId));
  const protocolName = protocol.data?.data.name;
  usePageTitle(protocolName ? `${title} · ${protocolName}` : title);
  const canvas = builderPath(protocolId);

  return (
    <Stack gap="md" maw={960} w="100%">
      <nav aria-label={t('frame.breadcrumb')}>
        <Breadcrumbs separatorMargin={6} style={{ flexWrap: 'wrap', rowGap: 4 }}>
          <Anchor component={Link} to={canvas} size="sm" py={10}>
            {protocolName ? t('frame.canvasOf', { name: protocolName }) : t('frame.canvas')}
          </Anchor>
          {crumbs.map((crumb) => (
            <Anchor key={crumb.to} component={Link} to={crumb.to} size="sm" py={10}>
              <bdi>{crumb.label}</bdi>
            </Anchor>
          ))}
          <Text size="sm" c="dimmed" aria-current="page">
            <bdi>{title}</bdi>
          </Text>
        </Breadcrumbs>
      </nav>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4} style={{ flex: '1 1 240px', minWidth: 0 }}>
          <Title order={1} size="h2">
            <bdi>{title}</bdi>
          </Title>
          {lead && <Text c="dimmed">{lead}</Text>}
        </Stack>
        {actions && (
          <Group gap="xs" wrap="wrap">
            {actions}
          </Group>
        )}
      </Group>
      {children}
    </Stack>
  );
}
