import type { PushedMessage } from '@fireline/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openPushStream, parseEventBlocks } from './sse';
import { buildConfirmPush, buildEventPush } from './push-fixtures';
import { routeMessage, subscribe } from './sse-router';

const streamOf = (chunks: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      controller.close();
    },
  });

const waitUntil = async (check: () => boolean) => {
  for (let index = 0; index < 100 && !check(); index += 1) await new Promise((resolve) => setTimeout(resolve, 10));
};

describe('push stream parsing and routing', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads id and data of complete blocks and keeps the rest', () => {
    const { events, rest } = parseEventBlocks('id: 4\ndata: {}\n\nid: 5\ndata: {"a":1}\n\nid: 6\nda');
    expect(events).toEqual([
      { id: '4', data: '{}' },
      { id: '5', data: '{"a":1}' },
    ]);
    expect(rest).toBe('id: 6\nda');
  });

  it('routes by msg_type and app_id, and ignores confirmed video events', () => {
    expect(routeMessage(buildEventPush({ status_category: 'fire' }))).toEqual(['alarms']);
    expect(routeMessage({ app_id: [29] })).toEqual(['notices']);
    expect(routeMessage({ app_id: [14, 29] })).toEqual(['notices', 'maintTasks']);
    expect(routeMessage({ msg_type: 'risk' })).toEqual(['risk']);
    const video = buildEventPush(
      { status_category: 'video' },
      { thing_type: 'x', uuid: 'u', event_id: 1, enum_confirm_type: { id: 2 } },
    );
    expect(routeMessage(video)).toEqual([]);
    // A handled event's confirmation reaches the alarm tip, video ones too, so every tip can drop it.
    expect(routeMessage(buildConfirmPush(video.rt_event_confirm, { status_category: 'video' }))).toEqual(['alarms']);
    // A confirmation without its rt_event_confirm (not one this server sends) drops nothing.
    expect(routeMessage(JSON.parse('{"msg_type":"rt_event_confirm"}'))).toEqual([]);
    // The server skipped what this client missed: the lists are fetched again and the tip starts over.
    expect(routeMessage({ action: 'reload' })).toEqual(['reload']);
  });

  it('delivers alarms to subscribers, ignores heartbeats, and stops on force_logout with the message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            streamOf([
              'id: 1\ndata: {}\n\n',
              'id: 2\ndata: {"msg_type":"event","msg_body":{"status_category":"fire"}}\n\n',
              'id: 2\ndata: {"action":"force_logout","msg":"elsewhere"}\n\n',
            ]),
            { status: 200 },
          ),
      ),
    );
    const alarms: PushedMessage[] = [];
    const unsubscribe = subscribe('alarms', (message) => alarms.push(message));
    let forced: string | undefined;
    const stream = openPushStream({
      uid: 1,
      token: 't',
      lang: () => 'zh',
      handlers: { onUnauthorized: () => undefined, onForceLogout: (msg) => (forced = msg) },
      retryMs: 10,
    });
    await waitUntil(() => forced !== undefined);
    expect(alarms).toHaveLength(1);
    expect(forced).toBe('elsewhere');
    expect(stream.lastEventId()).toBe('2');
    unsubscribe();
  });

  it('goes to login on 401 and retries other failures with the last event id', async () => {
    const calls: RequestInit[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        calls.push(init);
        if (calls.length === 1) return new Response(streamOf(['id: 9\ndata: {}\n\n']), { status: 200 });
        if (calls.length === 2) return new Response('down', { status: 503 });
        return new Response('', { status: 401 });
      }),
    );
    let unauthorized = 0;
    openPushStream({
      uid: 1,
      token: 't',
      lang: () => 'zh',
      handlers: { onUnauthorized: () => (unauthorized += 1), onForceLogout: () => undefined },
      retryMs: 10,
    });
    await waitUntil(() => unauthorized === 1);
    expect(calls).toHaveLength(3);
    expect((calls[1]!.headers as Record<string, string>)['last-event-id']).toBe('9');
    expect(unauthorized).toBe(1);
  });
});
