import type { EventWriter } from '../ingest/event-writer';

/** A writer that fails its next `failNext(n)` submissions, to prove a source does not acknowledge what was not committed. */
export const createFlakyWriter = (writer: EventWriter) => {
  let failuresLeft = 0;
  const flaky: EventWriter = {
    ...writer,
    submit: (item) => {
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        return Promise.reject(new Error('database unavailable'));
      }
      return writer.submit(item);
    },
  };
  return {
    writer: flaky,
    failNext: (count: number) => {
      failuresLeft = count;
    },
    failuresLeft: () => failuresLeft,
  };
};
