import { login, WRITER_EMAIL } from './api-client.ts';
import { percentile, type LoadStats } from './load.ts';
import { errorRow, HEALTH_RATIO_BUDGET, latencyRow, type BenchRow } from './report.ts';

/** Saves at once: the finding of decision 065 (six 1 MB lesson saves stalled health checks to 1.7 s). */
const CONCURRENT_SAVES = 6;
/** Under the curriculum save's own limit (30 a minute per person), so every save does its work instead of a 429. */
const MAX_SAVES = 24;
/** Lessons of 50,000 characters (the limit), just under the 1 MB body limit together. */
const LESSONS = 18;
const LESSON_CHARS = 50_000;
const HEALTH_CONNECTIONS = 10;
const QUIET_MS = 3000;

/** Not `GET /api/health…`: that prefix names the floor row itself (report.ts). */
const STALL_ROW_PREFIX = 'health during 1 MB curriculum saves';

/** A lesson of `LESSON_CHARS` characters of allowed HTML: paragraphs of words, some bold, as a creator writes. */
function lessonHtml(seed: number): string {
  const words = ['breathe', 'steady', '<strong>pace</strong>', 'rest', 'stretch', 'focus', 'notice', 'repeat'];
  let html = '';
  for (let i = seed; html.length < LESSON_CHARS - 400; i += 1) {
    html += `<p>${Array.from({ length: 40 }, (_, w) => words[(i + w) % words.length]).join(' ')}.</p>`;
  }
  return html;
}

async function api(baseUrl: string, token: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-time-zone': 'UTC' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, text: await res.text() };
}

/**
 * `HEALTH_CONNECTIONS` clients asking `/api/health` back to back until `during` settles (or for `minMs` when it
 * settles at once), each answer's time kept.
 */
async function pollHealth(baseUrl: string, during: () => Promise<unknown>, minMs = 0): Promise<LoadStats> {
  const times: number[] = [];
  const statusCodes: Record<string, number> = {};
  let failures = 0;
  let done = false;
  const startedAt = performance.now();
  const client = async () => {
    while (!done || performance.now() - startedAt < minMs) {
      const sent = performance.now();
      try {
        const res = await fetch(`${baseUrl}/api/health`);
        await res.arrayBuffer();
        statusCodes[res.status] = (statusCodes[res.status] ?? 0) + 1;
        if (!res.ok) failures += 1;
      } catch {
        failures += 1;
      }
      times.push(performance.now() - sent);
    }
  };
  const clients = Array.from({ length: HEALTH_CONNECTIONS }, client);
  await during();
  done = true;
  await Promise.all(clients);
  const seconds = (performance.now() - startedAt) / 1000;
  const sorted = Float64Array.from(times).sort();
  return {
    requests: times.length,
    seconds,
    rps: times.length / seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? 0,
    failures,
    statusCodes,
  };
}

/**
 * DESIGN 12's floor: `/api/health` stays near its own p95 of the same run (at most
 * HEALTH_RATIO_BUDGET times it) while six 1 MB curriculum saves run at once, again and again. A save parses,
 * validates and sanitizes a megabyte of lesson HTML; done in one stretch of the event loop, every other request waited
 * behind it. Both health figures come from the same clients on the same server: first quiet, then for exactly as
 * long as the saves run.
 */
export async function runWriteStallBench(baseUrl: string, label: string): Promise<BenchRow> {
  const name = `${STALL_ROW_PREFIX} [${label}]`;
  const budget = `p95 <= ${HEALTH_RATIO_BUDGET}x quiet health`;
  try {
    const token = await login(baseUrl, WRITER_EMAIL);
    const created = await api(baseUrl, token, 'POST', '/api/creator/programs', { title: 'Write stall bench' });
    if (created.status !== 201) throw new Error(`creating a program answered ${created.status}: ${created.text}`);
    const programId = (JSON.parse(created.text) as { data: { id: string } }).data.id;
    const content = {
      modules: [
        {
          title: 'Long reading',
          lessons: Array.from({ length: LESSONS }, (_, i) => ({
            title: `Lesson ${i + 1}`,
            kind: 'text',
            content: lessonHtml(i),
          })),
        },
      ],
    };
    const bytes = Buffer.byteLength(JSON.stringify(content));

    // The floor: the same health clients on the same server with nothing else running.
    const quiet = await pollHealth(baseUrl, () => Promise.resolve(), QUIET_MS);
    const saves: Record<string, number> = {};
    let started = 0;
    const saver = async () => {
      while (started < MAX_SAVES) {
        started += 1;
        const res = await api(baseUrl, token, 'PUT', `/api/creator/programs/${programId}/content`, content);
        saves[res.status] = (saves[res.status] ?? 0) + 1;
      }
    };
    const busy = await pollHealth(baseUrl, () => Promise.all(Array.from({ length: CONCURRENT_SAVES }, saver)));
    const saved = saves['200'] ?? 0;
    const ratio = busy.p95 / quiet.p95;
    const row = latencyRow(name, Number.POSITIVE_INFINITY, busy, {
      note:
        `${saved} saves of ${(bytes / 1024).toFixed(0)} KB (${CONCURRENT_SAVES} at once) in ${busy.seconds.toFixed(1)} s; ` +
        `answers ${JSON.stringify(saves)}; quiet health p95 ${quiet.p95.toFixed(1)} ms`,
    });
    const judged = {
      ...row,
      budget,
      measured: `${row.measured}, ${ratio.toFixed(1)}x quiet health`,
      data: { ...row.data, saves, body_bytes: bytes, quiet_p95: quiet.p95, quiet_ratio: ratio },
    };
    if (saved < CONCURRENT_SAVES) return { ...judged, status: 'ERROR', note: `${row.note}: too few saves` };
    if (judged.status === 'PASS' && ratio > HEALTH_RATIO_BUDGET) return { ...judged, status: 'FAIL' };
    return judged;
  } catch (err) {
    return errorRow(name, budget, err);
  }
}
