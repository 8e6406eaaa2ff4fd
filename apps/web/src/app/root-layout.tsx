import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NavigationProgress } from './navigation-progress.tsx';
import { useRouteHandle } from './hooks/use-route-handle.ts';
import classes from './root-layout.module.css';

/** Wraps every layout: skip link, route loading bar, and scroll-to-top for flagged routes. */
export function RootLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const shouldScrollToTop = useRouteHandle()?.scrollToTop !== false;

  useEffect(() => {
    if (shouldScrollToTop) window.scrollTo({ top: 0, left: 0 });
  }, [pathname, shouldScrollToTop]);

  return (
    <>
      <a href="#main" className={classes.skipLink}>
        {t('skipToContent')}
      </a>
      <NavigationProgress />
      <Outlet />
    </>
  );
}
