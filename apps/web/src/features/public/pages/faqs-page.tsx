import { Accordion } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isString, readShape } from '../../../shared/lib/shape.ts';
import { ContentPage } from '../components/content-page.tsx';
import { readList, type ItemReader } from '../../../shared/i18n/read-list.ts';

const readFaq: ItemReader<{ q: string; a: string }> = (item) =>
  readShape<{ q: string; a: string }>(item, { q: isString, a: isString });

export function Component() {
  const { t } = useTranslation('content');
  const faqs = readList(t('faqs.items', { returnObjects: true }), readFaq);

  return (
    <ContentPage document="faqs">
      <Accordion variant="separated" order={2}>
        {faqs.map((faq, index) => (
          <Accordion.Item key={faq.q} value={String(index)}>
            <Accordion.Control>{faq.q}</Accordion.Control>
            <Accordion.Panel>{faq.a}</Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </ContentPage>
  );
}
