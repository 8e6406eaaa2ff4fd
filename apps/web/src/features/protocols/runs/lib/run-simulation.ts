import { simulateProtocol, type SimulationInput, type SimulationResult } from '@ito/protocol/simulate';

type WorkerReply = { ok: true; result: SimulationResult } | { ok: false; message: string };

/**
 * Runs a simulation in a Web Worker (Vite bundles the worker from its URL), or, where workers are missing (tests,
 * old browsers), on the main thread after the next paint. Aborting terminates the worker.
 */
export function runSimulation(input: SimulationInput, signal?: AbortSignal): Promise<SimulationResult> {
  if (typeof Worker === 'undefined') {
    return new Promise((resolve, reject) => {
      setTimeout(() => {
        if (signal?.aborted) return reject(new DOMException('Aborted', 'AbortError'));
        try {
          resolve(simulateProtocol(input));
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      }, 0);
    });
  }
  const worker = new Worker(new URL('./simulate-worker.ts', import.meta.url), { type: 'module' });
  return new Promise((resolve, reject) => {
    const stop = () => {
      worker.terminate();
      reject(new DOMException('Aborted', 'AbortError'));
    };
    signal?.addEventListener('abort', stop, { once: true });
    worker.addEventListener('message', (message: MessageEvent<WorkerReply>) => {
      signal?.removeEventListener('abort', stop);
      worker.terminate();
      if (message.data.ok) resolve(message.data.result);
      else reject(new Error(message.data.message));
    });
    worker.addEventListener('error', (event) => {
      signal?.removeEventListener('abort', stop);
      worker.terminate();
      reject(new Error(event.message || 'The simulation failed.'));
    });
    worker.postMessage(input);
  });
}
