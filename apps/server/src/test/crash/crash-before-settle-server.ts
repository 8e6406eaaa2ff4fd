/**
 * A whole server, as `main.ts` starts it from the environment, that kills itself (SIGKILL) when a keyed write's answer
 * is about to leave: after the write committed, before its `Idempotency-Key` is settled (the `beforeSettle` seam of
 * platform/idempotency.ts, decision 073). `chat-two-processes.test.ts` starts it beside two ordinary servers and
 * retries the write on one of them. Prints the same "is running on <url>" line as `main.ts`.
 */
import { loadConfig } from '../../platform/config.ts';
import { startServer } from '../../server.ts';
import { killOnCall } from './kill-self.ts';

const { app, url } = await startServer(loadConfig(), { idempotencyHooks: { beforeSettle: killOnCall(1) } });
console.log(`Intent to Outcomes (crashing before settle) is running on ${url}`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
