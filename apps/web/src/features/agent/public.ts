import { lazy } from 'react';

/*
 * What other features and app/ may use of the agent (decision 040): starting a conversation from an intent typed
 * elsewhere (the intent box), where a newly verified person goes next, the chat sidebar a followed program's dashboard
 * shows, and the plans waiting to be accepted that My programs shows. The screens in app/screens/ put the intent box,
 * the sidebar and the waiting plans on the landing page, the dashboard and My programs (decision 074).
 */
export { describeFailure, type AgentFailure } from './lib/describe-failure.ts';
export { startAgentFromIntent } from './lib/start-agent.ts';
export { IntentBox } from './components/intent-box.tsx';

/*
 * The sidebar (a drawer holding the whole chat) loads on demand: a re-export would put it, with its stylesheet and
 * Mantine's drawer, into the chunk of everyone who imports this file, the landing page included (decision 040).
 * Render them under a Suspense boundary.
 */
const loadSidebar = () => import('./components/agent-sidebar.tsx');
export const AgentSidebar = lazy(() => loadSidebar().then((m) => ({ default: m.AgentSidebar })));
export const AgentSidebarToggle = lazy(() => loadSidebar().then((m) => ({ default: m.AgentSidebarToggle })));

/** My programs' plans waiting to be accepted, loaded with the page that shows them. */
export const WaitingPlans = lazy(() =>
  import('./components/waiting-plans.tsx').then((m) => ({ default: m.WaitingPlans })),
);
