import { useState } from 'react';
import { Alert, Button, Grid, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { TOutboxMail } from '@ito/contracts/dev/outbox';
import { isApiError } from '../../../shared/api/api-error.ts';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { readPage } from '../../../shared/lib/read-page.ts';
import { ListSkeleton } from '../../../shared/ui/list-skeleton.tsx';
import { Paging } from '../../../shared/ui/paging.tsx';
import { outboxQuery } from '../api/outbox-query.ts';
import { MailViewer } from '../components/mail-viewer.tsx';

interface MailListProps {
  mails: TOutboxMail[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  formatDate: (iso: string) => string;
}

function MailList({ mails, selectedId, onSelect, formatDate }: MailListProps) {
  const { t } = useTranslation('content');
  return (
    <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('devMail.list')}>
      {mails.map((mail) => {
        const isSelected = mail.id === selectedId;
        return (
          <li key={mail.id}>
            <UnstyledButton
              onClick={() => onSelect(mail.id)}
              aria-current={isSelected ? 'true' : undefined}
              w="100%"
              p="sm"
              bd="1px solid var(--mantine-color-default-border)"
              bg={isSelected ? 'var(--mantine-color-primary-light)' : undefined}
              style={{ borderRadius: 'var(--mantine-radius-md)' }}
            >
              <Text fw={600} lineClamp={1}>
                {mail.subject}
              </Text>
              <Text size="sm" c="dimmed" lineClamp={1} dir="ltr" ta="start">
                {mail.to}
              </Text>
              <Text size="xs" c="dimmed">
                <time dateTime={mail.created_at}>{formatDate(mail.created_at)}</time>
              </Text>
            </UnstyledButton>
          </li>
        );
      })}
    </Stack>
  );
}

export function Component() {
  const { t, i18n } = useTranslation('content');
  usePageTitle(t('devMail.title'));
  const [searchParams, setSearchParams] = useSearchParams();
  const page = readPage(searchParams.get('page'));
  const outbox = useQuery(outboxQuery(page));
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const formatDate = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' }).format(new Date(iso));

  if (outbox.isError) {
    const isOff = isApiError(outbox.error) && outbox.error.status === 404;
    return (
      <Stack gap="md" maw={760} mx="auto" w="100%">
        <Title order={1}>{t('devMail.title')}</Title>
        <Alert
          color={isOff ? 'warning' : 'danger'}
          variant="light"
          title={isOff ? t('devMail.offTitle') : t('devMail.loadError')}
        >
          {isOff ? t('devMail.offBody') : null}
        </Alert>
      </Stack>
    );
  }

  const mails = outbox.data?.data ?? [];
  const meta = outbox.data?.meta;
  const selected = mails.find((mail) => mail.id === selectedId) ?? null;

  let list;
  if (outbox.isPending) {
    list = <ListSkeleton rows={4} height={72} />;
  } else if (mails.length === 0) {
    list = <Text c="dimmed">{t('devMail.empty')}</Text>;
  } else {
    list = <MailList mails={mails} selectedId={selectedId} onSelect={setSelectedId} formatDate={formatDate} />;
  }

  return (
    <Stack gap="md" w="100%">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap={4}>
          <Title order={1}>{t('devMail.title')}</Title>
          <Text c="dimmed">{t('devMail.intro')}</Text>
        </Stack>
        <Button variant="light" onClick={() => void outbox.refetch()} loading={outbox.isFetching && !outbox.isPending}>
          {t('devMail.refresh')}
        </Button>
      </Group>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="sm">
            {list}
            {meta && (
              <Paging meta={meta} onChange={(next) => setSearchParams(next === 1 ? {} : { page: String(next) })} />
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          {selected ? (
            <MailViewer key={selected.id} mail={selected} formatDate={formatDate} />
          ) : mails.length > 0 ? (
            <Text c="dimmed">{t('devMail.select')}</Text>
          ) : null}
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
