import { useState } from 'react';
import { Button, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ZContactRequest, type TContactRequest } from '@ito/contracts/contact/send-contact';
import { FormError } from '../../../shared/forms/form-error.tsx';
import { showSubmitError } from '../../../shared/forms/submit-error.ts';
import { useServerErrors } from '../../../shared/forms/use-server-errors.ts';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { sendContactMessage } from '../api/public-api.ts';
import { FormSent } from '../components/form-sent.tsx';
import { knownPerson } from '../lib/known-person.ts';
import { TextField, TextareaField } from '../../../shared/forms/form-fields.tsx';

export function Component() {
  const { t } = useTranslation('content');
  usePageTitle(t('contact.title'));
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
    <Stack gap="lg" maw={640} mx="auto" w="100%">
      <Stack gap="xs">
        <Title order={1}>{t('contact.title')}</Title>
        <Text size="lg">{t('contact.intro')}</Text>
      </Stack>
      {sentTo ? (
        <FormSent
          title={t('contact.successTitle')}
          message={t('contact.successBody', { email: sentTo })}
          againLabel={t('contact.another')}
          onAgain={() => setSentTo(null)}
        />
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="sm">
            <FormError error={errors.root?.server} />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextField label={t('contact.fullName')} autoComplete="name" required form={form} name="full_name" />
              <TextField
                label={t('contact.email')}
                type="email"
                autoComplete="email"
                required
                form={form}
                name="email"
              />
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
            <div>
              <Button type="submit" loading={isSubmitting}>
                {t('contact.submit')}
              </Button>
            </div>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
