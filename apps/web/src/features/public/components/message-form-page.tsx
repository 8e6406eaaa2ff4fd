import type { FormEventHandler, ReactNode } from 'react';
import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { FormSent } from './form-sent.tsx';
import { ContactFields, FormError, TextareaField } from '../../../shared/forms/form-fields.tsx';

interface MessageFormPageProps<T extends FieldValues> {
  /** The `content` namespace section holding title, intro, success, "another" and submit texts. */
  section: 'contact' | 'joinTeam';
  /** The success text once sent; null while the form is shown. */
  sent: string | null;
  onAgain: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** A form with `full_name`, `email` and `description`: the person, then `children`, then the message. */
  form: UseFormReturn<T>;
  /** Said under the message's label (what an application should tell). */
  descriptionHint?: string;
  children: ReactNode;
}

/**
 * A public page whose whole job is one message to the team (contact, expert application): title and intro, the form
 * with its server error and submit button, then the success state with a way to send another.
 */
export function MessageFormPage<T extends FieldValues>({
  section,
  sent,
  onAgain,
  onSubmit,
  form,
  descriptionHint,
  children,
}: MessageFormPageProps<T>) {
  const { t } = useTranslation('content');
  usePageTitle(t(`${section}.title`));
  return (
    <Stack gap="lg" maw={640} mx="auto" w="100%">
      <Stack gap="xs">
        <Title order={1}>{t(`${section}.title`)}</Title>
        <Text size="lg">{t(`${section}.intro`)}</Text>
      </Stack>
      {sent !== null ? (
        <FormSent
          title={t(`${section}.successTitle`)}
          message={sent}
          againLabel={t(`${section}.another`)}
          onAgain={onAgain}
        />
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="sm">
            <FormError error={form.formState.errors.root?.server} />
            <ContactFields form={form} labels={{ fullName: t(`${section}.fullName`), email: t(`${section}.email`) }} />
            {children}
            <TextareaField
              label={t(`${section}.description`)}
              description={descriptionHint}
              required
              minRows={5}
              maxLength={5000}
              form={form}
              name={'description' as Path<T>}
            />
            <div>
              <Button type="submit" loading={form.formState.isSubmitting}>
                {t(`${section}.submit`)}
              </Button>
            </div>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
