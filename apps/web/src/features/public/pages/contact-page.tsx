import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type TContactRequest, ZContactRequest } from '@ito/contracts/contact/send-contact';
import { ContactFields, TextareaField, TextField } from '../../../shared/forms/form-fields.tsx';
import { useFormSubmit } from '../../../shared/forms/submit-error.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { sendContactMessage } from '../api/public-api.ts';
import { MessageFormPage } from '../components/message-form-page.tsx';
import { knownPerson } from '../lib/known-person.ts';

export function Component() {
  const { t } = useTranslation('content');
  const user = useSessionStore((s) => s.user);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<TContactRequest>({
    resolver: zodResolver(ZContactRequest),
    defaultValues: { ...knownPerson(user), subject: '', description: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = useFormSubmit(form, async (values) => {
    await sendContactMessage(values);
    setSentTo(values.email);
    form.reset({ full_name: values.full_name, email: values.email, subject: '', description: '' });
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
      <ContactFields form={form} labels={{ fullName: t('contact.fullName'), email: t('contact.email') }} />
      <TextField label={t('contact.subject')} required maxLength={200} form={form} name="subject" />
      <TextareaField
        label={t('contact.description')}
        required
        minRows={5}
        maxLength={5000}
        form={form}
        name="description"
      />
    </MessageFormPage>
  );
}
