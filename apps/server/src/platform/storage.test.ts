import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './storage.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'ito-storage-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('local storage', () => {
  const storage = createLocalStorage(root);

  it('puts, opens and removes objects under <root>/<area>/<name>, leaving no temp files', async () => {
    await storage.put('thumb', 'a.webp', Buffer.from('bytes'));
    expect(fs.readdirSync(path.join(root, 'thumb'))).toEqual(['a.webp']);
    const object = await storage.open('thumb', 'a.webp');
    expect(object?.size).toBe(5);
    expect(await text(object!.stream)).toBe('bytes');
    expect(await storage.has('thumb', 'a.webp')).toBe(true);
    await storage.remove('thumb', 'a.webp');
    await storage.remove('thumb', 'a.webp');
    expect(await storage.open('thumb', 'a.webp')).toBeNull();
    expect(await storage.has('thumb', 'a.webp')).toBe(false);
  });

  it('refuses names that could leave its folder', async () => {
    for (const [area, name] of [
      ['thumb', '../escape.webp'],
      ['..', 'x.webp'],
      ['thumb', 'a/b.webp'],
      ['thumb', '.hidden'],
      ['thumb', 'a\0.webp'],
    ] as const) {
      await expect(storage.put(area, name, Buffer.from('x'))).rejects.toThrow('unsafe storage name');
      await expect(storage.open(area, name)).rejects.toThrow('unsafe storage name');
    }
    expect(fs.existsSync(path.join(root, 'escape.webp'))).toBe(false);
  });
});
