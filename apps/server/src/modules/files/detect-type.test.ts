import { describe, expect, it } from 'vitest';
import { detectType } from './detect-type.ts';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));

describe('detectType', () => {
  it.each([
    ['jpeg', bytes([0xff, 0xd8, 0xff, 0xe0], 'rest'), 'image/jpeg'],
    ['png', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a], 'rest'), 'image/png'],
    ['gif87a', bytes('GIF87a', 'rest'), 'image/gif'],
    ['gif89a', bytes('GIF89a', 'rest'), 'image/gif'],
    ['webp', bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '), 'image/webp'],
    ['pdf', bytes('%PDF-1.7\n'), 'application/pdf'],
  ])('knows %s by its magic number', (_name, data, mime) => {
    expect(detectType(data)?.mime).toBe(mime);
  });

  it.each([
    ['empty', bytes()],
    ['text', bytes('hello, I am a .png')],
    ['riff that is not webp (wav)', bytes('RIFF', [1, 2, 3, 4], 'WAVEfmt ')],
    ['truncated png signature', bytes([0x89], 'PNG')],
    ['svg (scripts inside images are not accepted)', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['html pretending to be a pdf later on', bytes('<html>%PDF-1.4')],
  ])('refuses %s', (_name, data) => {
    expect(detectType(data)).toBeNull();
  });
});
