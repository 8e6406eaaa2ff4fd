import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { useCreateProgram } from '../api/studio-api.ts';
import { ProgramDetailsForm } from '../components/program-details-form.tsx';
import { EMPTY_DETAILS } from '../lib/details-form.ts';

/** `/creator/programs/add`: the details of a new draft; the curriculum comes next, on its edit page. */
export function Component() {
  const { t } = useTranslation('studio');
  usePageTitle(t('add.title'));
  const navigate = useNavigate();
  const create = useCreateProgram();

  return (
    <Stack gap="md" maw={900}>
      <Anchor component={Link} to="/creator/programs" size="sm">
        {t('backToPrograms')}
      </Anchor>
      <Stack gap={4}>
        <Title order={1}>{t('add.title')}</Title>
        <Text c="dimmed">{t('add.lead')}</Text>
      </Stack>
      <ProgramDetailsForm
        defaultValues={EMPTY_DETAILS}
        coverUrl={null}
        submitLabel={t('add.submit')}
        onSubmit={async (body) => {
          const response = await create.mutateAsync(body);
          await navigate(`/creator/programs/edit/${response.data.id}?tab=curriculum`);
          return true;
        }}
      />
    </Stack>
  );
}
