import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSessionStore } from '../../../shared/stores/session-store.ts';
import classes from './task-bar.module.css';
import hidden from '../../../shared/ui/visually-hidden.module.css';

/**
 * The navbar's progress-task bar: how many tasks are due today or earlier (the current user's `assignedTasks`), as a
 * link to `/my-tasks`. Hidden when there are none, for guests and for temporary users (held on the agent page).
 * Its texts are asked for only when there is something to show (a guest's first visit does not fetch them), and
 * it does not suspend the navbar for them: until they are in, it simply is not shown.
 */
export function TaskBar() {
  const count = useSessionStore((s) => (s.token && s.user && !s.user.is_temporary ? s.user.assignedTasks : 0));
  return count > 0 ? <TaskCount count={count} /> : null;
}

function TaskCount({ count }: { count: number }) {
  const { t, i18n, ready } = useTranslation('following', { useSuspense: false });
  if (!ready) return null;
  const value = new Intl.NumberFormat(i18n.language).format(count);
  return (
    // The link's name is its visible text and then the rest of the sentence, hidden: a voice user says what they see
    // ("3 to do"), which an aria-label that reworded it would not match (WCAG 2.5.3, decision 046).
    <Link to="/my-tasks" className={classes.taskBar} data-testid="task-bar">
      <svg className={classes.taskBarIcon} width="18" height="18" viewBox="0 0 18 18" aria-hidden focusable="false">
        <rect x="2" y="2" width="14" height="14" rx="3" fill="none" stroke="currentColor" strokeWidth="1.8" />
        <path d="m5.5 9 2.5 2.5 4.5-5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      </svg>
      <span className={classes.taskBarCount}>{value}</span>{' '}
      <span className={classes.taskBarLabel}>{t('taskBar.text')}</span>
      <span className={hidden.hidden}>{t('taskBar.hint')}</span>
    </Link>
  );
}
