import { Outlet } from 'react-router';
import { LanguageSwitch } from '../../shared/i18n/language-switch.tsx';
import classes from './layouts.module.css';

/** For the landing page: no chrome besides the language switch; the page draws everything else. */
export function EmptyLayout() {
  return (
    <>
      <div className={classes.emptyTools}>
        <LanguageSwitch variant="default" />
      </div>
      <main id="main" tabIndex={-1} className={classes.main}>
        <Outlet />
      </main>
    </>
  );
}
