import { it } from 'vitest';
import fs from 'node:fs';
import { createTestApp } from '../test/harness.ts';

it('dump', async () => {
  const t = await createTestApp();
  const doc = t.app.swagger() as any;
  fs.writeFileSync('/tmp/h21/openapi.json', JSON.stringify(doc, null, 1));
  await t.close();
}, 120000);
