import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { agentMessages } from '../../db/schema/agent.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { verifiedUser } from '../../test/identity-helpers.ts';
import { followPlan, tenKPlan } from '../../test/plan-fixture.ts';
import { nextMessageTime } from './message-time.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a conversation’s message times', () => {
  it('are strictly increasing even when written in one transaction (one now())', async () => {
    const auth = await verifiedUser(t.app);
    const { conversation } = await followPlan(t.app, auth.id, tenKPlan('2026-03-02'));
    await t.app.db.transaction(async (tx) => {
      for (const content of ['one', 'two', 'three', 'four'])
        await tx.insert(agentMessages).values({
          conversation_id: conversation.id,
          role: 'agent',
          content,
          created_at: nextMessageTime(conversation.id),
        });
    });
    const rows = await t.app.db
      .select({ content: agentMessages.content })
      .from(agentMessages)
      .where(eq(agentMessages.conversation_id, conversation.id))
      .orderBy(asc(agentMessages.created_at));
    expect(rows.map((r) => r.content)).toEqual(['one', 'two', 'three', 'four']);
    // Microseconds apart at least: JavaScript dates stop at milliseconds, so the database counts the distinct times.
    const [distinct] = await t.app.db
      .select({ n: sql<number>`count(distinct ${agentMessages.created_at})::int` })
      .from(agentMessages)
      .where(eq(agentMessages.conversation_id, conversation.id));
    expect(distinct?.n).toBe(4);
  });
});
