import pulse from '../shared/ui/pulse.module.css';
import hidden from '../shared/ui/visually-hidden.module.css';
import classes from './boot-screen.module.css';

/** Shown once, while the first route's code and session load; plain markup so it paints immediately. */
export function BootScreen() {
  return (
    <div className={classes.boot} role="status" aria-live="polite">
      <span className={`${classes.dot} ${pulse.pulse}`} />
      <span className={hidden.hidden}>Loading…</span>
    </div>
  );
}
