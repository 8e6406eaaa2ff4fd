import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));

export type RunningServer = { url: string; database: string; pid: number | undefined; stop(): Promise<void> };

const READY_LINE = /Intent to Outcomes is running on http:\/\/\S+:(\d+)\s+\(database: (\w+)/;
const READY_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 15_000;

/**
 * Starts the real server (`apps/server/src/main.ts`) as a child process, the way `npm start` does, so the numbers
 * include Fastify, validation, serialisation and the database driver. PGlite gets a fresh temp DATA_DIR that is
 * removed on stop; `databaseUrl` switches to PostgreSQL instead.
 */
export async function startServer(
  options: { databaseUrl?: string; dataDir?: string; port?: number } = {},
): Promise<RunningServer> {
  // A caller-prepared PGlite folder (e.g. bulk-seeded) is used as is and left for the caller to remove.
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'ito-bench-'));
  const child = spawn(process.execPath, [path.join(REPO_ROOT, 'apps/server/src/main.ts')], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      // Production mode: no dev routes, no mail bodies in the log; the budgets are about what users get.
      NODE_ENV: 'production',
      // Any free port unless the caller names one (a shared machine may hand each user a range).
      PORT: String(options.port ?? 0),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: options.databaseUrl ?? '',
      REDIS_URL: '',
      SMTP_URL: '',
      LOG_LEVEL: 'warn',
      // The bench signs in a few thousand times from one IP to mint sessions; the real limit would answer 429.
      LOGIN_RATE_LIMIT: '10000',
      SEED: 'true',
      // The built web app to serve: WEB_DIST as given (relative to the repository), else the server's default.
      ...(process.env.WEB_DIST ? { WEB_DIST: path.resolve(REPO_ROOT, process.env.WEB_DIST) } : {}),
    },
  });
  const removeDataDir = () => {
    if (!options.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  let log = '';
  child.stderr.on('data', (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-4000);
  });

  let ready: { port: string; database: string };
  try {
    ready = await waitForReadyLine(child, () => log);
  } catch (err) {
    await stopChild(child);
    removeDataDir();
    throw err;
  }
  const url = `http://127.0.0.1:${ready.port}`;
  await waitForHealth(url);
  return {
    url,
    database: ready.database,
    pid: child.pid,
    stop: async () => {
      await stopChild(child);
      removeDataDir();
    },
  };
}

function waitForReadyLine(child: ChildProcess, stderr: () => string): Promise<{ port: string; database: string }> {
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => fail(new Error(`server not ready after ${READY_TIMEOUT_MS} ms`)), READY_TIMEOUT_MS);
    const fail = (err: Error) => {
      clearTimeout(timer);
      reject(
        new Error(`${err.message}\n--- server stderr ---\n${stderr()}\n--- server stdout ---\n${out.slice(-2000)}`),
      );
    };
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = READY_LINE.exec(out);
      if (match?.[1] && match[2]) {
        clearTimeout(timer);
        resolve({ port: match[1], database: match[2] });
      }
    });
    child.once('exit', (code, signal) => fail(new Error(`server exited early (code ${code}, signal ${signal})`)));
  });
}

async function waitForHealth(url: string): Promise<void> {
  // Bounded poll: the ready line is printed after listen, so this normally succeeds at once.
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      // not accepting yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`GET ${url}/api/health never answered 200`);
}

/** SIGTERM (graceful close), then SIGKILL to this one child if it has not exited within the timeout. */
function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
