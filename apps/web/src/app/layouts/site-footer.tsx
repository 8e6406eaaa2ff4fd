import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSubproject } from '../../shared/hooks/use-subproject.ts';
import classes from './layouts.module.css';

const FOOTER_LINKS = [
  { to: '/about-us', label: 'footer.aboutUs' },
  { to: '/how-it-works', label: 'footer.howItWorks' },
  { to: '/faqs', label: 'footer.faqs' },
  { to: '/contact', label: 'footer.contact' },
  { to: '/join-team', label: 'footer.joinTeam' },
  { to: '/privacy', label: 'footer.privacy' },
  { to: '/cookies', label: 'footer.cookies' },
  { to: '/terms-of-service', label: 'footer.terms' },
] as const;

/** Links to the content pages and the subproject's copyright line. */
export function SiteFooter() {
  const { t } = useTranslation();
  const { name } = useSubproject();

  return (
    <footer className={classes.footer}>
      <nav aria-label={t('footer.label')}>
        <Group gap="md" justify="center" wrap="wrap">
          {FOOTER_LINKS.map((link) => (
            <Anchor key={link.to} component={Link} to={link.to} c="dimmed" className={classes.footerLink}>
              {t(link.label)}
            </Anchor>
          ))}
        </Group>
      </nav>
      <Text c="dimmed" fz="xs" ta="center" mt="sm">
        {t('footer.rights', { year: new Date().getFullYear(), name })}
      </Text>
    </footer>
  );
}
