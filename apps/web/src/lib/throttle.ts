/**
 * Runs `run` at once, then at most once per `intervalMs`: calls inside the interval are folded into one run at its
 * end, so the last alarm of a burst is never missed.
 */
export const throttle = (run: () => void, intervalMs: number) => {
  let lastRun = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const fire = () => {
    timer = undefined;
    lastRun = Date.now();
    run();
  };
  return {
    call: () => {
      if (timer !== undefined) return;
      const wait = lastRun + intervalMs - Date.now();
      if (wait <= 0) fire();
      else timer = setTimeout(fire, wait);
    },
    cancel: () => clearTimeout(timer),
  };
};
