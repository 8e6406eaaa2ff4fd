import { useState } from 'react';
import { Button, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ZJoinTeamRequest, type TJoinTeamRequest } from '@ito/contracts/contact/send-contact';
import { FormError } from '../../../shared/forms/form-error.tsx';
import { showSubmitError } from '../../../shared/forms/submit-error.ts';
import { useErrorText } from '../../../shared/forms/use-error-text.ts';
import { useServerErrors } from '../../../shared/forms/use-server-errors.ts';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { sendExpertApplication } from '../api/public-api.ts';
import { FormSent } from '../components/form-sent.tsx';
import { knownPerson } from '../lib/known-person.ts';

export function Component() {
  const { t } = useTranslation('content');
  usePageTitle(t('joinTeam.title'));
  const errorText = useErrorText();
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
              <TextInput
                label={t('joinTeam.fullName')}
                autoComplete="name"
                required
                {...form.register('full_name')}
                error={errorText(errors.full_name)}
              />
              <TextInput
                label={t('joinTeam.email')}
                type="email"
                autoComplete="email"
                required
                {...form.register('email')}
                error={errorText(errors.email)}
              />
            </SimpleGrid>
            <TextInput
              label={t('joinTeam.profession')}
              placeholder={t('joinTeam.professionPlaceholder')}
              autoComplete="organization-title"
              required
              maxLength={120}
              {...form.register('profession')}
              error={errorText(errors.profession)}
            />
            <Textarea
              label={t('joinTeam.description')}
              description={t('joinTeam.descriptionHint')}
              required
              autosize
              minRows={5}
              maxLength={5000}
              {...form.register('description')}
              error={errorText(errors.description)}
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
