import { useEffect, useRef } from 'react';
import { Card, Code, Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TOutboxMail } from '@ito/contracts/dev/outbox';

/**
 * Links in a mail must open in the app, not inside the frame: a <base target="_top"> sends them to the
 * top window, which the sandbox allows only on a real click.
 */
export function withTopTarget(html: string): string {
  const base = '<base target="_top">';
  if (/<head[^>]*>/i.test(html)) return html.replace(/<head[^>]*>/i, (head) => `${head}${base}`);
  return `${base}${html}`;
}

export function MailViewer({ mail, formatDate }: { mail: TOutboxMail; formatDate: (iso: string) => string }) {
  const { t } = useTranslation('content');
  const ref = useRef<HTMLElement>(null);
  // On phones the mail opens below the list: bring it into view, and tell screen readers where they are.
  useEffect(() => {
    ref.current?.scrollIntoView({ block: 'nearest' });
    ref.current?.focus({ preventScroll: true });
  }, []);
  return (
    <Card ref={ref} withBorder padding="md" component="article" aria-labelledby="dev-mail-subject" tabIndex={-1}>
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={2} size="h4" id="dev-mail-subject">
            {mail.subject}
          </Title>
          <Text size="sm" c="dimmed">
            <span dir="ltr">{t('devMail.to', { to: mail.to })}</span> ·{' '}
            <time dateTime={mail.created_at}>{formatDate(mail.created_at)}</time>
          </Text>
        </Stack>
        <Tabs defaultValue="html" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="html">{t('devMail.html')}</Tabs.Tab>
            <Tabs.Tab value="text">{t('devMail.text')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="html" pt="sm">
            <iframe
              title={t('devMail.frameTitle', { subject: mail.subject })}
              srcDoc={withTopTarget(mail.html)}
              sandbox="allow-top-navigation-by-user-activation allow-popups"
              style={{ width: '100%', height: '60vh', border: 0, background: 'var(--mantine-color-white)' }}
            />
          </Tabs.Panel>
          <Tabs.Panel value="text" pt="sm">
            <Code block dir="ltr" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
              {mail.text}
            </Code>
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Card>
  );
}
