import { describe, expect, it } from 'vitest';
import { fileUrl } from './file-url.ts';

describe('fileUrl', () => {
  it('points at the sized file', () => {
    expect(fileUrl('abc.webp', 'thumb')).toBe('/public/files/thumb/abc.webp');
  });
});
