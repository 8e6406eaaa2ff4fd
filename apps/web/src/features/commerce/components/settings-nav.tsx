import { Group, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

const LINKS = [
  { to: '/settings/payments', label: 'nav.payments' },
  { to: '/settings/purchased-items', label: 'nav.purchased' },
  { to: '/settings/payment-method', label: 'nav.methods' },
  { to: '/billing-address', label: 'nav.billing' },
] as const;

/** The buyer's money pages, one step from each other. */
export function SettingsNav() {
  const { t } = useTranslation('commerce');
  const { pathname } = useLocation();
  return (
    <Group component="nav" aria-label={t('nav.label')} gap="xs">
      {LINKS.map((link) => {
        const isCurrent = pathname === link.to;
        return (
          <Button
            key={link.to}
            component={Link}
            to={link.to}
            variant={isCurrent ? 'light' : 'subtle'}
            size="compact-md"
            mih={44}
            aria-current={isCurrent ? 'page' : undefined}
          >
            {t(link.label)}
          </Button>
        );
      })}
    </Group>
  );
}
