import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { programModules, programs } from '../../db/schema/programs.ts';
import { ZReplaceProgramContentRequest } from '@ito/contracts/programs/replace-program-content';
import { AppError } from '../../platform/errors.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { createProgram, creator, SAMPLE_CONTENT } from '../../test/program-helpers.ts';
import { replaceCurriculum } from './content-service.ts';
import { deleteProgram } from './service.ts';

const CONTENT = ZReplaceProgramContentRequest.parse(SAMPLE_CONTENT);

// Deleting a program while its curriculum was being saved answered 500 (the modules' foreign key).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('saving a curriculum while the program is deleted', () => {
  it('a save that finds the program gone (after the route checked it) is a 404, not a foreign-key error', async () => {
    const { app } = t;
    const me = await creator(app);
    const program = await createProgram(app, me.headers);
    // The route has already loaded the program when the delete lands: the service must see that it is gone.
    await deleteProgram(app.db, me.id, program.id);
    const saving = replaceCurriculum(app.db, me.id, program.id, CONTENT);
    await expect(saving).rejects.toBeInstanceOf(AppError);
    await expect(saving).rejects.toMatchObject({ code: 'not_found' });
    const [left] = await app.db
      .select({ n: count() })
      .from(programModules)
      .where(eq(programModules.program_id, program.id));
    expect(left!.n).toBe(0);
  });

  it('a save and a delete sent together: the save is 200 or 404, never 500, and the program is gone', async () => {
    const { app } = t;
    const me = await creator(app);
    for (let round = 0; round < 10; round++) {
      const program = await createProgram(app, me.headers, { title: `Racing program ${round}` });
      const url = `/api/creator/programs/${program.id}`;
      // Each round sends the delete a little later (0 to 4.5 ms), so it lands before, during or after the save. On
      // PGlite, whose one connection runs a transaction alone, the first test is the one that hits the gap for sure.
      const save = app.inject({ method: 'PUT', url: `${url}/content`, headers: me.headers, payload: SAMPLE_CONTENT });
      await new Promise((resolve) => setTimeout(resolve, round / 2));
      const remove = app.inject({ method: 'DELETE', url, headers: me.headers });
      const [saved, removed] = await Promise.all([save, remove]);
      expect([200, 404], `round ${round}: ${saved.statusCode} ${saved.body}`).toContain(saved.statusCode);
      expect(removed.statusCode, `round ${round}: ${removed.body}`).toBe(200);
      const [row] = await app.db.select({ n: count() }).from(programs).where(eq(programs.id, program.id));
      expect(row!.n).toBe(0);
    }
  });

  it("another creator saving into someone else's program is a 404 and leaves it untouched", async () => {
    const { app } = t;
    const owner = await creator(app, 'Owner');
    const other = await creator(app, 'Other');
    const program = await createProgram(app, owner.headers);
    const res = await app.inject({
      method: 'PUT',
      url: `/api/creator/programs/${program.id}/content`,
      headers: other.headers,
      payload: SAMPLE_CONTENT,
    });
    expect(res.statusCode).toBe(404);
    await expect(replaceCurriculum(app.db, other.id, program.id, CONTENT)).rejects.toMatchObject({
      code: 'not_found',
    });
  });
});
