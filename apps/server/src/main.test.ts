import { afterAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

function start(env: Record<string, string>): {
  child: ChildProcess;
  output: () => string;
  exit: Promise<number | null>;
} {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ito-main-'));
  dirs.push(dataDir);
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      REDIS_URL: '',
      AGENT_WARMUP: 'false',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (out += c.toString()));
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => out, exit };
}

async function waitFor(check: () => RegExpMatchArray | null, ms = 60_000): Promise<RegExpMatchArray> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const m = check();
    if (m) return m;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('timed out');
}

describe('the server process', () => {
  it('refuses to start on a bad variable and names it', async () => {
    const { exit, output } = start({ PORT: 'eighty' });
    expect(await exit).toBe(1);
    expect(output()).toContain('PORT');
  });

  it('starts, prints demo accounts, finishes in-flight requests on SIGTERM and exits 0', async () => {
    const { child, output, exit } = start({});
    const [, url] = await waitFor(() => output().match(/running on (http:\/\/\S+:\d+)/));
    expect(output()).toContain('follower@demo.test');
    const base = url!.replace('localhost', '127.0.0.1');
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    // A registration hashes a password (tens of ms): SIGTERM arrives while it is in flight.
    const inFlight = fetch(`${base}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ full_name: 'Last One', email: 'last@example.test', password: 'long enough pw' }),
    });
    // SIGTERM once the server has taken the request in (its request log line), not after a guessed delay: on a
    // busy machine the request can reach the server after the signal, and then 503 is the right answer.
    await new Promise<void>((resolve) => {
      const seen = () => {
        if (!/"url":"\/api\/register"/.test(output())) return;
        child.stdout!.off('data', seen);
        resolve();
      };
      child.stdout!.on('data', seen);
      seen();
    });
    child.kill('SIGTERM');
    const res = await inFlight;
    expect(res.status).toBe(201);
    const code = await exit;
    if (code !== 0) console.log(output());
    expect(code).toBe(0);
    expect(output()).toMatch(/shutting down/);
    expect(output()).toMatch(/"msg":"closed"/);
    // A whole process: start, migrate and seed a fresh database (on PostgreSQL too), then shut down; waitFor allows
    // a minute for the start alone on a loaded machine.
  }, 120_000);
});
