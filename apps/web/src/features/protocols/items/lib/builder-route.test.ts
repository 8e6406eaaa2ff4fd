import { describe, expect, it } from 'vitest';
import { builderRouteOf } from './builder-route.ts';

describe('builderRouteOf', () => {
  it('treats a path ending in add as adding', () => {
    expect(builderRouteOf('/protocol-builder/p1/nudge/add', { protocol: 'p1' })).toEqual({
      protocolId: 'p1',
      kind: 'nudge',
      isAdd: true,
    });
  });

  it('treats adding a branch or sub-branch at an index as adding (it opened a 404 before)', () => {
    const branch = builderRouteOf('/protocol-builder/p1/ai-module/branch/1/add/0', {
      protocol: 'p1',
      hierarchy: '1',
      index: '0',
    });
    expect(branch.isAdd).toBe(true);
    const subBranch = builderRouteOf('/protocol-builder/p1/ai-module/branch/1.2/add/3', {
      protocol: 'p1',
      hierarchy: '1.2',
      index: '3',
    });
    expect(subBranch.isAdd).toBe(true);
  });

  it('treats editing pages as not adding', () => {
    expect(builderRouteOf('/protocol-builder/p1/ai-module/branch/1/m7', { protocol: 'p1', module: 'm7' }).isAdd).toBe(
      false,
    );
    expect(builderRouteOf('/protocol-builder/p1/ai-module/main/m1', { protocol: 'p1', id: 'm1' }).isAdd).toBe(false);
    expect(builderRouteOf('/protocol-builder/p1/nudge/n1', { protocol: 'p1' }).isAdd).toBe(false);
  });
});
