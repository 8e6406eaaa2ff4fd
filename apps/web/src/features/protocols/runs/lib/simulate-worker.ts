import { simulateProtocol, type SimulationInput } from '@ito/protocol/simulate';

/** The simulator's Web Worker: runs the engine off the main thread so the page stays responsive. */
self.addEventListener('message', (message: MessageEvent<SimulationInput>) => {
  try {
    self.postMessage({ ok: true, result: simulateProtocol(message.data) });
  } catch (error) {
    self.postMessage({ ok: false, message: error instanceof Error ? error.message : String(error) });
  }
});
