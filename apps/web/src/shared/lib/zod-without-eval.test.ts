import { describe, expect, it, vi } from 'vitest';

describe('zod without eval', () => {
  it('turns off zod’s compiled parsers, so it never probes for eval under the content security policy', async () => {
    await import('./zod-without-eval.ts');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    const FunctionSpy = vi.spyOn(globalThis, 'Function');
    const schema = z.object({ id: z.string(), count: z.number() });
    expect(schema.parse({ id: 'a', count: 1 })).toEqual({ id: 'a', count: 1 });
    expect(FunctionSpy).not.toHaveBeenCalled();
  });
});
