import { describe, expect, it } from 'vitest';
import { fileToBase64 } from './file-to-base64.ts';

describe('fileToBase64', () => {
  it('reads a file as a base64 data URL of its type', async () => {
    const file = new File(['Hello, world'], 'hello.txt', { type: 'text/plain' });
    expect(await fileToBase64(file)).toBe('data:text/plain;base64,SGVsbG8sIHdvcmxk');
  });

  it('keeps binary bytes exact', async () => {
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x00, 0xff, 0x10, 0x80]);
    const result = await fileToBase64(new Blob([bytes], { type: 'image/png' }));
    expect(result.startsWith('data:image/png;base64,')).toBe(true);
    const decoded = Uint8Array.from(atob(result.split(',')[1]!), (c) => c.charCodeAt(0));
    expect(decoded).toEqual(bytes);
  });

  it('reads an empty file', async () => {
    expect(await fileToBase64(new Blob([], { type: 'application/pdf' }))).toBe('data:application/pdf;base64,');
  });
});
