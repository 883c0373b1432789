import { IMPORT_POLL_DELAY_MS, IMPORT_POLL_INTERVAL_MS, IMPORT_RESULT_IN_PROGRESS, type ImportJobView } from '@fireline/shared';

/** One poll's answer as the envelope gives it: code 0 finished, 1 in progress, anything else the file is missing. */
export type PollAnswer = { code: number; msg: string; data: ImportJobView | null };

export type PollOutcome = { kind: 'finished'; job: ImportJobView; msg: string } | { kind: 'missing'; msg: string };

/**
 * The import-job poller of spec 001 §4: waits 3 s, then asks every 1 s until the job leaves "in progress". Finished →
 * `finished` (the caller clears the saved job and shows the completion message); any other code → `missing` (the caller
 * warns and goes back). A failed request counts as "ask again". Returns a function that stops polling.
 */
export const pollImportJob = (options: {
  fetchResult: () => Promise<PollAnswer>;
  onDone: (outcome: PollOutcome) => void;
  delayMs?: number;
  intervalMs?: number;
}) => {
  let isStopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = (ms: number) => {
    timer = setTimeout(() => void tick(), ms);
  };
  const tick = async () => {
    if (isStopped) return;
    let answer: PollAnswer;
    try {
      answer = await options.fetchResult();
    } catch {
      if (!isStopped) schedule(options.intervalMs ?? IMPORT_POLL_INTERVAL_MS);
      return;
    }
    if (isStopped) return;
    if (answer.code === IMPORT_RESULT_IN_PROGRESS) {
      schedule(options.intervalMs ?? IMPORT_POLL_INTERVAL_MS);
      return;
    }
    isStopped = true;
    if (answer.code === 0 && answer.data) options.onDone({ kind: 'finished', job: answer.data, msg: answer.msg });
    else options.onDone({ kind: 'missing', msg: answer.msg });
  };
  schedule(options.delayMs ?? IMPORT_POLL_DELAY_MS);
  return () => {
    isStopped = true;
    if (timer) clearTimeout(timer);
  };
};
