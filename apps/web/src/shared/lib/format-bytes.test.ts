import { describe, expect, it } from 'vitest';
import { formatBytes } from './format-bytes.ts';

describe('formatBytes', () => {
  it('reads bytes, kilobytes and megabytes', () => {
    expect(formatBytes(512, 'en')).toBe('512 byte');
    expect(formatBytes(1536, 'en')).toBe('1.5 kB');
    expect(formatBytes(20 * 1024 * 1024, 'en')).toBe('20 MB');
  });

  it('names the unit in the language', () => {
    expect(formatBytes(1536, 'ar')).toContain('كيلوبايت');
  });
});
