import { Anchor, Button, Card, Container, Group, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { readList, readText, readTitledText } from '../../../shared/i18n/read-list.ts';

export function StepsSection() {
  const { t } = useTranslation('landing');
  const steps = readList(t('steps.items', { returnObjects: true }), readTitledText);
  return (
    <Container size="lg" component="section" aria-labelledby="landing-steps" py="xl" w="100%">
      <Stack gap="md">
        <Title order={2} id="landing-steps">
          {t('steps.heading')}
        </Title>
        <SimpleGrid component="ol" cols={{ base: 1, sm: 3 }} spacing="md" p={0} m={0} style={{ listStyle: 'none' }}>
          {steps.map((step, index) => (
            <Card key={step.title} component="li" withBorder padding="lg">
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <ThemeIcon radius="xl" size={36} aria-hidden>
                  {index + 1}
                </ThemeIcon>
                <Stack gap={4}>
                  <Title order={3} size="h4">
                    {step.title}
                  </Title>
                  <Text>{step.body}</Text>
                </Stack>
              </Group>
            </Card>
          ))}
        </SimpleGrid>
        <Anchor component={Link} to="/how-it-works">
          {t('steps.more')}
        </Anchor>
      </Stack>
    </Container>
  );
}

export function CreatorsSection() {
  const { t } = useTranslation('landing');
  const items = readList(t('creators.items', { returnObjects: true }), readText);
  return (
    <Container size="lg" component="section" aria-labelledby="landing-creators" py="xl" w="100%">
      <Card withBorder padding="xl" bg="var(--mantine-color-primary-0)">
        <Stack gap="md" align="flex-start">
          <Title order={2} id="landing-creators">
            {t('creators.heading')}
          </Title>
          <Text size="lg">{t('creators.lead')}</Text>
          <List spacing={6}>
            {items.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List>
          <Button component={Link} to="/join-team" color="accent">
            {t('creators.cta')}
          </Button>
        </Stack>
      </Card>
    </Container>
  );
}

export function ExploreSection() {
  const { t } = useTranslation('landing');
  const { t: tCommon } = useTranslation('common');
  const links = [
    { to: '/programs', label: t('explore.programs') },
    { to: '/how-it-works', label: t('explore.howItWorks') },
    { to: '/faqs', label: t('explore.faqs') },
    { to: '/register', label: t('explore.register') },
    { to: '/login', label: t('explore.login') },
  ];
  const legal = [
    { to: '/about-us', label: tCommon('footer.aboutUs') },
    { to: '/contact', label: tCommon('footer.contact') },
    { to: '/privacy', label: tCommon('footer.privacy') },
    { to: '/cookies', label: tCommon('footer.cookies') },
    { to: '/terms-of-service', label: tCommon('footer.terms') },
  ];
  return (
    <Container size="lg" component="nav" aria-labelledby="landing-explore" py="xl" w="100%">
      <Stack gap="sm">
        <Title order={2} id="landing-explore">
          {t('explore.heading')}
        </Title>
        <Group gap="lg" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {links.map((link) => (
            <li key={link.to}>
              <Anchor component={Link} to={link.to}>
                {link.label}
              </Anchor>
            </li>
          ))}
        </Group>
        <Group gap="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {legal.map((link) => (
            <li key={link.to}>
              <Anchor component={Link} to={link.to} size="sm" c="dimmed">
                {link.label}
              </Anchor>
            </li>
          ))}
        </Group>
      </Stack>
    </Container>
  );
}
