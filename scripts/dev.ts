/**
 * `npm run dev`: the API server with reload (node --watch) on PORT (default 3000) and the Vite dev server on 5173,
 * which proxies /api and /socket.io to it. Ctrl-C stops both.
 */
import { spawn } from 'node:child_process';

const children = [
  spawn(process.execPath, ['--watch', 'apps/server/src/main.ts'], { stdio: 'inherit', env: { ...process.env } }),
  spawn('npm', ['run', 'dev', '-w', '@ito/web'], { stdio: 'inherit', env: { ...process.env } }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) {
  child.on('exit', (code) => {
    if (code && code !== 0) {
      stop();
      process.exitCode = code;
    }
  });
}
