import { useEffect, useRef, useState } from 'react';
import type { ImportKind } from '@fireline/shared';
import { openDownload } from '../lib/downloads';
import { currentLang } from '../lib/i18n';
import { loadSession } from '../lib/session';
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

/**
 * A call to the import paths: outside /api_proxy/ (session, no signature), and the poll's code 1 is an answer, not an
 * error, so the envelope is read here rather than by the signed client.
 */
export const importCall = async <T>(
  path: string,
  query: Record<string, string>,
): Promise<{ code: number; msg: string; data?: T }> => {
  const params = new URLSearchParams({ ...query, ...(currentLang() === 'en' ? { lang: 'eng' } : {}) });
  const session = loadSession();
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), 60_000);
  try {
    const response = await fetch(`${path}?${params.toString()}`, {
      signal: controller.signal,
      headers: session ? { authorization: `token ${session.user.user_token}` } : {},
    });
    if (response.status !== 200) throw new Error(`import call answered HTTP ${response.status}`);
    return (await response.json()) as { code: number; msg: string; data?: T };
  } finally {
    clearTimeout(timer);
  }
};

export const fetchImportResult = (jobId: string): Promise<ImportPoll> =>
  importCall<ImportResult>('/import/import_result', { job_id: jobId });

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
