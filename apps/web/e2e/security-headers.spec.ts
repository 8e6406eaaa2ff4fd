import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, login } from './fixtures.ts';
import { serverPort } from './ports.ts';

/**
 * The app under its content security policy (decision 026), with Sentry on: a second server of its own (SENTRY_DSN
 * pointing at a Sentry-protocol ingest in this process, on another origin), so the other journeys run without Sentry.
 */
const PORT = Number(process.env.E2E_CSP_PORT ?? serverPort() + 1);
const BASE = `http://localhost:${PORT}`;
const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

let server: ChildProcess;
let ingest: http.Server;
const envelopes: string[] = [];

async function waitForHealth(url: string): Promise<void> {
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not start`);
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  ingest = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      envelopes.push(req.headers['content-encoding'] === 'gzip' ? gunzipSync(body).toString() : body.toString());
      // The browser posts cross-origin: Sentry's ingest answers with CORS headers.
      res.writeHead(200, { 'access-control-allow-origin': '*', 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => ingest.listen(0, '127.0.0.1', resolve));
  const { port: ingestPort } = ingest.address() as AddressInfo;
  server = spawn(process.execPath, ['scripts/e2e-server.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: String(PORT), SENTRY_DSN: `http://publickey@127.0.0.1:${ingestPort}/9` },
    stdio: 'ignore',
  });
  await waitForHealth(BASE);
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  await new Promise<void>((resolve) => (ingest ? ingest.close(() => resolve()) : resolve()));
});

/** Every CSP violation the page reports, from the DOM event and from the console. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      report(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test('the app, its realtime connection and Sentry work under the content security policy', async ({ page }) => {
  const violations = await watchViolations(page);

  const landing = await page.goto(`${BASE}/`);
  expect(landing?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.goto(`${BASE}/programs`);
  const firstProgram = page.locator('a[href^="/program/"]').first();
  await expect(firstProgram).toBeVisible();
  await firstProgram.click();
  await expect(page).toHaveURL(/\/program\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Sentry loads when the page names a DSN, and its envelopes reach the ingest on its own origin.
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('csp journey: reported under the policy');
    });
  });
  await expect.poll(() => envelopes.some((e) => e.includes('csp journey: reported under the policy'))).toBe(true);

  // The realtime connection upgrades to a websocket on the page's own origin, and reconnects as the signed-in user.
  const sockets: { isOpen: () => boolean; frames: number }[] = [];
  page.on('websocket', (ws) => {
    if (!ws.url().startsWith(`ws://localhost:${PORT}/socket.io/`)) return;
    const socket = { isOpen: () => !ws.isClosed(), frames: 0 };
    ws.on('framereceived', () => (socket.frames += 1));
    sockets.push(socket);
  });
  await page.goto(`${BASE}/login`);
  await login(page, DEMO.email, DEMO.password);
  await expect(page).not.toHaveURL(/\/login/);
  await expect.poll(() => sockets.some((socket) => socket.isOpen() && socket.frames > 0)).toBe(true);

  expect(violations).toEqual([]);
});

test('the API docs page works under its own policy', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto(`${BASE}/api/docs`);
  await expect(page.locator('.swagger-ui .opblock').first()).toBeVisible();
  expect(violations).toEqual([]);
});

test('the entry script is sent precompressed and cached for good, and its source map is not served', async ({
  page,
}) => {
  await page.goto(`${BASE}/`);
  const entry = await page.locator('script[type="module"][src^="/assets/"]').getAttribute('src');
  expect(entry).toBeTruthy();
  const res = await page.request.get(`${BASE}${entry}`, { headers: { 'accept-encoding': 'br' } });
  expect(res.status()).toBe(200);
  expect(res.headers()['content-encoding']).toBe('br');
  expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(res.headers()['vary']).toContain('accept-encoding');
  const map = await page.request.get(`${BASE}${entry}.map`);
  expect(map.status()).toBe(404);
});
