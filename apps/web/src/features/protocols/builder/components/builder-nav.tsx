import { useEffect, useRef } from 'react';
import { Badge, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import classes from './builder.module.css';

/** The builder's sub-pages, relative to `/protocol-builder/{protocol}`; the items' pages are another slice's. */
const SUB_PAGES = [
  ['', 'canvas'],
  ['errors', 'errors'],
  ['nudge', 'nudge'],
  ['assessment', 'assessment'],
  ['challenge', 'challenge'],
  ['kpi', 'kpi'],
  ['order', 'order'],
  ['activity', 'activity'],
  ['modules', 'modules'],
  ['ai', 'ai'],
  ['ai-module/add', 'aiModule'],
  ['pricing', 'pricing'],
  ['team/members', 'team'],
] as const;

export function BuilderNav({ protocolId, errorCount }: { protocolId: string; errorCount: number }) {
  const { t } = useTranslation('builder');
  const { pathname } = useLocation();
  const base = `/protocol-builder/${protocolId}`;
  const navRef = useRef<HTMLElement>(null);
  // The row scrolls sideways: bring the open sub-page into view.
  useEffect(() => {
    const nav = navRef.current;
    const current = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!nav || !current) return;
    const row = nav.getBoundingClientRect();
    const link = current.getBoundingClientRect();
    // `nearest` moves nothing when it is in view already; either way, both directions of writing.
    if (link.left < row.left || link.right > row.right) current.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);
  return (
    <nav ref={navRef} aria-label={t('nav.label')} className={classes.nav}>
      {SUB_PAGES.map(([path, key]) => {
        const to = path ? `${base}/${path}` : base;
        const isActive = path ? pathname === to || pathname.startsWith(`${to}/`) : pathname === base;
        return (
          <Button
            key={key}
            component={NavLink}
            to={to}
            end
            size="sm"
            variant={isActive ? 'light' : 'subtle'}
            className={classes.navLink}
            aria-current={isActive ? 'page' : undefined}
            rightSection={
              key === 'errors' && errorCount > 0 ? (
                <Badge size="sm" color="danger" circle aria-hidden>
                  {errorCount}
                </Badge>
              ) : undefined
            }
          >
            {key === 'errors' ? t('nav.errorsWithCount', { count: errorCount }) : t(`nav.${key}`)}
          </Button>
        );
      })}
      <Button
        component={NavLink}
        to={`/creator/programs/simulator/${protocolId}`}
        size="sm"
        variant="subtle"
        className={classes.navLink}
      >
        {t('nav.simulate')}
      </Button>
    </nav>
  );
}
