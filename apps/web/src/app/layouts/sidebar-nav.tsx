import { NavLink as MantineNavLink, ScrollArea } from '@mantine/core';
import { NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';

export interface SidebarLink {
  to: string;
  /** A key in the common namespace. */
  label: string;
  badge?: number;
}

/** A vertical list of links for the 250 px sidebar (280 px on phones). */
export function SidebarNav({
  links,
  label,
  onNavigate,
}: {
  links: SidebarLink[];
  label: string;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();

  return (
    <ScrollArea component="nav" aria-label={label} h="100%" p="sm">
      {links.map((link) => {
        const isActive = pathname === link.to || pathname.startsWith(`${link.to}/`);
        return (
          <MantineNavLink
            key={link.to}
            component={NavLink}
            to={link.to}
            label={t(link.label)}
            active={isActive}
            aria-current={isActive ? 'page' : undefined}
            rightSection={link.badge ? <span aria-hidden>{link.badge}</span> : undefined}
            onClick={onNavigate}
            style={{ minHeight: 44, borderRadius: 8 }}
          />
        );
      })}
    </ScrollArea>
  );
}
