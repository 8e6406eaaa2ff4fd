import { useState } from 'react';
import { SimpleGrid } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ZContactRequest, type TContactRequest } from '@ito/contracts/contact/send-contact';
import { showSubmitError } from '../../../shared/forms/submit-error.ts';
import { useServerErrors } from '../../../shared/forms/use-server-errors.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { sendContactMessage } from '../api/public-api.ts';
import { MessageFormPage } from '../components/message-form-page.tsx';
import { knownPerson } from '../lib/known-person.ts';
import { TextField, TextareaField } from '../../../shared/forms/form-fields.tsx';

export function Component() {
  const { t } = useTranslation('content');
  const user = useSessionStore((s) => s.user);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<TContactRequest>({
    resolver: zodResolver(ZContactRequest),
    defaultValues: { ...knownPerson(user), subject: '', description: '' },
  });
  useServerErrors(form);
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await sendContactMessage(values);
      setSentTo(values.email);
      form.reset({ full_name: values.full_name, email: values.email, subject: '', description: '' });
    } catch (error) {
      showSubmitError(form.setError, error);
    }
  });

  return (
    <MessageFormPage
      section="contact"
      sent={sentTo === null ? null : t('contact.successBody', { email: sentTo })}
      onAgain={() => setSentTo(null)}
      onSubmit={onSubmit}
      isSubmitting={isSubmitting}
      serverError={errors.root?.server}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextField label={t('contact.fullName')} autoComplete="name" required form={form} name="full_name" />
        <TextField label={t('contact.email')} type="email" autoComplete="email" required form={form} name="email" />
      </SimpleGrid>
      <TextField label={t('contact.subject')} required maxLength={200} form={form} name="subject" />
      <TextareaField
        label={t('contact.description')}
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
