import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Which module imports which: `modules/<from>/**` importing `modules/<to>/**`, with one file that does it. */
export type ModuleGraph = Map<string, Map<string, string>>;

/**
 * The module-level import graph of `modulesDir` (apps/server/src/modules). Import-x's `no-cycle` sees cycles between
 * files; DESIGN section 3 forbids cycles between modules, which can run through files that never form a file cycle
 * (agent/a.ts -> tasks/b.ts, tasks/c.ts -> agent/d.ts). Tests are left out: a test may set up its world through any
 * module, and nothing imports a test, so it cannot be part of a circle. TypeScript's own scanner reads the imports
 * (static, dynamic and type-only: a type import still couples two modules' code).
 */
export function moduleGraph(modulesDir: string): ModuleGraph {
  const graph: ModuleGraph = new Map();
  for (const entry of fs.readdirSync(modulesDir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const from = moduleOf(modulesDir, file);
    if (!from) continue;
    const edges = graph.get(from) ?? new Map<string, string>();
    graph.set(from, edges);
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const to = moduleOf(modulesDir, path.resolve(path.dirname(file), fileName));
      if (to && to !== from && !edges.has(to)) edges.set(to, path.relative(modulesDir, file));
    }
  }
  return graph;
}

function moduleOf(modulesDir: string, file: string): string | undefined {
  const relative = path.relative(modulesDir, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  const [first, ...rest] = relative.split(path.sep);
  return rest.length > 0 ? first : undefined;
}

/**
 * Circles among modules, as the modules in order with a file that makes each step
 * (`agent (agent/plan-answers.ts) -> tasks (tasks/adapt-service.ts) -> agent`): for each module, the shortest circle
 * back to it through modules that sort after it. Every circle has a first module, so the list is empty exactly when
 * there is no circle, whatever its length; a module on several circles shows its shortest.
 */
export function moduleCycles(graph: ModuleGraph): string[] {
  const cycles: string[] = [];
  const names = [...graph.keys()].sort();
  for (const start of names) {
    // Shortest path back to `start` through modules that sort after it: each circle is found once, from its first.
    const back = new Map<string, string>();
    const queue = [start];
    let found: string | undefined;
    while (queue.length > 0 && !found) {
      const current = queue.shift()!;
      for (const next of [...(graph.get(current)?.keys() ?? [])].sort()) {
        if (next === start) {
          found = current;
          break;
        }
        if (next > start && !back.has(next)) {
          back.set(next, current);
          queue.push(next);
        }
      }
    }
    if (!found) continue;
    const circle = [found];
    while (circle[0] !== start) circle.unshift(back.get(circle[0]!)!);
    const steps = circle.map((name, i) => {
      const to = circle[(i + 1) % circle.length]!;
      return `${name} (${graph.get(name)!.get(to)})`;
    });
    cycles.push(`${steps.join(' -> ')} -> ${start}`);
  }
  return cycles;
}
