import { useId, type ReactNode } from 'react';
import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { readList, readSection, type TSection } from '../../../shared/i18n/read-list.ts';

/** Keys of `content.json` documents with a title, an intro and sections (the FAQ has its answers instead). */
export type ContentDocument = 'about' | 'cookies' | 'privacy' | 'terms' | 'faqs';

function ContentSection({ section }: { section: TSection }) {
  const headingId = useId();
  return (
    <Stack component="section" gap="xs" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        {section.heading}
      </Title>
      {section.paragraphs.map((paragraph) => (
        <Text key={paragraph}>{paragraph}</Text>
      ))}
      {section.items.length > 0 ? (
        <List spacing={4}>
          {section.items.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
      ) : null}
    </Stack>
  );
}

/** A text page (about, privacy, cookies, terms, FAQ) drawn from `content.json`, so both languages share one layout. */
export function ContentPage({ document, children }: { document: ContentDocument; children?: ReactNode }) {
  const { t } = useTranslation('content');
  const title = t(`${document}.title`);
  usePageTitle(title);
  const sections = readList(t(`${document}.sections`, { returnObjects: true }), readSection);
  return (
    <Stack component="article" gap="lg" maw={760} mx="auto" w="100%">
      <Stack gap="xs">
        <Title order={1}>{title}</Title>
        <Text size="lg">{t(`${document}.intro`)}</Text>
      </Stack>
      {sections.map((section) => (
        <ContentSection key={section.heading} section={section} />
      ))}
      {children}
      <Text>
        <Anchor component={Link} to="/contact">
          {t('contactLink')}
        </Anchor>
      </Text>
    </Stack>
  );
}
