import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { ProtocolList } from '../components/protocol-list.tsx';

/** `/creator/protocols`: the caller's protocols, paged, with a status filter and row actions. */
export function Component() {
  const { t } = useTranslation('protocols');
  usePageTitle(t('list.title'));
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1}>{t('list.title')}</Title>
          <Text c="dimmed">{t('list.lead')}</Text>
        </Stack>
        <Button component={Link} to="/creator/protocols/add" mih={44}>
          {t('list.create')}
        </Button>
      </Group>
      <ProtocolList categoryId={null} />
    </Stack>
  );
}
