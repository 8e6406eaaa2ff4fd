import { describe, expect, it } from 'vitest';
import type { TAiModule } from '@ito/contracts/protocols/ai-modules';
import { nextIndex, orderBranches } from './ai-tree.ts';

const m = (id: string, kind: 'main' | 'branch', hierarchy: string, index: number) =>
  ({ id, kind, hierarchy, index, name: id, prompt: '', settings: {}, created_at: '', updated_at: '' }) as TAiModule;

describe('AI module tree', () => {
  const modules = [
    m('main', 'main', '', 0),
    m('b1', 'branch', '0', 1),
    m('b0', 'branch', '0', 0),
    m('c', 'branch', '0.0', 0),
    m('orphan', 'branch', '0.9', 0),
  ];

  it('lists branches depth first, siblings by index, orphans last', () => {
    expect(orderBranches(modules).map(({ module, depth }) => `${module.id}:${depth}`)).toEqual([
      'b0:0',
      'c:1',
      'b1:0',
      'orphan:0',
    ]);
  });

  it('gives a new sibling the next free index', () => {
    expect(nextIndex(modules, '0')).toBe(2);
    expect(nextIndex(modules, '0.1')).toBe(0);
  });
});
