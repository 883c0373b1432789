import type { DownloadTicketAnswer, DownloadTicketRequest } from '@fireline/shared';
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
export const downloadLink = (target: DownloadTicketRequest) => api.post<DownloadTicketAnswer>('/api_proxy/file/download_ticket/', target);

/**
 * Opens a download in a new window. The window is opened at once, inside the click, so no popup blocker stops it, and
 * pointed at the link when it arrives; a refused ticket closes it (the API client shows the refusal).
 */
export const openDownload = async (target: DownloadTicketRequest) => {
  const popup = window.open('', '_blank');
  try {
    const { url } = await downloadLink(target);
    if (!popup) {
      window.location.assign(url);
      return;
    }
    popup.opener = null;
    popup.location.href = url;
  } catch {
    popup?.close();
  }
};

/** A stored image as a blob URL, fetched with the session header; answers undefined when it cannot be shown. */
const fetchImageUrl = async (src: string, signal: AbortSignal) => {
  const session = loadSession();
  const response = await fetch(src, { signal, headers: session ? { authorization: `token ${session.user.user_token}` } : {} });
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
      setState({ key, urls: Object.fromEntries(pairs.filter((pair): pair is readonly [string, string] => Boolean(pair[1]))) });
    });
    return () => {
      controller.abort();
      for (const url of created) URL.revokeObjectURL(url);
    };
  }, [key]);
  return state.key === key ? state.urls : {};
};

export const useFileUrl = (src: string | undefined): string | undefined => useFileUrls(src ? [src] : [])[src ?? ''];
