import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubproject } from '../hooks/use-subproject.ts';
import { useUiStore } from '../stores/ui-store.ts';
import classes from './global-loader.module.css';
import pulse from './pulse.module.css';
import hidden from './visually-hidden.module.css';

/**
 * SPEC 9 loader: the brand logo, 100 px round, pulsing over a blurred page while API calls run.
 * It never takes clicks (pointer-events: none) so a slow background call cannot block the screen.
 * The logo is only put in once the loader has shown (and then kept for its fade-out): hidden, it was fetched at
 * start-up at high priority, ahead of the first screen's own files (decision 031).
 */
export function GlobalLoader() {
  const { t } = useTranslation();
  const isVisible = useUiStore((s) => s.isLoaderVisible);
  const { logo, name } = useSubproject();
  const [hasShown, setHasShown] = useState(false);
  if (isVisible && !hasShown) setHasShown(true);

  return (
    <div className={classes.overlay} data-visible={isVisible || undefined} aria-hidden={!isVisible}>
      {hasShown ? (
        <img className={`${classes.logo} ${pulse.pulse}`} src={logo} alt="" width={100} height={100} />
      ) : null}
      <span className={hidden.hidden} role="status">
        {isVisible ? `${name}: ${t('loading')}` : ''}
      </span>
    </div>
  );
}
