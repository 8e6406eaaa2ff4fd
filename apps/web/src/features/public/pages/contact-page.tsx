import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type TContactRequest, ZContactRequest } from '@ito/contracts/contact/send-contact';
import { TextField } from '../../../shared/forms/form-fields.tsx';
import { useFormSubmit } from '../../../shared/hooks/use-form-submit.ts';
import { useSessionStore } from '../../../shared/stores/session-store.ts';
import { useSendContactMessage } from '../api/public-api.ts';
import { MessageFormPage } from '../components/message-form-page.tsx';
import { knownPerson } from '../lib/known-person.ts';

export function Component() {
  const { t } = useTranslation('content');
  const user = useSessionStore((s) => s.user);
  const send = useSendContactMessage();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<TContactRequest>({
    resolver: zodResolver(ZContactRequest),
    defaultValues: { ...knownPerson(user), subject: '', description: '' },
  });

  const onSubmit = useFormSubmit(form, async (values) => {
    await send.mutateAsync(values);
    setSentTo(values.email);
    form.reset({ full_name: values.full_name, email: values.email, subject: '', description: '' });
  });

  return (
    <MessageFormPage
      section="contact"
      sent={sentTo === null ? null : t('contact.successBody', { email: sentTo })}
      onAgain={() => setSentTo(null)}
      onSubmit={onSubmit}
      form={form}
    >
      <TextField label={t('contact.subject')} required maxLength={200} form={form} name="subject" />
    </MessageFormPage>
  );
}
