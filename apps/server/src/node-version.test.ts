import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const pkg = JSON.parse(fs.readFileSync(`${ROOT}package.json`, 'utf8')) as {
  engines: { node: string };
  devDependencies: Record<string, string>;
  scripts: Record<string, string>;
};

const atLeast = (version: string, floor: string) => {
  const [a = 0, b = 0] = version.split('.').map(Number);
  const [x = 0, y = 0] = floor.replace(/^>=/, '').split('.').map(Number);
  return a > x || (a === x && b >= y);
};

/** Decision 030: the project brings the Node it needs, so `npm ci && npm start` work on a machine with an older one. */
describe('the Node the npm scripts run on', () => {
  it('is the project’s own, new enough, even when the machine’s is older', () => {
    const pinned = pkg.devDependencies.node!;
    expect(atLeast(pinned, pkg.engines.node)).toBe(true);
    // The machine's own node first on PATH (Debian's Node 20 here): npm scripts still find the project's.
    const result = spawnSync('npm', ['exec', '--no', '--', 'node', '-p', 'process.versions.node'], {
      cwd: ROOT,
      env: { ...process.env, PATH: '/usr/local/bin:/usr/bin:/bin' },
      encoding: 'utf8',
    });
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout.trim()).toBe(pinned);
    expect(pkg.scripts.start).toMatch(/\bnode apps\/server\/src\/main\.ts/);
  });
});
