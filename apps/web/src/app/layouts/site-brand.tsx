import { Group, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSubproject } from '../../shared/hooks/use-subproject.ts';
import { useSessionStore } from '../../shared/stores/session-store.ts';

/** The subproject's logo and name, linking to where "home" is for this user. */
export function SiteBrand({ showName = true }: { showName?: boolean }) {
  const { t } = useTranslation();
  const { name, logo } = useSubproject();
  const isSignedIn = useSessionStore((s) => s.token !== null);

  return (
    <UnstyledButton
      component={Link}
      to={isSignedIn ? '/home' : '/'}
      aria-label={t('nav.homeLink', { name })}
      style={{ minHeight: 44, display: 'flex', alignItems: 'center' }}
    >
      <Group gap="xs" wrap="nowrap">
        {/* Small and never the largest paint: it does not compete with the screen's code and data (decision 031). */}
        <img
          src={logo}
          alt=""
          width={36}
          height={36}
          fetchPriority="low"
          style={{ borderRadius: '50%', objectFit: 'contain' }}
        />
        {showName && (
          <Text fw={700} fz="lg" truncate="end" maw={220} data-testid="subproject-name">
            {name}
          </Text>
        )}
      </Group>
    </UnstyledButton>
  );
}
