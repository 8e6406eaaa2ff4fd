import { Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { formatMoney } from '../../../shared/lib/money.ts';
import { isMissing, notFoundError } from '../../../shared/lib/not-found.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { localChargeQuery, useAuthenticateCharge } from '../api/payments-api.ts';

/** The app path of a return URL (the provider answers it absolute or relative); failing leads to the cancel page. */
function returnPath(url: string, approved: boolean): string {
  const target = new URL(url, window.location.origin);
  const path = approved ? target.pathname : target.pathname.replace(/\/payment\/success$/, '/payment/cancel');
  return `${path}${target.search}`;
}

/**
 * `/payment/confirm/{id}`: the built-in provider's stand-in for a bank's 3-D Secure page (beyond SPEC 2): the amount
 * and the card, and the buyer approves or fails the check.
 */
export function Component() {
  const { t, i18n } = useTranslation('commerce');
  usePageTitle(t('confirm.title'));
  const id = useParams().id ?? '';
  const navigate = useNavigate();
  const charge = useQuery(localChargeQuery(id));
  const authenticate = useAuthenticateCharge();
  if (charge.isError && isMissing(charge.error)) throw notFoundError();

  const answer = async (approve: boolean) => {
    if (authenticate.isPending) return;
    try {
      const done = await authenticate.mutateAsync({ id, approve });
      void navigate(returnPath(done.data.return_url, approve));
    } catch {
      // Refused (already answered) or failed: the API client has said why.
      void charge.refetch();
    }
  };

  let content;
  if (charge.isPending) content = <Skeleton height={160} aria-hidden />;
  else if (charge.isError) content = <LoadError title={t('confirm.loadError')} onRetry={() => void charge.refetch()} />;
  else {
    const { data } = charge.data;
    // Answered already (in another tab, or by a retry): the buttons would only be refused.
    const isDone = data.status === 'succeeded' || data.status === 'failed' || data.status === 'canceled';
    content = (
      <Card withBorder padding="lg" radius="md">
        <Stack gap="md">
          <Stack gap={4} component="dl" m={0}>
            <Text component="dt" size="sm" c="dimmed">
              {t('confirm.amount')}
            </Text>
            <Text component="dd" m={0} fw={700} size="xl">
              {formatMoney(data.amount_minor, data.currency, i18n.language)}
            </Text>
            {data.card ? (
              <>
                <Text component="dt" size="sm" c="dimmed">
                  {t('confirm.card')}
                </Text>
                <Text component="dd" m={0}>
                  {t('card.ending', { brand: data.card.brand, last4: data.card.last4 })}
                </Text>
              </>
            ) : null}
          </Stack>
          {isDone ? <Text role="status">{t('confirm.done')}</Text> : null}
          <Group gap="sm" grow>
            <Button
              mih={44}
              color="success"
              loading={authenticate.isPending && authenticate.variables?.approve === true}
              disabled={authenticate.isPending || isDone}
              onClick={() => void answer(true)}
            >
              {t('confirm.approve')}
            </Button>
            <Button
              mih={44}
              variant="outline"
              color="danger"
              loading={authenticate.isPending && authenticate.variables?.approve === false}
              disabled={authenticate.isPending || isDone}
              onClick={() => void answer(false)}
            >
              {t('confirm.fail')}
            </Button>
          </Group>
        </Stack>
      </Card>
    );
  }
  return (
    <Stack gap="md" maw={480} mx="auto">
      <Title order={1} size="h2">
        {t('confirm.title')}
      </Title>
      <Text c="dimmed">{t('confirm.lead')}</Text>
      {content}
    </Stack>
  );
}
