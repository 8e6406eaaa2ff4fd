/* What other features may use of the public pages (decision 040): the intent box, also on the followed-programs list. */
export { IntentBox } from './components/intent-box.tsx';
