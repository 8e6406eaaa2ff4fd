import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type TJoinTeamRequest, ZJoinTeamRequest } from '@ito/contracts/contact/send-contact';
import { TextField } from '../../../shared/forms/form-fields.tsx';
import { useFormSubmit } from '../../../shared/hooks/use-form-submit.ts';
import { useSessionStore } from '../../../shared/stores/session-store.ts';
import { useSendExpertApplication } from '../api/public-api.ts';
import { MessageFormPage } from '../components/message-form-page.tsx';
import { knownPerson } from '../lib/known-person.ts';

export function Component() {
  const { t } = useTranslation('content');
  const user = useSessionStore((s) => s.user);
  const send = useSendExpertApplication();
  const [isSent, setIsSent] = useState(false);
  const form = useForm<TJoinTeamRequest>({
    resolver: zodResolver(ZJoinTeamRequest),
    defaultValues: { ...knownPerson(user), profession: '', description: '' },
  });

  const onSubmit = useFormSubmit(form, async (values) => {
    await send.mutateAsync(values);
    setIsSent(true);
    form.reset({ ...values, description: '' });
  });

  return (
    <MessageFormPage
      section="joinTeam"
      sent={isSent ? t('joinTeam.successBody') : null}
      onAgain={() => setIsSent(false)}
      onSubmit={onSubmit}
      form={form}
      descriptionHint={t('joinTeam.descriptionHint')}
    >
      <TextField
        label={t('joinTeam.profession')}
        placeholder={t('joinTeam.professionPlaceholder')}
        autoComplete="organization-title"
        required
        maxLength={120}
        form={form}
        name="profession"
      />
    </MessageFormPage>
  );
}
