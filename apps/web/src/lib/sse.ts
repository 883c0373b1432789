import {
  FORCE_LOGOUT_ACTION,
  SSE_PATH,
  SSE_PID,
  SSE_RETRY_MS,
  type EventPush,
  type Heartbeat,
  type PushedMessage,
  type StreamData,
} from '@fireline/shared';
import { dispatchMessage, isEventPush } from './sse-router';

export type StreamHandlers = {
  /** 401: the token is no longer valid. */
  onUnauthorized: () => void;
  onForceLogout: (msg: string) => void;
  onMessage?: (message: PushedMessage) => void;
  /** Desktop notification for an alarm while the page is hidden. */
  notifyHidden?: (message: EventPush) => void;
};

const isHeartbeat = (data: StreamData): data is Heartbeat => Object.keys(data).length === 0;

/** Splits the text/event-stream into blocks and reads their id and data lines. */
export const parseEventBlocks = (buffer: string) => {
  const events: { id?: string; data: string }[] = [];
  const blocks = buffer.split(/\r?\n\r?\n/);
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    let id: string | undefined;
    const data: string[] = [];
    for (const line of block.split(/\r?\n/)) {
      if (line.startsWith('id:')) id = line.slice(3).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
    }
    if (data.length) events.push({ id, data: data.join('\n') });
  }
  return { events, rest };
};

/**
 * The push stream (spec 000 §4): fetch-based so it can send the Authorization header; keeps the last event id
 * and sends it back on reconnect; 401 → onUnauthorized; any other failure → retry after 3 s; force_logout → stop.
 */
export const openPushStream = (options: {
  uid: number;
  token: string;
  lang: () => 'zh' | 'en';
  handlers: StreamHandlers;
  retryMs?: number;
}) => {
  let controller: AbortController | undefined;
  let lastEventId: string | undefined;
  let isStopped = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  const handle = (data: string) => {
    // The stream's contract (packages/shared/src/sse.ts): the server builds these types and its tests parse what it sends.
    let message: StreamData;
    try {
      message = JSON.parse(data);
    } catch {
      console.warn('unparseable push data', data);
      return;
    }
    if (isHeartbeat(message)) return;
    if ('action' in message && message.action === FORCE_LOGOUT_ACTION) {
      stop();
      options.handlers.onForceLogout(message.msg ?? '');
      return;
    }
    options.handlers.onMessage?.(message);
    dispatchMessage(message);
    if (isEventPush(message) && typeof document !== 'undefined' && document.hidden)
      options.handlers.notifyHidden?.(message);
  };

  const connect = async () => {
    controller = new AbortController();
    const query = new URLSearchParams({
      pid: SSE_PID,
      uid: String(options.uid),
      utype: 'w',
      ...(options.lang() === 'en' ? { lang: 'eng' } : {}),
    });
    try {
      const response = await fetch(`${SSE_PATH}?${query}`, {
        headers: {
          authorization: `token ${options.token}`,
          accept: 'text/event-stream',
          ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
        },
        signal: controller.signal,
      });
      if (response.status === 401) {
        stop();
        options.handlers.onUnauthorized();
        return;
      }
      if (response.status !== 200 || !response.body) throw new Error(`stream answered ${response.status}`);
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        const parsed = parseEventBlocks(buffer + value);
        buffer = parsed.rest;
        for (const event of parsed.events) {
          if (event.id) lastEventId = event.id;
          handle(event.data);
          if (isStopped) return;
        }
      }
      throw new Error('stream closed');
    } catch {
      if (isStopped) return;
      retryTimer = setTimeout(() => void connect(), options.retryMs ?? SSE_RETRY_MS);
    }
  };

  const stop = () => {
    isStopped = true;
    if (retryTimer) clearTimeout(retryTimer);
    controller?.abort();
  };

  void connect();
  return { stop, lastEventId: () => lastEventId };
};
