/* What app/ may use of following (decision 040): the task bar in the default layout's navbar. */
export { TaskBar } from './components/task-bar.tsx';
/* The catalogue's program page leads a new follower on to the dashboard and the next task. */
export { dashboardQuery } from './api/following-api.ts';
