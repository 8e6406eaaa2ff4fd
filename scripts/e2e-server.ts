/** Starts the real server for the browser journeys on a fresh data folder (removed again on exit). */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ito-e2e-'));
process.env.DATA_DIR = dataDir;
process.env.NODE_ENV = 'test';
process.env.LOG_LEVEL ??= 'warn';
process.env.DATABASE_URL = '';
process.env.REDIS_URL = '';
process.env.SMTP_URL = '';
// The journeys sign in far more often than a person would; the login limit itself is covered by the API tests.
process.env.LOGIN_RATE_LIMIT ??= '1000';
// Someone who leaves shows as offline after this grace period; short, so the messaging journey need not wait 10 s.
process.env.PRESENCE_GRACE_MS ??= '1500';
process.env.APP_URL = `http://localhost:${process.env.PORT ?? 3100}`;

const cleanup = () => fs.rmSync(dataDir, { recursive: true, force: true });
process.on('exit', cleanup);

await import('../apps/server/src/main.ts');
