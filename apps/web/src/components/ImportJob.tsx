import { Alert, message, Progress, Table } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useImportJob, type ImportPoll, type ImportResult } from './import-job';

type Props = {
  jobId: string | undefined;
  /** Called once the import finished, with its result (refresh the list when rows were written). */
  onDone?: (result: ImportResult) => void;
  poll?: (jobId: string) => Promise<ImportPoll>;
};

/** Follows an import job: progress while running, the row-level errors it reports, a message when done, back when the file is missing. */
export const ImportJob = ({ jobId, onDone, poll }: Props) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const state = useImportJob(jobId, poll);
  // The latest callback, so a page passing a new one on every render is told once per job, not on each of its renders.
  const onDoneRef = useRef(onDone);
  useEffect(() => {
    onDoneRef.current = onDone;
  }, [onDone]);

  useEffect(() => {
    if (state.phase === 'done' && state.result) {
      // A file with problems imports nothing: say so rather than "completed".
      if (state.result.errors.length > 0)
        void message.warning(t('kit.import.refused', { count: state.result.errors.length }));
      else void message.success(t('kit.import.done'));
      onDoneRef.current?.(state.result);
    }
    if (state.phase === 'missing') {
      void message.warning(t('kit.import.missing'));
      void navigate(-1);
    }
  }, [state.phase, state.result, t, navigate]);

  if (state.phase === 'idle' || state.phase === 'missing') return null;
  const result = state.result;
  const percent = result && result.total > 0 ? Math.round((result.imported * 100) / result.total) : 0;
  return (
    <div data-testid="import-job">
      {state.phase === 'running' ? (
        <Alert type="info" showIcon title={t('kit.import.running')} />
      ) : (
        <Alert
          type={result?.errors.length ? 'warning' : 'success'}
          showIcon
          title={
            result?.errors.length ? t('kit.import.refused', { count: result.errors.length }) : t('kit.import.done')
          }
          data-testid="import-outcome"
        />
      )}
      {result && (
        <>
          <Progress
            percent={state.phase === 'done' ? 100 : percent}
            status={state.phase === 'running' ? 'active' : 'normal'}
          />
          <div data-testid="import-summary">
            {t('kit.import.summary', { imported: result.imported, total: result.total })}
          </div>
        </>
      )}
      {result && result.errors.length > 0 && (
        <Table
          size="small"
          rowKey={(row) => `${row.row}-${row.column}`}
          pagination={false}
          dataSource={result.errors}
          columns={[
            { key: 'row', dataIndex: 'row', title: t('kit.import.row'), width: 80 },
            { key: 'column', dataIndex: 'column', title: t('kit.import.column'), width: 160 },
            { key: 'message', dataIndex: 'message', title: t('kit.import.message') },
          ]}
        />
      )}
    </div>
  );
};
