import type { ImportKind } from '@fireline/shared';
import { DownloadOutlined } from '@ant-design/icons';
import { Button, Card, message, Space, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ImportJob } from './ImportJob';
import { openImportTemplate, saveImportJob, savedImportJob, startImport, type ImportStartPath } from './import-job';
import { Upload } from './Upload';
import type { UploadValue } from './upload';

type Props = {
  title?: string;
  /** The template kind of `GET /import/template`. */
  templateKind: ImportKind;
  /** The start call, e.g. `/import/import_component`: a GET with the parameters and the file id. */
  startPath?: ImportStartPath;
  /** A start of another shape (a signed POST), answering the job; its errors are shown by the API client. */
  startJob?: (fileId: string) => Promise<{ job_id: number }>;
  /** Extra start parameters (company_id, thing_id…); undefined while the page still lacks one. */
  params: Record<string, string> | undefined;
  /** What to refresh once rows were written. */
  onImported: () => void;
  testId: string;
  /** Choices the import needs before it can start (the parent device of components, say). */
  children?: ReactNode;
};

/**
 * An import screen (spec 001 §4 "Import job"): template download, upload of the filled sheet (.xls/.xlsx ≤ 2 MB), start,
 * then the job's progress and row errors. A new file can be imported once the previous job has ended.
 */
export const ImportPage = ({
  title,
  templateKind,
  startPath,
  startJob,
  params,
  onImported,
  testId,
  children,
}: Props) => {
  const { t } = useTranslation();
  const [file, setFile] = useState<UploadValue[]>([]);
  const [jobId, setJobId] = useState<string | undefined>(savedImportJob);
  const [isRunning, setIsRunning] = useState(jobId !== undefined);

  const start = async () => {
    const [uploaded] = file;
    if (!uploaded || !params) return;
    const job = startJob ? await startJob(uploaded.file_id).catch(() => undefined) : await startByGet(uploaded.file_id);
    if (!job) return;
    saveImportJob(String(job.job_id));
    setJobId(String(job.job_id));
    setIsRunning(true);
  };

  const startByGet = async (fileId: string) => {
    const answer = await startImport(startPath!, { ...params, file_id: fileId });
    if (answer.code === 0 && answer.data) return answer.data;
    void message.error(answer.msg);
    return undefined;
  };

  return (
    <Card title={title} data-testid={testId}>
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        <Button
          icon={<DownloadOutlined />}
          onClick={() => void openImportTemplate(templateKind)}
          data-testid="import-template"
        >
          {t('kit.import.template')}
        </Button>
        {children}
        <Typography.Text type="secondary">{t('kit.import.step')}</Typography.Text>
        <Upload kind="import" limit={1} value={file} onChange={setFile} />
        <Button
          type="primary"
          data-testid="import-start"
          disabled={file.length === 0 || !params || isRunning}
          onClick={() => void start()}
        >
          {t('kit.import.start')}
        </Button>
        <ImportJob
          key={jobId}
          jobId={jobId}
          onDone={(result) => {
            setIsRunning(false);
            setFile([]);
            if (result.imported > 0) onImported();
          }}
        />
      </Space>
    </Card>
  );
};
