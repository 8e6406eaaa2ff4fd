import { useState } from 'react';
import { SimpleGrid } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ZJoinTeamRequest, type TJoinTeamRequest } from '@ito/contracts/contact/send-contact';
import { showSubmitError } from '../../../shared/forms/submit-error.ts';
import { useServerErrors } from '../../../shared/forms/use-server-errors.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { sendExpertApplication } from '../api/public-api.ts';
import { MessageFormPage } from '../components/message-form-page.tsx';
import { knownPerson } from '../lib/known-person.ts';
import { TextField, TextareaField } from '../../../shared/forms/form-fields.tsx';

export function Component() {
  const { t } = useTranslation('content');
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
    <MessageFormPage
      section="joinTeam"
      sent={isSent ? t('joinTeam.successBody') : null}
      onAgain={() => setIsSent(false)}
      onSubmit={onSubmit}
      isSubmitting={isSubmitting}
      serverError={errors.root?.server}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextField label={t('joinTeam.fullName')} autoComplete="name" required form={form} name="full_name" />
        <TextField label={t('joinTeam.email')} type="email" autoComplete="email" required form={form} name="email" />
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
    </MessageFormPage>
  );
}
