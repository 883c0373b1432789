import type { ImportJobView, ImportRowError } from '@fireline/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, message, Space, Table, Upload } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchImportResult, importTemplateUrl, startImport, uploadImportFile } from '../../imports/api';
import { pollImportJob } from '../../imports/import-poller';

/** Import files are .xls / .xlsx up to 2 MB (spec 001 §5 "Uploads"). */
export const isImportFile = (file: { name: string; size: number }) => /\.xlsx?$/i.test(file.name) && file.size <= 2 * 1024 * 1024;

type State = { phase: 'idle' } | { phase: 'running' } | { phase: 'done'; job: ImportJobView; msg: string } | { phase: 'missing'; msg: string };

/** /firecock/import_firecock: upload the sheet, start the job, poll it (3 s, then every 1 s), show the refused rows. */
export const HydrantImportPage = () => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [state, setState] = useState<State>({ phase: 'idle' });
  const stop = useRef<(() => void) | null>(null);
  useEffect(() => () => stop.current?.(), []);

  const run = async (file: File) => {
    if (!isImportFile(file)) {
      void message.warning(t('hydrants.import.badFile'));
      return;
    }
    setState({ phase: 'running' });
    try {
      const uploaded = await uploadImportFile(file);
      const job = await startImport('firecock', { file_id: uploaded.file_id });
      stop.current = pollImportJob({
        fetchResult: () => fetchImportResult(job.job_id),
        onDone: (outcome) => {
          if (outcome.kind === 'missing') {
            setState({ phase: 'missing', msg: outcome.msg });
            return;
          }
          setState({ phase: 'done', job: outcome.job, msg: outcome.msg });
          if (outcome.job.imported > 0) void queryClient.invalidateQueries({ queryKey: ['hydrants'] });
        },
      });
    } catch {
      setState({ phase: 'idle' });
    }
  };

  return (
    <Card title={t('hydrants.import.title')} data-testid="hydrant-import">
      <Space direction="vertical" style={{ width: '100%' }}>
        <Space>
          <Button href={importTemplateUrl('firecock')} target="_blank">
            {t('hydrants.import.template')}
          </Button>
          <Upload
            accept=".xls,.xlsx"
            showUploadList={false}
            disabled={state.phase === 'running'}
            beforeUpload={(file) => {
              void run(file);
              return false;
            }}
          >
            <Button type="primary" loading={state.phase === 'running'}>
              {t('hydrants.import.choose')}
            </Button>
          </Upload>
        </Space>
        {state.phase === 'running' ? <Alert type="info" showIcon message={t('hydrants.import.running')} /> : null}
        {state.phase === 'missing' ? <Alert type="warning" showIcon message={state.msg} /> : null}
        {state.phase === 'done' && state.job.errors.length === 0 ? <Alert type="success" showIcon message={`${state.msg} (${state.job.imported})`} /> : null}
        {state.phase === 'done' && state.job.errors.length > 0 ? (
          <>
            <Alert type="error" showIcon message={t('hydrants.import.refused')} />
            <Table<ImportRowError>
              rowKey={(row) => `${row.row}-${row.column}-${row.message}`}
              pagination={false}
              dataSource={state.job.errors}
              columns={[
                { title: t('hydrants.import.row'), dataIndex: 'row' },
                { title: t('hydrants.import.column'), dataIndex: 'column' },
                { title: t('hydrants.import.problem'), dataIndex: 'message' },
              ]}
            />
          </>
        ) : null}
      </Space>
    </Card>
  );
};

export default HydrantImportPage;
