// Work that finishes after the answer went out (mails whose answer must not depend on whether an
// account exists). Failures are logged, never thrown; closing the app waits for what is in flight.
import type { FastifyBaseLogger } from 'fastify';
import { describeErrorForLog } from './error-log.js';

export interface BackgroundTasks {
  run(what: string, log: FastifyBaseLogger, task: () => Promise<unknown>): void;
  /** Resolves once every task started so far has finished. */
  drain(): Promise<void>;
}

export function createBackgroundTasks(): BackgroundTasks {
  const pending = new Set<Promise<unknown>>();
  return {
    run(what, log, task) {
      let started: Promise<unknown>;
      try {
        started = task();
      } catch (error) {
        started = Promise.reject(error);
      }
      const promise = started
        .catch((error: unknown) => {
          log.error({ error: describeErrorForLog(error) }, `${what} failed`);
        })
        .finally(() => pending.delete(promise));
      pending.add(promise);
    },
    async drain() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
