import { liveSessionCount, login, mintSessions, WRITER_EMAIL } from './api-client.ts';
import { runLoad, type LoadRequest } from './load.ts';
import { errorRow, latencyRow, type BenchRow } from './report.ts';
import type { LoadSettings } from './api-reads.ts';

export const WRITE_BUDGET_MS = 60;

// Below the account backoff's free attempts (LOGIN_BACKOFF.freeFailures = 5, decision 023): an attempt counts until
// its password is verified, so more parallel sign-ins to one account than that are refused with 429 by design.
const MINT_CONCURRENCY = 4;
const MINT_DEADLINE_MS = 180_000;

/**
 * DESIGN 12: API p95 <= 60 ms for writes. The cheapest write that exists today is GET /api/logout, which revokes
 * the caller's session (an UPDATE). Each request must carry a token that is still live, or it is a read that finds
 * nothing; so the sessions are minted beforehand through the real login, and each request takes the next one.
 * The run ends when the sessions run out or after `seconds`, whichever comes first.
 */
export async function runLogoutBench(
  baseUrl: string,
  settings: LoadSettings & { sessions: number },
  label: string,
): Promise<BenchRow> {
  const name = `GET /api/logout [${label}]`;
  const budget = `p95 <= ${WRITE_BUDGET_MS} ms`;
  try {
    const observer = await login(baseUrl, WRITER_EMAIL);
    const mintStart = Date.now();
    const tokens = await mintSessions(baseUrl, WRITER_EMAIL, settings.sessions, {
      concurrency: MINT_CONCURRENCY,
      deadlineMs: MINT_DEADLINE_MS,
    });
    const mintSeconds = (Date.now() - mintStart) / 1000;
    console.log(`  minted ${tokens.length} sessions through POST /api/login in ${mintSeconds.toFixed(1)} s`);

    // autocannon builds each connection's first request up front and may build one more after its last response:
    // keep that many tokens spare so that no counted request reuses a revoked token.
    const maxRequests = tokens.length - 2 * settings.connections;
    if (maxRequests < settings.connections) {
      return errorRow(name, budget, new Error(`only ${tokens.length} sessions could be minted`));
    }
    const before = await liveSessionCount(baseUrl, observer);
    let next = 0;
    const request: LoadRequest = {
      method: 'GET',
      path: '/api/logout',
      setupRequest: (req) => {
        const token = tokens[Math.min(next++, tokens.length - 1)];
        return { ...req, headers: { ...req.headers, authorization: `Bearer ${token}` } };
      },
    };
    const stats = await runLoad({
      url: baseUrl,
      connections: settings.connections,
      seconds: settings.seconds,
      maxRequests,
      requests: [request],
    });
    const revoked = before - (await liveSessionCount(baseUrl, observer));
    const row = latencyRow(name, WRITE_BUDGET_MS, stats, {
      note: `${stats.requests} logouts over distinct sessions, ${revoked} sessions revoked`,
    });
    // Logout answers 200 even for an unknown token; the session count is what proves each request wrote.
    if (revoked < stats.requests) {
      return { ...row, status: 'ERROR', note: `${row.note}: some requests did not revoke a session` };
    }
    return { ...row, data: { ...row.data, sessions_minted: tokens.length, mint_seconds: mintSeconds, revoked } };
  } catch (err) {
    return errorRow(name, budget, err);
  }
}

/**
 * POST /api/register, reported beside the budget but not judged by it: argon2id hashing (memory-hard, tens of ms of
 * CPU per call by design) dominates, and 50 of them at once on 2 cores queue behind each other. A one-client run
 * shows the uncontended cost of a single sign-up.
 */
export async function runRegisterBenches(
  baseUrl: string,
  settings: LoadSettings & { registerRequests: number },
  label: string,
): Promise<BenchRow[]> {
  const runId = Date.now().toString(36);
  let n = 0;
  const request: LoadRequest = {
    method: 'POST',
    path: '/api/register',
    headers: { 'content-type': 'application/json' },
    setupRequest: (req) => {
      const i = n++;
      return {
        ...req,
        // Each sign-up comes from its own client address, as real sign-ups do; the server trusts X-Forwarded-For
        // (it runs behind a proxy), so the per-IP limit of 20 a minute applies per simulated client.
        headers: { ...req.headers, 'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` },
        body: JSON.stringify({
          full_name: 'Bench User',
          email: `bench-${runId}-${i}@bench.test`,
          password: 'bench-pass-2026',
        }),
      };
    },
  };
  const note = 'argon2id password hashing dominates (memory-hard by design); informational, does not fail --strict';
  const runs = [
    { name: `POST /api/register, 1 client [${label}]`, connections: 1, maxRequests: 20 },
    {
      name: `POST /api/register, ${settings.connections} clients [${label}]`,
      connections: settings.connections,
      maxRequests: Math.max(settings.registerRequests, settings.connections),
    },
  ];
  const rows: BenchRow[] = [];
  for (const run of runs) {
    try {
      const stats = await runLoad({
        url: baseUrl,
        connections: run.connections,
        seconds: settings.seconds,
        maxRequests: run.maxRequests,
        requests: [request],
      });
      rows.push(latencyRow(run.name, WRITE_BUDGET_MS, stats, { isInformational: true, note }));
    } catch (err) {
      rows.push(errorRow(run.name, `p95 <= ${WRITE_BUDGET_MS} ms`, err));
    }
    console.log(`  ${rows.at(-1)?.name}: ${rows.at(-1)?.measured} ${rows.at(-1)?.status}`);
  }
  return rows;
}
