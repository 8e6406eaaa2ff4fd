import { spawn, spawnSync, type ChildProcess } from 'node:child_process';

/** Whether `redis-server` is on the PATH (tests that stop and restart Redis need their own). */
export const hasRedisServer = (): boolean => spawnSync('redis-server', ['--version']).status === 0;

export type RedisServer = {
  url: string;
  /** Kills the server at once (SIGKILL), as a crash or a lost network would look to the app. */
  stop(): Promise<void>;
};

/** A throwaway Redis on loopback: no persistence, no daemon; resolves once it accepts connections. */
export function startRedis(port: number, extraArgs: string[] = []): Promise<RedisServer> {
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
  const child: ChildProcess = spawn('redis-server', [...args, '--daemonize', 'no', ...extraArgs], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const server: RedisServer = {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`redis-server on ${port} not ready:\n${output}`)), 10_000);
    child.stdout!.on('data', (c: Buffer) => {
      output += c.toString();
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve(server);
      }
    });
    child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`redis-server on ${port} exited:\n${output}`));
    });
  });
}
