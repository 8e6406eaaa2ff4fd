import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { useCreateProtocol } from '../api/protocols-api.ts';
import { ProtocolForm } from '../components/protocol-form.tsx';
import { EMPTY_PROTOCOL_FORM } from '../lib/protocol-form.ts';

/** `/creator/protocols/add`: a new draft protocol; its steps are drawn next, in the builder. */
export function Component() {
  const { t } = useTranslation('protocols');
  usePageTitle(t('add.title'));
  const navigate = useNavigate();
  const create = useCreateProtocol();

  return (
    <Stack gap="md" maw={900}>
      <Anchor component={Link} to="/creator/protocols" size="sm">
        {t('backToProtocols')}
      </Anchor>
      <Stack gap={4}>
        <Title order={1}>{t('add.title')}</Title>
        <Text c="dimmed">{t('add.lead')}</Text>
      </Stack>
      <ProtocolForm
        defaultValues={EMPTY_PROTOCOL_FORM}
        submitLabel={t('add.submit')}
        onSubmit={async (body) => {
          const response = await create.mutateAsync(body);
          await navigate(`/protocol-builder/${response.data.id}`);
          return true;
        }}
      />
    </Stack>
  );
}
