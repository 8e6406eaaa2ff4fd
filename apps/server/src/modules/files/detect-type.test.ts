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
    ['webm', bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84], 'webm'), 'video/webm'],
    ['mp4', bytes([0, 0, 0, 0x20], 'ftypisom', [0, 0, 2, 0]), 'video/mp4'],
    ['webvtt', bytes('WEBVTT\n\n00:00.000 --> 00:01.000\nHi'), 'text/vtt'],
    ['webvtt after a byte order mark', bytes([0xef, 0xbb, 0xbf], 'WEBVTT - title\n'), 'text/vtt'],
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
    ['matroska that is not webm', bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x88], 'matroska')],
    ['quicktime', bytes([0, 0, 0, 0x14], 'ftypqt  ', [0, 0, 2, 0])],
    ['a word starting with WEBVTT', bytes('WEBVTTX\n')],
    ['html', bytes('<script>WEBVTT</script>')],
  ])('refuses %s', (_name, data) => {
    expect(detectType(data)).toBeNull();
  });
});
