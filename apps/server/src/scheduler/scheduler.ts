import type { FastifyBaseLogger } from 'fastify';
import type { LeaderLock } from './leader-lock';

export type Job = { name: string; everyMs: number; run: () => Promise<unknown> };

/** One job's latest run in this process, for /sys_monitor. Times are epoch milliseconds. */
export type JobRun = {
  name: string;
  everyMs: number;
  lastStartedAt: number | null;
  lastMs: number | null;
  /** null until the job has run once. */
  isOk: boolean | null;
  lastError: string | null;
  isRunning: boolean;
  runs: number;
  failures: number;
};

/**
 * What this process's scheduler did: each job's last run, and whether it holds the leader lock (only the leader runs
 * jobs; another instance's board shows its jobs never run). Kept in memory: a restart starts it empty.
 */
export type JobBoard = {
  isEnabled: () => boolean;
  /** null until a tick has asked the lock. */
  isLeader: () => boolean | null;
  list: () => JobRun[];
  register: (jobs: Job[]) => void;
  leader: (isLeader: boolean) => void;
  started: (name: string) => void;
  finished: (name: string, error?: unknown) => void;
};

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

export const createJobBoard = (): JobBoard => {
  const runs = new Map<string, JobRun & { startedPerf: number }>();
  let leader: boolean | null = null;
  return {
    isEnabled: () => runs.size > 0,
    isLeader: () => leader,
    list: () => [...runs.values()].map(({ startedPerf: _startedPerf, ...run }) => ({ ...run })),
    register: (jobs) => {
      for (const job of jobs)
        runs.set(job.name, {
          name: job.name,
          everyMs: job.everyMs,
          lastStartedAt: null,
          lastMs: null,
          isOk: null,
          lastError: null,
          isRunning: false,
          runs: 0,
          failures: 0,
          startedPerf: 0,
        });
    },
    leader: (isLeader) => {
      leader = isLeader;
    },
    started: (name) => {
      const run = runs.get(name);
      if (!run) return;
      run.lastStartedAt = Date.now();
      run.startedPerf = performance.now();
      run.isRunning = true;
    },
    finished: (name, error) => {
      const run = runs.get(name);
      if (!run) return;
      run.lastMs = performance.now() - run.startedPerf;
      run.isRunning = false;
      run.runs += 1;
      run.isOk = error === undefined;
      run.lastError = error === undefined ? null : errorText(error);
      if (error !== undefined) run.failures += 1;
    },
  };
};

/**
 * Runs periodic jobs when this process holds the leader lock; a failing job is logged and tried again next time.
 * Each run is written on the board (`board`), which /sys_monitor reads.
 */
export const startScheduler = (options: {
  jobs: Job[];
  lock: LeaderLock;
  logger: FastifyBaseLogger;
  board?: JobBoard;
}) => {
  const board = options.board ?? createJobBoard();
  board.register(options.jobs);
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<string>();
  let isStopped = false;
  for (const job of options.jobs) {
    const tick = async () => {
      if (isStopped || running.has(job.name)) return;
      running.add(job.name);
      let isStarted = false;
      try {
        const isLeader = await options.lock.isLeader();
        board.leader(isLeader);
        if (isLeader) {
          board.started(job.name);
          isStarted = true;
          await job.run();
          board.finished(job.name);
        }
      } catch (error) {
        options.logger.error({ err: error, job: job.name }, 'scheduled job failed');
        if (isStarted) board.finished(job.name, error);
      } finally {
        running.delete(job.name);
      }
    };
    timers.push(setInterval(() => void tick(), job.everyMs));
  }
  return {
    board,
    stop: async () => {
      isStopped = true;
      for (const timer of timers) clearInterval(timer);
      while (running.size) await new Promise((resolve) => setTimeout(resolve, 20));
      await options.lock.release();
    },
  };
};
