import type { DownloadTicketRequest } from '@fireline/shared';
import { message } from 'antd';
import { useEffect, useState } from 'react';
import { api } from './api';
import { loadSession } from './session';

/**
 * Downloads without the session token in any URL (a URL ends up in history, logs and Referer headers).
 * - A download the browser saves (export, template, attachment) opens a one-time link: a signed call answers it with a
 *   ticket bound to that path and query, valid for a minute and once.
 * - An image shown in the page is fetched with the Authorization header and shown from a blob URL: no ticket per
 *   image, and the browser's private cache still spares repeated transfers.
 */
export const downloadLink = (target: DownloadTicketRequest) => api.post('/api_proxy/file/download_ticket/', target);

/** How long a download frame stays: the browser has handed the file to its download manager long before. */
const FRAME_LIFETIME_MS = 300_000;

/**
 * Downloads through a hidden frame: the page stays where it is, no window is left open in front of it. A file
 * answer goes to the browser's downloads without loading the frame; an answer that loads it is a refusal's envelope
 * (no data, no permission), shown as a message. A refused ticket is shown by the API client.
 */
export const openDownload = async (target: DownloadTicketRequest) => {
  const link = await downloadLink(target).catch(() => undefined);
  if (link) openDownloadUrl(link.url);
};

/** Opens a one-time link another call has already issued (a statistic's export) in a hidden frame. */
export const openDownloadUrl = (url: string) => {
  const frame = document.createElement('iframe');
  frame.hidden = true;
  frame.dataset.testid = 'download-frame';
  frame.addEventListener('load', () => {
    const text = frame.contentDocument?.body?.textContent ?? '';
    try {
      const answer = JSON.parse(text) as { msg?: string };
      if (answer.msg) void message.error(answer.msg);
    } catch {
      // Not an envelope: nothing to say.
    }
  });
  frame.src = url;
  document.body.append(frame);
  setTimeout(() => frame.remove(), FRAME_LIFETIME_MS);
};

/** A stored image as a blob URL, fetched with the session header; answers undefined when it cannot be shown. */
const fetchImageUrl = async (src: string, signal: AbortSignal) => {
  const session = loadSession();
  const response = await fetch(src, {
    signal,
    headers: session ? { authorization: `token ${session.user.user_token}` } : {},
  });
  if (response.status !== 200 || !response.headers.get('content-type')?.startsWith('image/')) return undefined;
  return URL.createObjectURL(await response.blob());
};

/** Blob URLs of stored images by their path (`/files/<id>`), revoked when the component goes or the list changes. */
export const useFileUrls = (sources: readonly string[]): Record<string, string> => {
  const key = sources.join('\n');
  const [state, setState] = useState<{ key: string; urls: Record<string, string> }>({ key: '', urls: {} });
  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    const created: string[] = [];
    void Promise.all(
      key.split('\n').map(async (src) => {
        const url = await fetchImageUrl(src, controller.signal).catch(() => undefined);
        if (url) created.push(url);
        return [src, url] as const;
      }),
    ).then((pairs) => {
      if (controller.signal.aborted) return;
      setState({
        key,
        urls: Object.fromEntries(pairs.filter((pair): pair is readonly [string, string] => Boolean(pair[1]))),
      });
    });
    return () => {
      controller.abort();
      for (const url of created) URL.revokeObjectURL(url);
    };
  }, [key]);
  return state.key === key ? state.urls : {};
};

export const useFileUrl = (src: string | undefined): string | undefined => useFileUrls(src ? [src] : [])[src ?? ''];
