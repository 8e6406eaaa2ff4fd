import { afterAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hasRedisServer, startRedis, type RedisServer } from './test/redis-server.ts';

/**
 * A wrong DATABASE_URL or REDIS_URL at start is one readable line on stderr naming the variable
 * and the cause, and exit code 1; not a stack (decision 025).
 */
const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));
// Ports of this test's range that nothing listens on (3401), and for its own password-protected Redis (3404).
const CLOSED_PORT = 3401;
const PROTECTED_REDIS_PORT = 3404;
const postgresUrl = process.env.DATABASE_URL;

const dirs: string[] = [];
let protectedRedis: RedisServer | undefined;
afterAll(async () => {
  dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true }));
  await protectedRedis?.stop();
});

/** Runs the server with `env` until it exits; answers its exit code and output. */
function run(env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ito-start-'));
  dirs.push(dataDir);
  const child: ChildProcess = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      REDIS_URL: '',
      AGENT_WARMUP: 'false',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (c: Buffer) => (stdout += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (stderr += c.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  return new Promise((resolve) =>
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    }),
  );
}

async function expectOneLine(env: Record<string, string>, line: RegExp) {
  const { code, stdout, stderr } = await run(env);
  expect(code).toBe(1);
  expect(stderr.trimEnd().split('\n'), stderr).toHaveLength(1);
  expect(stderr.trim()).toMatch(line);
  expect(stdout).not.toContain('is running on');
}

describe('a wrong DATABASE_URL or REDIS_URL at start', () => {
  it('names DATABASE_URL and the refused address', async () => {
    await expectOneLine(
      { DATABASE_URL: `postgres://postgres@127.0.0.1:${CLOSED_PORT}/ito` },
      new RegExp(`^DATABASE_URL: cannot connect to 127\\.0\\.0\\.1:${CLOSED_PORT} \\(ECONNREFUSED\\)$`),
    );
  });

  it('names DATABASE_URL and a host that does not resolve, without printing the password', async () => {
    const { stderr } = await run({ DATABASE_URL: 'postgres://ito:secret-pw@db.invalid:5432/ito' });
    expect(stderr.trim()).toMatch(/^DATABASE_URL: host not found: db\.invalid \((ENOTFOUND|EAI_AGAIN)\)$/);
    expect(stderr).not.toContain('secret-pw');
  });

  it.skipIf(!postgresUrl)('names DATABASE_URL and a database that does not exist', async () => {
    const url = new URL(postgresUrl!);
    url.pathname = '/ito_no_such_database';
    await expectOneLine(
      { DATABASE_URL: url.toString() },
      /^DATABASE_URL: database "ito_no_such_database" does not exist at .+ \(3D000\)$/,
    );
  });

  it('names REDIS_URL and the refused address', async () => {
    await expectOneLine(
      { REDIS_URL: `redis://127.0.0.1:${CLOSED_PORT}` },
      new RegExp(`^REDIS_URL: cannot connect to 127\\.0\\.0\\.1:${CLOSED_PORT} \\(ECONNREFUSED\\)$`),
    );
  });

  it.skipIf(!hasRedisServer())('names REDIS_URL and refused credentials', async () => {
    protectedRedis = await startRedis(PROTECTED_REDIS_PORT, ['--requirepass', 'right-pw']);
    await expectOneLine(
      { REDIS_URL: `redis://:wrong-pw@127.0.0.1:${PROTECTED_REDIS_PORT}` },
      new RegExp(`^REDIS_URL: authentication failed at 127\\.0\\.0\\.1:${PROTECTED_REDIS_PORT} \\(WRONGPASS\\)$`),
    );
    await expectOneLine(
      { REDIS_URL: `redis://127.0.0.1:${PROTECTED_REDIS_PORT}` },
      /^REDIS_URL: .+ needs a password \(NOAUTH\)$/,
    );
  });
});
