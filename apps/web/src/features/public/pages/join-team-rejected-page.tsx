import { Anchor, Button, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { readList, readText } from '../../../shared/i18n/read-list.ts';

export function Component() {
  const { t } = useTranslation('content');
  usePageTitle(t('joinTeamRejected.title'));
  const reasons = readList(t('joinTeamRejected.reasons', { returnObjects: true }), readText);

  return (
    <Stack gap="lg" maw={760} mx="auto" w="100%">
      <Stack gap="xs">
        <Title order={1}>{t('joinTeamRejected.title')}</Title>
        <Text size="lg">{t('joinTeamRejected.intro')}</Text>
      </Stack>
      <Stack component="section" gap="xs">
        <Title order={2} size="h3">
          {t('joinTeamRejected.meaningHeading')}
        </Title>
        <Text>{t('joinTeamRejected.meaning')}</Text>
      </Stack>
      <Stack component="section" gap="xs">
        <Title order={2} size="h3">
          {t('joinTeamRejected.reasonsHeading')}
        </Title>
        <List spacing={4}>
          {reasons.map((reason) => (
            <List.Item key={reason}>{reason}</List.Item>
          ))}
        </List>
      </Stack>
      <Stack component="section" gap="xs" align="flex-start">
        <Title order={2} size="h3">
          {t('joinTeamRejected.reapplyHeading')}
        </Title>
        <Text>{t('joinTeamRejected.reapply')}</Text>
        <Button component={Link} to="/join-team" variant="light">
          {t('joinTeamRejected.reapplyCta')}
        </Button>
      </Stack>
      <Text>
        {t('joinTeamRejected.questions')}{' '}
        <Anchor component={Link} to="/contact" inherit>
          {t('contactLink')}
        </Anchor>
      </Text>
    </Stack>
  );
}
