import { cleanup, fireEvent, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { checkUpload, kindForFile } from './upload';
import { Upload } from './Upload';
import { saveSession } from '../lib/session';
import { buildLoginAnswer } from '../lib/test-fixtures';
import { renderAt, setupDom } from './test-utils';

const MB = 1024 * 1024;
const sized = (name: string, size: number) => {
  const file = new File(['x'], name, { type: name.endsWith('.mp4') ? 'video/mp4' : 'image/jpeg' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('upload checks', () => {
  it('refuses images over 10 MB, 5 MB in the single-image variant, and lets videos skip the size check', () => {
    expect(checkUpload({ kind: 'image', file: { name: 'a.jpg', size: 9 * MB }, count: 0 })).toBeNull();
    expect(checkUpload({ kind: 'image', file: { name: 'a.jpg', size: 11 * MB }, count: 0 })).toEqual({
      reason: 'tooLarge',
      sizeMb: 10,
    });
    expect(checkUpload({ kind: 'image_single', file: { name: 'a.png', size: 6 * MB }, count: 0 })).toEqual({
      reason: 'tooLarge',
      sizeMb: 5,
    });
    expect(checkUpload({ kind: 'image', file: { name: 'site.MP4', size: 300 * MB }, count: 0 })).toBeNull();
    expect(kindForFile('image', 'site.rmvb')).toBe('video');
  });

  it('takes licences as jpg jpeg png gif bmp under 5 MB and imports as xls/xlsx up to 2 MB', () => {
    expect(checkUpload({ kind: 'licence', file: { name: 'l.bmp', size: MB }, count: 0 })).toBeNull();
    expect(checkUpload({ kind: 'licence', file: { name: 'l.webp', size: MB }, count: 0 })).toEqual({
      reason: 'wrongType',
    });
    expect(checkUpload({ kind: 'licence', file: { name: 'l.png', size: 6 * MB }, count: 0 })).toEqual({
      reason: 'tooLarge',
      sizeMb: 5,
    });
    expect(checkUpload({ kind: 'import', file: { name: 'units.xlsx', size: 2 * MB }, count: 0 })).toBeNull();
    expect(checkUpload({ kind: 'import', file: { name: 'old.XLS', size: 10 }, count: 0 })).toBeNull();
    expect(checkUpload({ kind: 'import', file: { name: 'units.xlsx', size: 2 * MB + 1 }, count: 0 })).toEqual({
      reason: 'tooLarge',
      sizeMb: 2,
    });
    expect(checkUpload({ kind: 'import', file: { name: 'units.csv', size: 10 }, count: 0 })).toEqual({
      reason: 'wrongType',
    });
  });

  it('allows 5 files per field by default, or the field limit', () => {
    expect(checkUpload({ kind: 'image', file: { name: 'a.jpg', size: 1 }, count: 5 })).toEqual({
      reason: 'tooMany',
      max: 5,
    });
    expect(checkUpload({ kind: 'image', file: { name: 'a.jpg', size: 1 }, count: 2, limit: 2 })).toEqual({
      reason: 'tooMany',
      max: 2,
    });
  });
});

describe('Upload field', { timeout: 60_000 }, () => {
  beforeAll(setupDom);
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('warns with the size and sends nothing for a picture over the limit', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const onRefused = vi.fn();
    const { container } = renderAt(<Upload kind="image_single" onRefused={onRefused} />);
    fireEvent.change(container.querySelector('input[type=file]')!, { target: { files: [sized('big.jpg', 6 * MB)] } });
    await waitFor(() => expect(onRefused).toHaveBeenCalledWith('the file cannot exceed 5 MB'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts multipart to /upload/jupiter/{kind} and keeps file_id and static_url', async () => {
    const fetchMock = vi.fn(
      async (_url: string, _init: RequestInit) =>
        new Response(
          JSON.stringify({
            code: 0,
            msg: '',
            eng_msg: '',
            data: { file_id: 'f1', static_url: '/files/f1', download_path: '/upload/file/f1' },
          }),
          { status: 200 },
        ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const onChange = vi.fn();
    const { container } = renderAt(<Upload kind="licence" onChange={onChange} />);
    fireEvent.change(container.querySelector('input[type=file]')!, { target: { files: [sized('licence.jpg', MB)] } });
    await waitFor(() =>
      expect(onChange).toHaveBeenCalledWith([{ file_id: 'f1', static_url: '/files/f1', name: 'licence.jpg' }]),
    );
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toMatch(/^\/upload\/jupiter\/licence/);
    expect((init.body as FormData).get('file')).toBeInstanceOf(File);
  });

  it("files an upload on a unit's page under that unit, and shows stored images from blob URLs fetched with the session header", async () => {
    saveSession(buildLoginAnswer([]));
    const fetchMock = vi.fn(async (url: string, _init: RequestInit) =>
      url.startsWith('/files/')
        ? new Response(new Blob(['png']), { status: 200, headers: { 'content-type': 'image/png' } })
        : new Response(
            JSON.stringify({
              code: 0,
              msg: '',
              eng_msg: '',
              data: { file_id: 'f2', static_url: '/files/f2', download_path: '/upload/file/f2' },
            }),
            { status: 200 },
          ),
    );
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:shown-f1'), revokeObjectURL: vi.fn() }),
    );
    const { container } = renderAt(
      <Upload kind="image" value={[{ file_id: 'f1', static_url: '/files/f1' }]} />,
      '/company/page?company_id=9',
    );
    await waitFor(() => expect(container.querySelector('img')?.getAttribute('src')).toBe('blob:shown-f1'));
    const shown = fetchMock.mock.calls.find(([url]) => url === '/files/f1')!;
    expect(shown[1].headers).toEqual({ authorization: 'token token-abc' });
    fireEvent.change(container.querySelector('input[type=file]')!, { target: { files: [sized('plan.jpg', MB)] } });
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => url.startsWith('/upload/jupiter/image'))).toBe(true),
    );
    expect(fetchMock.mock.calls.find(([url]) => url.startsWith('/upload/jupiter/image'))![0]).toMatch(
      /[?&]company_id=9(&|$)/,
    );
  });

  it('says network error, file upload failed when the call fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    const onRefused = vi.fn();
    const { container } = renderAt(<Upload kind="image" onRefused={onRefused} />);
    fireEvent.change(container.querySelector('input[type=file]')!, { target: { files: [sized('a.jpg', MB)] } });
    await waitFor(() => expect(onRefused).toHaveBeenCalledWith('network error, file upload failed'));
  });
});
