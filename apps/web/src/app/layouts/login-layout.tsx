import { Paper } from '@mantine/core';
import { Outlet } from 'react-router';
import { LanguageSwitch } from '../../shared/i18n/language-switch.tsx';
import { useRouteHandle } from '../hooks/use-route-handle.ts';
import classes from './layouts.module.css';
import { SiteBrand } from './site-brand.tsx';

function LoginHeader() {
  return (
    <header className={classes.loginHeader}>
      <SiteBrand />
      <LanguageSwitch />
    </header>
  );
}

/** Sign-in style pages: the form beside an image (variant "image") or in a centred box (variant "box"). */
export function LoginLayout() {
  const variant = useRouteHandle()?.variant ?? 'box';

  if (variant === 'image') {
    return (
      <div className={classes.loginSplit}>
        <div className={classes.loginSide}>
          <LoginHeader />
          <main id="main" tabIndex={-1} className={`${classes.loginForm} ${classes.main}`}>
            <Outlet />
          </main>
        </div>
        <div className={classes.loginImage} aria-hidden="true" data-testid="login-image" />
      </div>
    );
  }

  return (
    <div className={classes.loginBoxPage}>
      <LoginHeader />
      <main id="main" tabIndex={-1} className={`${classes.loginBox} ${classes.main}`}>
        <Paper withBorder shadow="sm" radius="lg" p="xl">
          <Outlet />
        </Paper>
      </main>
    </div>
  );
}
