/**
 * `npm test`: every suite once, each phase timed, side by side where the machine allows (DESIGN.md section 11).
 *
 * 1. checks: typecheck and lint at once (each is one single-threaded process);
 * 2. unit and API: Vitest's three projects in one run; the server suite on PostgreSQL when `DATABASE_URL` is set,
 *    on PGlite otherwise;
 * 3. API on PGlite (only when the run before was on PostgreSQL): the files whose proof depends on the embedded
 *    database (see PGLITE_FILES), so the default `npm start` mode keeps API tests of its own;
 * 4. build: the web app, once;
 * 5. browser journeys: Playwright against that build, one server per worker (apps/web/e2e/ports.ts).
 *
 * `npm test -- --only=checks,unit` runs some phases. Each phase's duration is printed as it ends and all together at
 * the end; the first failing phase stops the run with its exit code.
 */
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';

/**
 * Server test files that run on PGlite as well when the suite ran on PostgreSQL: migrations and the schema's rules
 * (db/), the jobs queue's PGlite backend (protocols/runs/, the one code path that branches on the database kind), the
 * catalogue's search SQL, and the app's broad checks. Every other server file proves the same on either database; the
 * browser journeys run the whole app on PGlite, and the crash tests open PGlite themselves.
 */
export const PGLITE_FILES = [
  'apps/server/src/db/',
  'apps/server/src/modules/protocols/runs/',
  'apps/server/src/modules/catalogue/list-programs.test.ts',
  'apps/server/src/app.test.ts',
];

type Step = { label: string; command: string; args: string[]; env?: Record<string, string> };
type Phase = { name: string; steps: Step[] };

const npx = (label: string, args: string[], env?: Record<string, string>): Step => ({
  label,
  command: 'npx',
  args,
  env,
});

function phases(onPostgres: boolean): Phase[] {
  return [
    {
      name: 'checks',
      steps: [
        { label: 'typecheck', command: 'npm', args: ['run', '--silent', 'typecheck'] },
        { label: 'lint', command: 'npm', args: ['run', '--silent', 'lint'] },
      ],
    },
    { name: 'unit', steps: [npx(onPostgres ? 'vitest (server on PostgreSQL)' : 'vitest', ['vitest', 'run'])] },
    ...(onPostgres
      ? [
          {
            name: 'pglite',
            steps: [
              npx('vitest (server files on PGlite)', ['vitest', 'run', '--project', 'server', ...PGLITE_FILES], {
                DATABASE_URL: '',
              }),
            ],
          },
        ]
      : []),
    { name: 'build', steps: [{ label: 'build', command: 'npm', args: ['run', '--silent', 'build'] }] },
    {
      name: 'e2e',
      steps: [npx('playwright', ['playwright', 'test', '-c', 'apps/web/playwright.config.ts'])],
    },
  ];
}

type Result = { code: number; output: string };

/** Runs one step; alone it streams its output, beside others it keeps it and prints it whole when done. */
function run(step: Step, stream: boolean): Promise<Result> {
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, {
      env: { ...process.env, ...step.env },
      stdio: stream ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', (err) => resolve({ code: 1, output: `${output}${err.message}\n` }));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

const seconds = (since: number) => Math.round((performance.now() - since) / 1000);
const minutes = (s: number) => `${Math.floor(s / 60)}m${String(s % 60).padStart(2, '0')}s`;

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { only: { type: 'string' } } });
  const only = values.only?.split(',').map((name) => name.trim());
  const onPostgres = Boolean(process.env.DATABASE_URL);
  const chosen = phases(onPostgres).filter((phase) => !only || only.includes(phase.name));
  const timings: [string, number][] = [];
  const started = performance.now();
  let failed = 0;
  for (const phase of chosen) {
    const phaseStart = performance.now();
    console.log(`\n== ${phase.name}: ${phase.steps.map((s) => s.label).join(' + ')}`);
    const alone = phase.steps.length === 1;
    const results = await Promise.all(
      phase.steps.map(async (step) => {
        const result = await run(step, alone);
        if (!alone) console.log(`\n-- ${step.label} (exit ${result.code})\n${result.output.trimEnd()}`);
        return result;
      }),
    );
    const took = seconds(phaseStart);
    timings.push([phase.name, took]);
    console.log(`== ${phase.name} took ${minutes(took)}`);
    failed = results.find((r) => r.code !== 0)?.code ?? 0;
    if (failed) {
      console.log(`== ${phase.name} failed (exit ${failed})`);
      break;
    }
  }
  console.log('\n== phases');
  for (const [name, took] of timings) console.log(`   ${name.padEnd(8)} ${minutes(took)}`);
  console.log(`   ${'total'.padEnd(8)} ${minutes(seconds(started))}`);
  return failed;
}

process.exitCode = await main();
