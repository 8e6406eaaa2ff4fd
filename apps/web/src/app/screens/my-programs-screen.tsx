import { Suspense } from 'react';
import { IntentBox, WaitingPlans } from '../../features/agent/public.ts';
import { MyProgramsPage } from '../../features/following/pages/my-programs-page.tsx';

/** `/follow-program` and `/follow-program/{target}`: the programs followed, with the agent's waiting plans and intent box. */
export function Component() {
  return (
    <MyProgramsPage
      waitingPlans={
        <Suspense fallback={null}>
          <WaitingPlans />
        </Suspense>
      }
      intentBox={<IntentBox />}
    />
  );
}
