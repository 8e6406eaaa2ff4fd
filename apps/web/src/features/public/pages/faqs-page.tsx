import { Accordion, Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { isString, readShape } from '../../../shared/lib/shape.ts';
import { readList, type ItemReader } from '../lib/read-list.ts';

const readFaq: ItemReader<{ q: string; a: string }> = (item) =>
  readShape<{ q: string; a: string }>(item, { q: isString, a: isString });

export function Component() {
  const { t } = useTranslation('content');
  usePageTitle(t('faqs.title'));
  const faqs = readList(t('faqs.items', { returnObjects: true }), readFaq);

  return (
    <Stack gap="lg" maw={760} mx="auto" w="100%">
      <Stack gap="xs">
        <Title order={1}>{t('faqs.title')}</Title>
        <Text size="lg">{t('faqs.intro')}</Text>
      </Stack>
      <Accordion variant="separated" order={2}>
        {faqs.map((faq, index) => (
          <Accordion.Item key={faq.q} value={String(index)}>
            <Accordion.Control>{faq.q}</Accordion.Control>
            <Accordion.Panel>{faq.a}</Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
      <Text>
        <Anchor component={Link} to="/contact">
          {t('contactLink')}
        </Anchor>
      </Text>
    </Stack>
  );
}
