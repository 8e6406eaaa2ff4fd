import { parseArgs } from 'node:util';

/**
 * What the crash workers pass to the app's crash seams (decision 073): a hook that ends this process the way kill -9
 * does (no exit handlers, no flush, the open transaction never commits) on its `nth` call. Production code has the
 * seam and never a hook.
 */
export function killOnCall(nth: number): () => void {
  let calls = 0;
  return () => {
    calls += 1;
    if (calls >= nth) process.kill(process.pid, 'SIGKILL');
  };
}

/**
 * A worker's positional arguments and its `--crash-at=n` option: the call of the seam that kills it, or undefined for
 * a worker that runs to the end (the recovery run).
 */
export function workerArgs(usage: string): { positionals: string[]; crashAt: number | undefined } {
  const { values, positionals } = parseArgs({ options: { 'crash-at': { type: 'string' } }, allowPositionals: true });
  const raw = values['crash-at'];
  const crashAt = raw === undefined ? undefined : Number(raw);
  if (crashAt !== undefined && !(Number.isInteger(crashAt) && crashAt > 0)) throw new Error(`usage: ${usage}`);
  return { positionals, crashAt };
}
