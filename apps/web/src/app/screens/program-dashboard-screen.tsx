import { Suspense } from 'react';
import { AgentSidebar, AgentSidebarToggle } from '../../features/agent/public.ts';
import { ProgramDashboardPage } from '../../features/following/pages/program-dashboard-page.tsx';

/** `/follow-program/{target}/{program}`: a followed program's dashboard; a personal plan's brings the agent's chat. */
export function Component() {
  return (
    <ProgramDashboardPage
      agent={{
        toggle: (
          <Suspense fallback={null}>
            <AgentSidebarToggle />
          </Suspense>
        ),
        sidebar: (programId) => (
          <Suspense fallback={null}>
            <AgentSidebar programId={programId} />
          </Suspense>
        ),
      }}
    />
  );
}
