import { useEffect, useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useResendVerification } from '../api/auth-api.ts';

const COOLDOWN_SECONDS = 60;

/** POST email/resend, then waits a minute before allowing another: mail is slow, impatience is not. */
export function ResendVerificationButton() {
  const { t } = useTranslation('auth');
  const sending = useResendVerification();
  const [isSent, setIsSent] = useState(false);
  const [secondsLeft, setSecondsLeft] = useState(0);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);

  const resend = async () => {
    try {
      await sending.mutateAsync();
      setIsSent(true);
      setSecondsLeft(COOLDOWN_SECONDS);
    } catch {
      // The API client has already shown what went wrong.
    }
  };

  return (
    <Stack gap="xs">
      <Button onClick={resend} loading={sending.isPending} disabled={secondsLeft > 0} variant="light">
        {secondsLeft > 0 ? t('verification.resendIn', { seconds: secondsLeft }) : t('verification.resend')}
      </Button>
      <Text size="sm" c="dimmed" role="status" aria-live="polite">
        {isSent ? t('verification.resent') : ''}
      </Text>
    </Stack>
  );
}
