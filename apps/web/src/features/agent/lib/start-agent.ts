import { refreshUser } from '../../../shared/session/sign-in.ts';
import { useSessionStore } from '../../../shared/stores/session-store.ts';
import { startConversation, startGuest } from '../api/agent-api.ts';
import { agentPath } from '../../../shared/lib/program-paths.ts';

/**
 * The landing page's intent (SPEC sections 3, 4, 6): a guest first becomes the temporary user bound to this
 * browser's guest key (its token is kept like any other), then the intent starts a conversation, whose program gives
 * the agent page its address. The current user is loaded again so the guard knows the program it holds the
 * temporary user to. Returns where to go.
 */
export async function startAgentFromIntent(intent: string): Promise<string> {
  const session = useSessionStore.getState();
  if (!session.token) {
    const auth = await startGuest(session.guestKey);
    session.setToken(auth.data.accessToken);
  }
  const { data } = await startConversation(intent);
  const programId = data.conversation.program_id;
  if (!programId) throw new Error('The agent answered without a program');
  try {
    await refreshUser();
  } catch (error) {
    // The conversation exists; the guard catches up on the next start-up.
    console.error('Could not refresh the current user', error);
  }
  return agentPath(programId);
}
