import type { FastifyBaseLogger } from 'fastify';
import type { LeaderLock } from './leader-lock';

export type Job = { name: string; everyMs: number; run: () => Promise<unknown> };

/** Runs periodic jobs when this process holds the leader lock; a failing job is logged and tried again next time. */
export const startScheduler = (options: { jobs: Job[]; lock: LeaderLock; logger: FastifyBaseLogger }) => {
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<string>();
  let isStopped = false;
  for (const job of options.jobs) {
    const tick = async () => {
      if (isStopped || running.has(job.name)) return;
      running.add(job.name);
      try {
        if (await options.lock.isLeader()) await job.run();
      } catch (error) {
        options.logger.error({ err: error, job: job.name }, 'scheduled job failed');
      } finally {
        running.delete(job.name);
      }
    };
    timers.push(setInterval(() => void tick(), job.everyMs));
  }
  return {
    stop: async () => {
      isStopped = true;
      for (const timer of timers) clearInterval(timer);
      while (running.size) await new Promise((resolve) => setTimeout(resolve, 20));
      await options.lock.release();
    },
  };
};
