import type { ReactNode } from 'react';
import { Anchor, Box, Container, Group, Image, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { useSubproject } from '../../../shared/hooks/use-subproject.ts';
import { CreatorsSection, ExploreSection, StepsSection } from '../components/landing-sections.tsx';

/** The empty layout draws only the language switch (at the inline end); the brand sits at the start. */
function LandingHeader() {
  const { name, logo } = useSubproject();
  return (
    <Container size="lg" component="header" w="100%" h={64}>
      <Group h="100%" gap="xs" wrap="nowrap" pe={120}>
        {/* Small and never the largest paint: it does not compete with the page's code (decision 031). */}
        <Image src={logo} alt="" width={36} height={36} w={36} h={36} radius="xl" fit="contain" fetchPriority="low" />
        <Text fw={700} fz="lg" truncate="end">
          {name}
        </Text>
      </Group>
    </Container>
  );
}

/**
 * `/`: the brand, the hero with the agent's intent box (`intentBox`: the screen in app/screens/landing-screen.tsx puts
 * it in, decision 074), and the sections below.
 */
export function LandingPage({ intentBox }: { intentBox: ReactNode }) {
  const { t } = useTranslation('landing');
  usePageTitle(t('title'), { isBare: true });

  return (
    <Stack gap={0}>
      <LandingHeader />
      <Box
        component="section"
        aria-labelledby="landing-hero"
        py={{ base: 'xl', sm: 48 }}
        bg="var(--mantine-color-primary-0)"
      >
        <Container size="lg">
          <Stack gap="md" maw={760}>
            <Text c="primary" fw={600} tt="uppercase" size="sm">
              {t('hero.eyebrow')}
            </Text>
            <Title order={1} id="landing-hero" fz={{ base: 28, sm: 40 }}>
              {t('hero.heading')}
            </Title>
            <Text size="lg">{t('hero.lead')}</Text>
            {intentBox}
            <Text size="sm">
              {t('hero.haveAccount')}{' '}
              <Anchor component={Link} to="/login" inherit>
                {t('hero.signIn')}
              </Anchor>
            </Text>
          </Stack>
        </Container>
      </Box>
      <StepsSection />
      <CreatorsSection />
      <ExploreSection />
    </Stack>
  );
}
