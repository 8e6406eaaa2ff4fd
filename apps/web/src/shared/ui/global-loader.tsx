import { useTranslation } from 'react-i18next';
import { useSubproject } from '../subproject/use-subproject.ts';
import { useUiStore } from './ui-store.ts';
import classes from './global-loader.module.css';

/**
 * SPEC 9 loader: the brand logo, 100 px round, pulsing over a blurred page while API calls run.
 * It never takes clicks (pointer-events: none) so a slow background call cannot block the screen.
 */
export function GlobalLoader() {
  const { t } = useTranslation();
  const isVisible = useUiStore((s) => s.isLoaderVisible);
  const { logo, name } = useSubproject();

  return (
    <div className={classes.overlay} data-visible={isVisible || undefined} aria-hidden={!isVisible}>
      <img className={classes.logo} src={logo} alt="" width={100} height={100} />
      <span className={classes.label} role="status">
        {isVisible ? `${name}: ${t('loading')}` : ''}
      </span>
    </div>
  );
}
