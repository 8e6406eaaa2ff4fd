import { ConfigError, loadConfig } from './platform/config.ts';
import { StartupError } from './platform/dependency-check.ts';
import { startServer } from './server.ts';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const { app, url, accounts, database } = await startServer(config);
  const lines = [
    '',
    `Intent to Outcomes is running on ${url}  (database: ${database.kind}${database.kind === 'pglite' ? ` in ${config.dataDir}` : ''})`,
    `API docs: ${url}/api/docs${config.devTools ? `   Dev mailbox: ${url}/dev/mail` : ''}`,
    ...(config.devTools
      ? [`Listening on ${config.HOST} only: the dev mailbox and clock are not reachable from other machines.`]
      : config.SMTP_URL
        ? []
        : [
            `Mail is stored in the outbox table only: set SMTP_URL to deliver it${config.isProduction ? '' : ' (the dev mailbox runs only on a loopback HOST)'}.`,
          ]),
    ...(accounts.length
      ? ['Demo accounts:', ...accounts.map((a) => `  ${a.email}  /  ${a.password}  (${a.roles.join(', ')})`)]
      : []),
    '',
  ];
  console.log(lines.join('\n'));

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const deadline = setTimeout(() => {
      app.log.error('shutdown took longer than 15 s: exiting');
      process.exit(1);
    }, 15_000);
    deadline.unref();
    try {
      await app.close();
      app.log.info('closed');
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((err) => {
  // An unusable DATABASE_URL or REDIS_URL is one line naming the variable and the cause, not a stack.
  console.error(err instanceof StartupError ? err.message : err);
  process.exit(1);
});
