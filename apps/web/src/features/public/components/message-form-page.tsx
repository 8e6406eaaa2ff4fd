import type { FormEventHandler, ReactNode } from 'react';
import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ErrorLike } from '../../../shared/forms/use-error-text.ts';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { FormSent } from './form-sent.tsx';
import { FormError } from '../../../shared/forms/form-fields.tsx';

interface MessageFormPageProps {
  /** The `content` namespace section holding title, intro, success, "another" and submit texts. */
  section: 'contact' | 'joinTeam';
  /** The success text once sent; null while the form is shown. */
  sent: string | null;
  onAgain: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  isSubmitting: boolean;
  serverError: ErrorLike | undefined;
  children: ReactNode;
}

/**
 * A public page whose whole job is one message to the team (contact, expert application): title and intro, the form
 * with its server error and submit button, then the success state with a way to send another.
 */
export function MessageFormPage({
  section,
  sent,
  onAgain,
  onSubmit,
  isSubmitting,
  serverError,
  children,
}: MessageFormPageProps) {
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
            <FormError error={serverError} />
            {children}
            <div>
              <Button type="submit" loading={isSubmitting}>
                {t(`${section}.submit`)}
              </Button>
            </div>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
