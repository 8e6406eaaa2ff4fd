import type { TAgentMessage, TAgentPayload, TConversation } from '@ito/contracts/agent/conversations';
import { ZPlan, type TPlan } from '@ito/contracts/agent/plan';

/** Test data in the server's shapes (the plan is checked against the contract, so it cannot drift from it). */

export const conversation: TConversation = {
  id: 'c1',
  title: 'I want to sleep better',
  status: 'open',
  program_id: 'p1',
  follow_id: null,
  proposal: null,
  created_at: '2026-03-02T08:00:00.000Z',
  updated_at: '2026-03-02T08:00:00.000Z',
};

export const plan: TPlan = ZPlan.parse({
  version: 1,
  title: 'Sleep better in 4 weeks',
  summary: 'A steady wind-down routine and a fixed wake time.',
  intent: {
    text: 'I want to sleep better',
    domain: 'sleep',
    goal: 'Sleep better',
    target: null,
    horizon_weeks: 4,
    sessions_per_week: 3,
    minutes_per_session: 20,
    level: 'beginner',
    available_days: [],
    injuries: [],
    equipment: [],
    budget_minor: null,
  },
  limits: {
    start_date: '2026-03-02',
    end_date: '2026-03-29',
    minutes_per_session: 20,
    sessions_per_week: 3,
    available_days: [],
    min_rest_days_per_week: 1,
    min_load: 0.5,
    max_load: 1.5,
  },
  assumptions: ['You can spare 20 minutes in the evening.'],
  phases: [
    { id: 'ph1', title: 'Settle', week_start: 1, week_end: 2, focus: 'A fixed wake time', why: 'Rhythm first.' },
    { id: 'ph2', title: 'Deepen', week_start: 3, week_end: 4, focus: 'Wind-down', why: 'Then the evening.' },
  ],
  tasks: [
    task('t1', 1, '2026-03-02', 'Wind-down routine', 'Calm evenings help you fall asleep.'),
    task('t2', 1, '2026-03-04', 'Wind-down routine', 'Repetition builds the habit.'),
    task('t3', 2, '2026-03-09', 'Sleep diary check-in', 'See what changed.', 'assessment'),
    task('t4', 3, '2026-03-16', 'Longer wind-down', 'A little more each week.'),
  ],
  kpis: [
    {
      id: 'k1',
      name: 'Hours of sleep',
      unit: 'h',
      baseline: 6,
      target: 7.5,
      direction: 'increase',
      why: 'Most adults need 7 to 9 hours.',
    },
  ],
  nudges: [],
  recommendations: [
    { kind: 'program', id: 'prog-9', title: 'Calm nights', why: 'A coach-led sleep program.' },
    { kind: 'creator', id: 'cleo-calm', title: 'Cleo Calm', why: 'Sleep coach.' },
  ],
});

function task(id: string, week: number, date: string, title: string, why: string, kind = 'activity') {
  return {
    id,
    kind,
    phase_id: week <= 2 ? 'ph1' : 'ph2',
    week,
    date,
    title,
    description: '',
    minutes: 20,
    load: 1,
    why,
  };
}

let clock = 0;

export function message(
  id: string,
  role: TAgentMessage['role'],
  content: string,
  payload: TAgentPayload | null = null,
): TAgentMessage {
  clock += 1;
  return {
    id,
    conversation_id: 'c1',
    role,
    content,
    payload,
    created_at: new Date(Date.UTC(2026, 2, 2, 8, 0, clock)).toISOString(),
  };
}

/** A page of messages as the server answers it: newest first. */
export function pageOf(messages: TAgentMessage[], currentPage = 1, lastPage = 1) {
  return {
    data: [...messages].reverse(),
    meta: { current_page: currentPage, last_page: lastPage, per_page: 20, total: messages.length },
    links: { first: null, last: null, prev: null, next: null },
  };
}
