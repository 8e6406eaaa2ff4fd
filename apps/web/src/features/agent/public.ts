/*
 * What other features and app/ may use of the agent (decision 040): the sidebar a followed program's dashboard
 * shows, starting a conversation from an intent typed elsewhere, and where a newly verified person goes next.
 */
export { AgentSidebar, AgentSidebarToggle } from './components/agent-sidebar.tsx';
export { describeFailure, type AgentFailure } from './lib/describe-failure.ts';
export { startAgentFromIntent } from './lib/start-agent.ts';
export { pathAfterVerification } from './lib/after-registration.ts';
