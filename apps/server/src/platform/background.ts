import type { FastifyBaseLogger } from 'fastify';

/**
 * Work a request starts and does not wait for: the answer to "mail me a sign-in link" leaves
 * before the token and the mail are made, so how long it took says nothing about whether the address has an account.
 * A failure is logged, never thrown at a request. The app waits for what is pending before it closes, and the dev
 * mailbox before it answers, so a test or a browser journey that reads the mail right after the request finds it.
 */
export type Background = {
  run(name: string, task: () => Promise<unknown>): void;
  /** Resolves once nothing started so far is still running. */
  settled(): Promise<void>;
};

export function createBackground(log: FastifyBaseLogger): Background {
  const pending = new Set<Promise<unknown>>();
  return {
    run(name, task) {
      const running: Promise<unknown> = Promise.resolve()
        .then(task)
        .catch((err: unknown) => log.error({ err }, `${name} failed`))
        .finally(() => pending.delete(running));
      pending.add(running);
    },
    async settled() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
