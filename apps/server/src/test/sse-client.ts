/** A test stream reader: opens /sse with fetch (it sends the Authorization header) and collects frames. */
export type SseFrame = { id: number | undefined; data: Record<string, unknown> };

export const openStream = async (options: {
  baseUrl: string;
  token?: string;
  uid?: number | string;
  lastEventId?: number;
  lang?: 'en';
}) => {
  const controller = new AbortController();
  const query = new URLSearchParams({
    pid: '119',
    uid: String(options.uid ?? ''),
    utype: 'w',
    ...(options.lang ? { lang: 'eng' } : {}),
  });
  const response = await fetch(`${options.baseUrl}/sse?${query}`, {
    headers: {
      ...(options.token ? { authorization: `token ${options.token}` } : {}),
      ...(options.lastEventId !== undefined ? { 'last-event-id': String(options.lastEventId) } : {}),
    },
    signal: controller.signal,
  });
  const frames: SseFrame[] = [];
  let isEnded = false;
  const pump = (async () => {
    if (!response.body || response.status !== 200) return;
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let cut = buffer.indexOf('\n\n');
        while (cut >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const id = /^id: (\d+)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (data !== undefined)
            frames.push({ id: id === undefined ? undefined : Number(id), data: JSON.parse(data) });
          cut = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // aborted by the test
    }
    isEnded = true;
  })();
  /** Waits until a frame matching `predicate` arrived (or the deadline passes). */
  const waitFor = async (predicate: (frame: SseFrame) => boolean, timeoutMs = 30_000) => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const found = frames.find(predicate);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`no matching frame in ${timeoutMs} ms; got ${JSON.stringify(frames)}`);
  };
  const waitEnded = async (timeoutMs = 30_000) => {
    const deadline = Date.now() + timeoutMs;
    while (!isEnded && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    return isEnded;
  };
  return {
    status: response.status,
    frames,
    waitFor,
    waitEnded,
    messages: () => frames.filter((frame) => Object.keys(frame.data).length > 0),
    close: async () => {
      controller.abort();
      await pump;
    },
  };
};
