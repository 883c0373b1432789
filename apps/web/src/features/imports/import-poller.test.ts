import type { ImportJobView } from '@fireline/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pollImportJob, type PollAnswer } from './import-poller';

const job: ImportJobView = { job_id: 7, kind: 'dtu', status: 'finished', total: 3, imported: 3, errors: [], create_time: 1, finish_time: 2 };

describe('import-job poller', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits 3 s, asks every 1 s while in progress, and reports the finished job once', async () => {
    const answers: PollAnswer[] = [
      { code: 1, msg: '正在导入', data: null },
      { code: 1, msg: '正在导入', data: null },
      { code: 0, msg: '批量导入您的信息已完成', data: job },
    ];
    const fetchResult = vi.fn(async () => answers.shift()!);
    const onDone = vi.fn();
    pollImportJob({ fetchResult, onDone });
    await vi.advanceTimersByTimeAsync(2999);
    expect(fetchResult).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchResult).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetchResult).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(onDone).toHaveBeenCalledWith({ kind: 'finished', job, msg: '批量导入您的信息已完成' });
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetchResult).toHaveBeenCalledTimes(3);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('reports any other code as a missing file', async () => {
    const onDone = vi.fn();
    pollImportJob({ fetchResult: async () => ({ code: 9995, msg: '暂无数据: 导入文件不存在', data: null }), onDone });
    await vi.advanceTimersByTimeAsync(3000);
    expect(onDone).toHaveBeenCalledWith({ kind: 'missing', msg: '暂无数据: 导入文件不存在' });
  });

  it('asks again after a failed request, and stops when told to', async () => {
    const fetchResult = vi.fn(async (): Promise<PollAnswer> => {
      throw new Error('network');
    });
    const stop = pollImportJob({ fetchResult, onDone: vi.fn() });
    await vi.advanceTimersByTimeAsync(4000);
    expect(fetchResult).toHaveBeenCalledTimes(2);
    stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetchResult).toHaveBeenCalledTimes(2);
  });
});
