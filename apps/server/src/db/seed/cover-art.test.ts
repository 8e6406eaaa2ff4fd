import { describe, expect, it } from 'vitest';
import { COVER_HEIGHT, COVER_WIDTH, coverPixels } from './cover-art.ts';
import { MARKETPLACE_CATEGORIES } from './marketplace-people.ts';

/** The share of pixels light enough to be the motif (the gradient behind it stays darker than 200 in every channel). */
function motifShare(data: Buffer): number {
  let light = 0;
  for (let i = 0; i < data.length; i += 3) if (Math.max(data[i]!, data[i + 1]!, data[i + 2]!) > 200) light++;
  return light / (data.length / 3);
}

describe('coverPixels', () => {
  it('draws the same cover for the same program every time, and another for another program', () => {
    const once = coverPixels('sleep-reset', 'sleep-recovery');
    expect(once).toMatchObject({ width: COVER_WIDTH, height: COVER_HEIGHT, channels: 3 });
    expect(once.data).toHaveLength(COVER_WIDTH * COVER_HEIGHT * 3);
    expect(coverPixels('sleep-reset', 'sleep-recovery').data.equals(once.data)).toBe(true);
    expect(coverPixels('sleep-reset-2', 'sleep-recovery').data.equals(once.data)).toBe(false);
  });

  it.each(MARKETPLACE_CATEGORIES.map((c) => c.slug))('gives %s a motif over its gradient', (slug) => {
    const share = motifShare(coverPixels(`motif-${slug}`, slug).data);
    expect(share).toBeGreaterThan(0.01);
    expect(share).toBeLessThan(0.4);
  });

  it('gives covers of different categories different colours', () => {
    const mean = (slug: string) => {
      const { data } = coverPixels('same-key', slug);
      const sums = [0, 0, 0];
      for (let i = 0; i < data.length; i++) sums[i % 3]! += data[i]!;
      return sums.map((s) => Math.round(s / (data.length / 3)));
    };
    const colours = MARKETPLACE_CATEGORIES.map((c) => mean(c.slug).join(','));
    expect(new Set(colours).size).toBe(colours.length);
  });
});
