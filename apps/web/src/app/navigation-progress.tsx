import { useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import classes from './navigation-progress.module.css';

/** A thin bar along the top while the router loads the next route (page chunk, guard, params). */
export function NavigationProgress() {
  const { t } = useTranslation();
  const isLoading = useNavigation().state !== 'idle';
  if (!isLoading) return null;
  return <div className={classes.bar} role="progressbar" aria-label={t('loadingPage')} aria-busy="true" />;
}
