/**
 * Waits for a condition on observable state (a row, a frame, a counter, a socket's state) with a deadline instead of a
 * sleep: a loaded machine gets the time it needs, and a real hang still fails, naming what was awaited.
 */
export const until = async (
  condition: () => boolean | Promise<boolean>,
  what = 'the condition',
  deadlineMs = 60_000,
) => {
  const deadline = Date.now() + deadlineMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};
