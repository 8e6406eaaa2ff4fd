/* What app/ may use of following (decision 040): the task bar in the default layout's navbar. */
export { TaskBar } from './components/task-bar.tsx';
