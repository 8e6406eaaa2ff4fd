import { Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { useSessionStore } from '../../../shared/stores/session-store.ts';
import { readList, readTitledText } from '../../../shared/i18n/read-list.ts';

export function Component() {
  const { t } = useTranslation('content');
  usePageTitle(t('howItWorks.title'));
  const steps = readList(t('howItWorks.steps', { returnObjects: true }), readTitledText);
  // Signed-in users start from their home page; the landing page with the intent box is for guests.
  const isAuthed = useSessionStore((s) => s.isAuthed === 'yes');

  return (
    <Stack gap="lg" maw={960} mx="auto" w="100%">
      <Stack gap="xs">
        <Title order={1}>{t('howItWorks.title')}</Title>
        <Text size="lg">{t('howItWorks.intro')}</Text>
      </Stack>
      <SimpleGrid component="ol" cols={{ base: 1, sm: 2 }} spacing="md" p={0} m={0} style={{ listStyle: 'none' }}>
        {steps.map((step) => (
          <Card key={step.title} component="li" withBorder padding="lg">
            <Title order={2} size="h4" mb="xs">
              {step.title}
            </Title>
            <Text>{step.body}</Text>
          </Card>
        ))}
      </SimpleGrid>
      <Stack component="section" gap="xs">
        <Title order={2} size="h3">
          {t('howItWorks.creatorsHeading')}
        </Title>
        <Text>{t('howItWorks.creators')}</Text>
      </Stack>
      <div>
        <Button component={Link} to={isAuthed ? '/home' : '/'} size="md">
          {t('howItWorks.cta')}
        </Button>
      </div>
    </Stack>
  );
}
