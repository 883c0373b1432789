import { DownloadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, message, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImportJob } from '../../../components/ImportJob';
import { importCall, importTemplateUrl, savedImportJob } from '../../../components/import-job';
import { Upload } from '../../../components/Upload';
import type { UploadValue } from '../../../components/upload';

/** /new_company_list/import: template download, upload of the filled xls/xlsx, then the import job's progress and row errors. */
export const CompanyImportPage = () => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<UploadValue[]>([]);
  const [jobId, setJobId] = useState<string | undefined>(savedImportJob);

  const start = async () => {
    const [uploaded] = file;
    if (!uploaded) return;
    const answer = await importCall<{ job_id: number }>('/import/import_company', { file_id: uploaded.file_id });
    if (answer.code !== 0 || !answer.data) {
      void message.error(answer.msg);
      return;
    }
    setJobId(String(answer.data.job_id));
  };

  return (
    <Card title={t('companies.import.title')} data-testid="company-import-page">
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        <Button icon={<DownloadOutlined />} href={importTemplateUrl('company')} target="_blank">
          {t('companies.import.template')}
        </Button>
        <Typography.Text type="secondary">{t('companies.import.step')}</Typography.Text>
        <Upload kind="import" limit={1} value={file} onChange={setFile} />
        <Button type="primary" disabled={file.length === 0 || jobId !== undefined} onClick={() => void start()}>
          {t('companies.import.start')}
        </Button>
        <ImportJob key={jobId} jobId={jobId} onDone={() => void queryClient.invalidateQueries({ queryKey: ['companies'] })} />
      </Space>
    </Card>
  );
};

export default CompanyImportPage;
