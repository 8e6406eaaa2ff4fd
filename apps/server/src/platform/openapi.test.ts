import fs from 'node:fs';
import { afterAll, beforeAll, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('dumps', () => {
  fs.writeFileSync('/tmp/oa/doc.json', JSON.stringify(t.app.swagger(), null, 1));
});
