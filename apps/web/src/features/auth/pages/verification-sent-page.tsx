import { useCallback, useEffect } from 'react';
import { Anchor, Button, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { outboxEndpoint } from '@ito/contracts/dev/outbox';
import { ACCOUNT_COMPONENT } from '@ito/contracts/realtime/events';
import { call } from '../../../shared/api/call.ts';
import { onRealtime } from '../../../shared/realtime/bus.ts';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { useSessionStore } from '../../../shared/stores/session-store.ts';
import { signOut } from '../../../shared/session/sign-in.ts';
import { pollCurrentUser } from '../api/auth-api.ts';
import { authKeys } from '../api/keys.ts';
import { pathAfterVerification } from '../lib/path-after-verification.ts';
import { AuthPanel } from '../components/auth-panel.tsx';
import { ResendVerificationButton } from '../components/resend-verification-button.tsx';

/** How often the page asks again when no live event came (the link may be opened on another device). */
const POLL_MS = 10_000;

/** True when the server keeps a dev outbox (anything but production): then the mails can be read in /dev/mail. */
function useHasDevMailbox(): boolean {
  const probe = useQuery({
    queryKey: authKeys.devMailboxProbe,
    queryFn: () => call(outboxEndpoint, { query: { per_page: 1 }, silent: true }),
    retry: false,
    staleTime: Infinity,
  });
  return probe.isSuccess;
}

export function Component() {
  const { t } = useTranslation('auth');
  usePageTitle(t('verification.sentTitle'));
  const navigate = useNavigate();
  const email = useSessionStore((s) => s.user?.email);
  const isAuthed = useSessionStore((s) => s.isAuthed === 'yes');
  const hasDevMailbox = useHasDevMailbox();

  // The link is usually opened in another tab: check again whenever this one gets the focus back.
  const refreshUser = useCallback(async () => {
    if (useSessionStore.getState().isAuthed !== 'yes') return;
    try {
      const user = await pollCurrentUser();
      const { setUser, markVerified } = useSessionStore.getState();
      setUser(user);
      if (user.email_verified_at) {
        markVerified(user.email_verified_at);
        // A guest who registered goes on to their plan (decision 037); anyone else home.
        navigate(await pathAfterVerification(), { replace: true });
      }
    } catch {
      // Offline for a moment, or signed out meanwhile (the API client handles a 401): the next focus tries again.
    }
  }, [navigate]);

  // The server says so on the user's channel the moment the link is opened; a slow poll covers a lost connection.
  useEffect(() => {
    void refreshUser();
    const onFocus = () => void refreshUser();
    window.addEventListener('focus', onFocus);
    const stopListening = onRealtime(ACCOUNT_COMPONENT, () => void refreshUser());
    const poll = window.setInterval(() => void refreshUser(), POLL_MS);
    return () => {
      window.removeEventListener('focus', onFocus);
      stopListening();
      window.clearInterval(poll);
    };
  }, [refreshUser]);

  return (
    <AuthPanel
      title={t('verification.sentTitle')}
      lead={email ? t('verification.sentBody', { email }) : t('verification.sentBodyNoEmail')}
    >
      <Text size="sm">{t('verification.sentHint')}</Text>
      {isAuthed ? <ResendVerificationButton /> : null}
      {hasDevMailbox ? (
        <Anchor component={Link} to="/dev/mail" size="sm">
          {t('verification.devMailbox')}
        </Anchor>
      ) : null}
      {isAuthed ? (
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            {t('verification.wrongAccount')}
          </Text>
          <Button variant="subtle" onClick={() => void signOut()}>
            {t('verification.signOut')}
          </Button>
        </Group>
      ) : null}
    </AuthPanel>
  );
}
