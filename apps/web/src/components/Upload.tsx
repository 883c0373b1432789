import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import type { UploadKindName } from '@fireline/shared';
import { uploadKinds } from '@fireline/shared';
import { Button, message, Upload as AntUpload, type UploadFile } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { openDownload, useFileUrls } from '../lib/downloads';
import { checkUpload, kindForFile, pageCompanyId, uploadFile, UploadError, type UploadValue } from './upload';

type Props = {
  kind?: UploadKindName;
  /** Files per field: 5 by default (1 for the single-image kind). */
  limit?: number;
  value?: UploadValue[];
  onChange?: (value: UploadValue[]) => void;
  disabled?: boolean;
  /** Called with each refusal's text besides the warning toast (tests and forms that show it inline). */
  onRefused?: (text: string) => void;
  /** The unit the files are for; the page's `company_id` by default. */
  companyId?: number;
};

const isImageKind = (kind: UploadKindName) =>
  kind === 'image' || kind === 'image_single' || kind === 'licence' || kind === 'handle_image';

/**
 * The upload field of spec 001 §5: checks type, size and count before sending, posts each file to
 * /upload/jupiter/{kind}, and keeps `{file_id, static_url}` per file.
 */
export const Upload = ({ kind = 'image', limit, value, onChange, disabled, onRefused, companyId }: Props) => {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [uploading, setUploading] = useState(0);
  const files = value ?? [];
  // A multi-file pick delivers several files before the value updates: count what is on its way too.
  const latest = useRef(files);
  useEffect(() => {
    latest.current = value ?? [];
  }, [value]);
  const max = limit ?? (kind === 'image_single' ? 1 : undefined);

  const refuse = (text: string) => {
    void message.warning(text);
    onRefused?.(text);
  };

  const beforeUpload = (file: File) => {
    const refusal = checkUpload({ kind, file, count: latest.current.length + uploading, limit: max });
    if (!refusal) return true;
    if (refusal.reason === 'tooLarge') refuse(t('kit.upload.tooLarge', { size: refusal.sizeMb }));
    else if (refusal.reason === 'tooMany') refuse(t('kit.upload.tooMany', { max: refusal.max }));
    else refuse(t('kit.upload.wrongType'));
    return AntUpload.LIST_IGNORE;
  };

  const send = async (file: File) => {
    setUploading((count) => count + 1);
    try {
      const stored = await uploadFile(
        kindForFile(kind, file.name),
        file,
        undefined,
        companyId ?? pageCompanyId(params),
      );
      const next = [...latest.current, { file_id: stored.file_id, static_url: stored.static_url, name: file.name }];
      latest.current = next;
      onChange?.(next);
    } catch (error) {
      const text = error instanceof UploadError && error.message ? error.message : t('kit.upload.failed');
      void message.error(text);
      onRefused?.(text);
    } finally {
      setUploading((count) => count - 1);
    }
  };

  const isImage = isImageKind(kind);
  // Thumbnails need the session header: shown from blob URLs (app/downloads.ts).
  const shown = useFileUrls(isImage ? files.map((file) => file.static_url) : []);
  const fileList: UploadFile[] = files.map((file) => ({
    uid: file.file_id,
    name: file.name ?? file.file_id,
    status: 'done',
    url: shown[file.static_url],
    thumbUrl: shown[file.static_url],
  }));
  const isFull = max !== undefined ? files.length >= max : files.length >= 5;
  const accept =
    uploadKinds[kind].extensions.map((extension) => `.${extension}`).join(',') +
    (kind === 'image' || kind === 'image_single' ? ',video/*' : '');

  return (
    <AntUpload
      accept={accept}
      listType={isImage ? 'picture-card' : 'text'}
      fileList={fileList}
      multiple={max !== 1}
      disabled={disabled}
      beforeUpload={beforeUpload}
      customRequest={({ file }) => void send(file as File)}
      // A document opens through a one-time link; images already show from their blob URLs.
      onPreview={isImage ? undefined : (item) => void openDownload({ target: 'file', file_id: item.uid })}
      onRemove={(removed) => onChange?.(files.filter((file) => file.file_id !== removed.uid))}
    >
      {isFull || disabled ? null : isImage ? (
        <button type="button" style={{ border: 0, background: 'none' }} aria-label={t('kit.upload.add')}>
          <PlusOutlined />
          <div>{t('kit.upload.add')}</div>
        </button>
      ) : (
        <Button icon={<UploadOutlined />} loading={uploading > 0}>
          {t('kit.upload.add')}
        </Button>
      )}
    </AntUpload>
  );
};
