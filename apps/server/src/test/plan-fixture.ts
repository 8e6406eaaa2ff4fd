import type { FastifyInstance } from 'fastify';
import { ZPlan, type TIntent, type TPlan } from '@ito/contracts/agent/plan';
import { composePlan } from '@ito/planner/compose';
import { agentConversations } from '../db/schema/agent.ts';
import { follows } from '../db/schema/programs.ts';
import { syncPlanTasks } from '../modules/following/plan-tasks.ts';
import { insertProgram } from './catalogue-fixture.ts';

/** "Run a 10K in 8 weeks, 3 times a week for 40 minutes", on Mondays, Wednesdays and Fridays. */
export const TEN_K_INTENT: TIntent = {
  text: 'I want to run a 10K in 8 weeks, I can train 3 times a week for 40 minutes, Mon Wed Fri',
  domain: 'running',
  goal: 'Run a 10K',
  target: { value: 10, unit: 'km' },
  horizon_weeks: 8,
  sessions_per_week: 3,
  minutes_per_session: 40,
  level: 'beginner',
  available_days: [1, 3, 5],
  injuries: [],
  equipment: [],
  budget_minor: null,
};

/** The built-in planner's plan for the intent, starting on `startDate`; checked against the contract. */
export function tenKPlan(startDate: string, intent: TIntent = TEN_K_INTENT): TPlan {
  return ZPlan.parse(composePlan(intent, { start_date: startDate, assumptions: [], recommendations: [] }));
}

/**
 * What accepting an agent proposal leaves behind: the person's own private program, a follow holding the plan, the
 * dated tasks and the accepted conversation linked to the follow.
 */
export async function followPlan(app: FastifyInstance, userId: string, plan: TPlan) {
  const program = await insertProgram(app.db, {
    creator_id: userId,
    title: plan.title,
    summary: plan.summary.slice(0, 300),
    access: 'private',
    duration_weeks: plan.intent.horizon_weeks,
  });
  const [follow] = await app.db
    .insert(follows)
    .values({ user_id: userId, program_id: program.id, target: 'main', plan })
    .returning();
  const taskCount = await syncPlanTasks(app.db, { userId, followId: follow!.id, plan });
  const [conversation] = await app.db
    .insert(agentConversations)
    .values({
      user_id: userId,
      program_id: program.id,
      follow_id: follow!.id,
      status: 'accepted',
      title: plan.title,
      proposal: plan,
    })
    .returning();
  return { program, follow: follow!, conversation: conversation!, taskCount };
}
