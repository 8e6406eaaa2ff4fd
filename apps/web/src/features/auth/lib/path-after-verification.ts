import { listConversationsEndpoint } from '@ito/contracts/agent/refs';
import { call } from '../../../shared/api/call.ts';
import { agentPath, programDashboardPath } from '../../../shared/lib/program-paths.ts';

/**
 * Where a person goes once their address is verified (decision 037): the dashboard of the program their accepted
 * plan made, the agent page of a plan still waiting to be accepted, or home when the agent made nothing for them.
 * Only a guest who registered has a conversation by then: everyone else gets home, as before.
 */
export async function pathAfterVerification(): Promise<string> {
  try {
    const { data } = await call(listConversationsEndpoint, {
      query: { page: 1, per_page: 1 },
      silent: true,
    });
    const latest = data[0];
    if (latest?.program_id) {
      return latest.status === 'accepted' ? programDashboardPath(latest.program_id) : agentPath(latest.program_id);
    }
  } catch (error) {
    // Home is a fine second best: the plan is still reachable from the list of followed programs.
    console.error('Could not find the agent conversation', error);
  }
  return '/home';
}
