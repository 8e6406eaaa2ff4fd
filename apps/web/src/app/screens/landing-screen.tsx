import { IntentBox } from '../../features/agent/public.ts';
import { LandingPage } from '../../features/public/pages/landing-page.tsx';

/** `/`: the landing page, with the agent's intent box in its hero. */
export function Component() {
  return <LandingPage intentBox={<IntentBox />} />;
}
