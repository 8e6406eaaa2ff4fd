import { useState } from 'react';
import { Button, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ZJoinTeamRequest, type TJoinTeamRequest } from '@ito/contracts/contact/send-contact';
import { FormError } from '../../../shared/forms/form-error.tsx';
import { showSubmitError } from '../../../shared/forms/submit-error.ts';
import { useServerErrors } from '../../../shared/forms/use-server-errors.ts';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { sendExpertApplication } from '../api/public-api.ts';
import { FormSent } from '../components/form-sent.tsx';
import { knownPerson } from '../lib/known-person.ts';
import { TextField, TextareaField } from '../../../shared/forms/form-fields.tsx';

export function Component() {
  const { t } = useTranslation('content');
  usePageTitle(t('joinTeam.title'));
  const user = useSessionStore((s) => s.user);
  const [isSent, setIsSent] = useState(false);
  const form = useForm<TJoinTeamRequest>({
    resolver: zodResolver(ZJoinTeamRequest),
    defaultValues: { ...knownPerson(user), profession: '', description: '' },
  });
  useServerErrors(form);
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await sendExpertApplication(values);
      setIsSent(true);
      form.reset({ ...values, description: '' });
    } catch (error) {
      showSubmitError(form.setError, error);
    }
  });

  return (
    <Stack gap="lg" maw={640} mx="auto" w="100%">
      <Stack gap="xs">
        <Title order={1}>{t('joinTeam.title')}</Title>
        <Text size="lg">{t('joinTeam.intro')}</Text>
      </Stack>
      {isSent ? (
        <FormSent
          title={t('joinTeam.successTitle')}
          message={t('joinTeam.successBody')}
          againLabel={t('joinTeam.another')}
          onAgain={() => setIsSent(false)}
        />
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="sm">
            <FormError error={errors.root?.server} />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextField label={t('joinTeam.fullName')} autoComplete="name" required form={form} name="full_name" />
              <TextField
                label={t('joinTeam.email')}
                type="email"
                autoComplete="email"
                required
                form={form}
                name="email"
              />
            </SimpleGrid>
            <TextField
              label={t('joinTeam.profession')}
              placeholder={t('joinTeam.professionPlaceholder')}
              autoComplete="organization-title"
              required
              maxLength={120}
              form={form}
              name="profession"
            />
            <TextareaField
              label={t('joinTeam.description')}
              description={t('joinTeam.descriptionHint')}
              required
              autosize
              minRows={5}
              maxLength={5000}
              form={form}
              name="description"
            />
            <div>
              <Button type="submit" loading={isSubmitting}>
                {t('joinTeam.submit')}
              </Button>
            </div>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
