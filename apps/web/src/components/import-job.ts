import { useEffect, useRef, useState } from 'react';
import type { ApiPath, ImportKind } from '@fireline/shared';
import { api, ApiError } from '../lib/api';
import { openDownload } from '../lib/downloads';
import { readPlain, removeStored, writePlain } from '../lib/storage';

/** A row the import refused, as the server reports it. */
export type ImportRowError = { row: number; column: string; message: string };
export type ImportResult = { status: string; total: number; imported: number; errors: ImportRowError[] };
/** GET /import/import_result answers code 0 finished, 1 running, anything else: the file is missing. */
export type ImportPoll = { code: number; data?: ImportResult };

export const IMPORT_FIRST_POLL_MS = 3000;
export const IMPORT_POLL_MS = 1000;
const SAVED_JOB_KEY = 'import_job';

/** The job in progress survives a reload so its result can still be collected. */
export const saveImportJob = (jobId: string) => writePlain(SAVED_JOB_KEY, jobId);
export const savedImportJob = () => readPlain(SAVED_JOB_KEY) || undefined;
export const clearImportJob = () => removeStored(SAVED_JOB_KEY);

/** An import's start call (GET /import/import_{kind}): its path in the API map. */
export type ImportStartPath = Exclude<Extract<ApiPath<'GET'>, `/import/${string}`>, '/import/import_result'>;

/**
 * An import call through the one client, silent: the poll's code 1 (still running) is an answer, not an error, and the
 * page says itself why a start was refused, so the envelope's code and message come back instead of a rejection.
 */
const importCall = async <T>(call: () => Promise<T>): Promise<{ code: number; msg: string; data?: T }> => {
  try {
    return { code: 0, msg: '', data: await call() };
  } catch (error) {
    if (!(error instanceof ApiError) || !error.body) throw error;
    return { code: error.body.code, msg: error.body.msg, data: error.body.data as T };
  }
};
const importOptions = { silent: true, timeoutMs: 60_000 };

export const startImport = (path: ImportStartPath, query: { file_id: string } & Record<string, string>) =>
  importCall(() => api.get(path, query, importOptions));

export const fetchImportResult = (jobId: string): Promise<ImportPoll> =>
  importCall(() => api.get('/import/import_result', { job_id: jobId }, importOptions));

/** Opens the template of an import kind through a one-time link (the language is the signed call's). */
export const openImportTemplate = (kind: ImportKind) => openDownload({ target: 'template', kind });

export type ImportJobState = { phase: 'idle' | 'running' | 'done' | 'missing'; result?: ImportResult };

/**
 * Polls an import job (spec 001 §4): first after 3 s, then every 1 s while the answer is 1. Code 0 clears the saved
 * job and reports done; any other code reports the file missing. A failed request is only logged and retried.
 */
export const useImportJob = (
  jobId: string | undefined,
  poll: (jobId: string) => Promise<ImportPoll> = fetchImportResult,
): ImportJobState => {
  const [state, setState] = useState<ImportJobState>({ phase: 'idle' });
  const pollRef = useRef(poll);
  useEffect(() => {
    pollRef.current = poll;
  }, [poll]);

  useEffect(() => {
    if (!jobId) return;
    let isStopped = false;
    let timer: ReturnType<typeof setTimeout>;
    const tick = async () => {
      let answer: ImportPoll | undefined;
      try {
        answer = await pollRef.current(jobId);
      } catch (error) {
        console.warn('import poll failed', error);
      }
      if (isStopped) return;
      if (!answer || answer.code === 1) {
        setState({ phase: 'running', result: answer?.data });
        timer = setTimeout(() => void tick(), IMPORT_POLL_MS);
        return;
      }
      if (answer.code === 0) {
        clearImportJob();
        setState({ phase: 'done', result: answer.data });
        return;
      }
      clearImportJob();
      setState({ phase: 'missing' });
    };
    saveImportJob(jobId);
    // Reset when a new job starts; the first poll waits 3 s for the server to pick the file up.
    timer = setTimeout(() => void tick(), IMPORT_FIRST_POLL_MS);
    return () => {
      isStopped = true;
      clearTimeout(timer);
    };
  }, [jobId]);

  return jobId ? state : { phase: 'idle' };
};
