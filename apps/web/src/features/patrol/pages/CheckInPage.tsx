import { itemResults, type PatrolItem, type PatrolRecordDetail } from '@fireline/shared';
import { CameraOutlined, CheckCircleOutlined, CloudUploadOutlined, DeleteOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Input, InputNumber, message, Radio, Result, Space, Spin, Tag, Typography } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatEpoch } from '../../../app/site-time';
import { uploadFile } from '../../../components/upload';
import { fetchSiteByLabel } from '../api';
import { addToOutbox, flushOutbox, readOutbox } from '../outbox';
import { requireText } from './SiteDetailPage';

type Answer = {
  result?: number;
  reading?: number | null;
  remark: string;
  photos: { file_id: string; preview: string }[];
};
type Position = { latitude: number; longitude: number } | null;

/** The device's position when the browser allows it within a few seconds; none otherwise. */
const readPosition = () =>
  new Promise<Position>((resolve) => {
    if (!('geolocation' in navigator)) return resolve(null);
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
      () => resolve(null),
      { timeout: 5000, maximumAge: 60_000 },
    );
  });

const newKey = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

const ItemAnswer = ({
  item,
  answer,
  onChange,
  companyId,
}: {
  item: PatrolItem;
  answer: Answer;
  onChange: (next: Answer) => void;
  companyId: number;
}) => {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const require = item.check_require_json;
  const addPhoto = async (file: File) => {
    setUploading(true);
    try {
      const uploaded = await uploadFile('image', file, file.name, companyId);
      onChange({
        ...answer,
        photos: [...answer.photos, { file_id: uploaded.file_id, preview: URL.createObjectURL(file) }],
      });
    } catch (error) {
      void message.error((error instanceof Error && error.message) || t('patrol.checkIn.uploadFailed'));
    } finally {
      setUploading(false);
    }
  };
  return (
    <Card
      size="small"
      title={item.name}
      extra={<Tag>{item.enum_pt_item_type.name}</Tag>}
      data-testid={`answer-${item.id}`}
    >
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        {requireText(item, t)}
        {require.hint ? ` · ${require.hint}` : ''} · {t('patrol.item.quantity')} {item.quantity}
      </Typography.Paragraph>
      <Space direction="vertical" style={{ width: '100%' }}>
        {require.kind === 'reading' ? (
          <InputNumber
            style={{ width: '100%' }}
            size="large"
            inputMode="decimal"
            placeholder={t('patrol.item.reading')}
            addonAfter={require.unit}
            value={answer.reading}
            onChange={(reading) => onChange({ ...answer, reading })}
          />
        ) : (
          <Radio.Group
            size="large"
            optionType="button"
            buttonStyle="solid"
            value={answer.result}
            onChange={(event) => onChange({ ...answer, result: event.target.value as number })}
            options={[
              { value: itemResults.fit, label: t('patrol.fit') },
              { value: itemResults.unfit, label: t('patrol.unfit') },
            ]}
            data-testid={`answer-result-${item.id}`}
          />
        )}
        <Input.TextArea
          rows={2}
          maxLength={200}
          placeholder={t('patrol.remark')}
          value={answer.remark}
          onChange={(event) => onChange({ ...answer, remark: event.target.value })}
        />
        <Space wrap>
          {answer.photos.map((photo, index) => (
            <span key={photo.file_id} style={{ position: 'relative', display: 'inline-block' }}>
              <img src={photo.preview} alt="" style={{ width: 64, height: 64, objectFit: 'cover', borderRadius: 4 }} />
              <Button
                size="small"
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('patrol.delete')}
                style={{ position: 'absolute', top: -8, right: -8 }}
                onClick={() => onChange({ ...answer, photos: answer.photos.filter((_, other) => other !== index) })}
              />
            </span>
          ))}
          {answer.photos.length < 5 && (
            <Button icon={<CameraOutlined />} loading={uploading} onClick={() => input.current?.click()}>
              {t('patrol.checkIn.photo')}
              {require.photo_required ? ' *' : ''}
            </Button>
          )}
          <input
            ref={input}
            type="file"
            accept="image/*"
            capture="environment"
            hidden
            data-testid={`photo-input-${item.id}`}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void addPhoto(file);
            }}
          />
        </Space>
      </Space>
    </Card>
  );
};

/**
 * /patrol/check_in?label_code= (the URL a site's QR code holds): the patrol worker's page on a phone. The site, its
 * items and requirements, answers and photos, and the check-in with time and (when allowed) position. A check-in
 * goes through the outbox (outbox.ts): kept when the network fails and sent, once, when it returns.
 */
export const CheckInPage = () => {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const labelCode = params.get('label_code') ?? '';
  const site = useQuery({
    queryKey: ['patrol', 'label', labelCode],
    queryFn: () => fetchSiteByLabel(labelCode),
    enabled: Boolean(labelCode),
    retry: false,
  });
  const [answers, setAnswers] = useState<Record<number, Answer>>({});
  const [remark, setRemark] = useState('');
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState<PatrolRecordDetail | 'queued'>();
  const [pending, setPending] = useState(readOutbox().length);
  const flush = useCallback(async () => {
    const result = await flushOutbox();
    setPending(result.pending);
    if (result.sent.length) void message.success(t('patrol.checkIn.flushed', { count: result.sent.length }));
    for (const refused of result.refused) void message.error(`${refused.site_name}: ${refused.msg}`);
  }, [t]);
  useEffect(() => {
    // What an earlier visit left waiting goes out first (after this render).
    const first = readOutbox().length ? setTimeout(() => void flush(), 0) : undefined;
    const online = () => void flush();
    window.addEventListener('online', online);
    return () => {
      clearTimeout(first);
      window.removeEventListener('online', online);
    };
  }, [flush]);

  const items = site.data?.items ?? [];
  const answerOf = (item: PatrolItem): Answer => answers[item.id] ?? { remark: '', photos: [] };
  const missing = items.find((item) => {
    const answer = answerOf(item);
    const answered =
      item.check_require_json.kind === 'reading' ? typeof answer.reading === 'number' : Boolean(answer.result);
    return !answered || (item.check_require_json.photo_required && answer.photos.length === 0);
  });
  const submit = async () => {
    if (!site.data) return;
    if (missing) return void message.warning(t('patrol.checkIn.missing', { name: missing.name }));
    setSending(true);
    const position = await readPosition();
    const body = {
      site_id: site.data.id,
      client_key: newKey(),
      checked_at: Math.floor(Date.now() / 1000),
      answers: items.map((item) => {
        const answer = answerOf(item);
        return {
          item_id: item.id,
          ...(item.check_require_json.kind === 'reading'
            ? { reading: answer.reading ?? undefined }
            : { result: answer.result }),
          remark: answer.remark.trim(),
          photo_file_ids: answer.photos.map((photo) => photo.file_id),
        };
      }),
      latitude: position?.latitude ?? null,
      longitude: position?.longitude ?? null,
      remark: remark.trim(),
    };
    addToOutbox({ body, site_name: site.data.site_name, saved_at: body.checked_at });
    const result = await flushOutbox();
    setPending(result.pending);
    setSending(false);
    const sent = result.sent.find((entry) => entry.client_key === body.client_key);
    const refused = result.refused.find((entry) => entry.client_key === body.client_key);
    for (const other of result.refused.filter((entry) => entry !== refused))
      void message.error(`${other.site_name}: ${other.msg}`);
    if (sent) return setDone(sent.record);
    if (refused) return void message.error(refused.msg);
    setDone('queued');
  };

  if (!labelCode || site.isError)
    return <Result status="warning" title={t('patrol.checkIn.unknown')} style={{ paddingTop: 48 }} />;
  if (site.isLoading || !site.data) return <Spin style={{ display: 'block', margin: '64px auto' }} />;
  const data = site.data;
  return (
    <div
      style={{ maxWidth: 560, margin: '0 auto', padding: 12, background: '#f5f5f5', minHeight: '100vh' }}
      data-testid="check-in-page"
    >
      <Card size="small" style={{ marginBottom: 12 }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {data.site_name}
        </Typography.Title>
        <Typography.Text type="secondary">
          {data.site_code} · {data.company_name}
          {[data.building_name, data.floor_name, data.site_location].filter(Boolean).length
            ? ` · ${[data.building_name, data.floor_name, data.site_location].filter(Boolean).join(' ')}`
            : ''}
        </Typography.Text>
        {data.last_check_time > 0 && (
          <div>
            <Typography.Text type="secondary">
              {t('patrol.site.lastCheck')}: {formatEpoch(data.last_check_time, 'MM-DD HH:mm')}
            </Typography.Text>
          </div>
        )}
      </Card>
      {pending > 0 && (
        <Alert
          type="warning"
          showIcon
          icon={<CloudUploadOutlined />}
          style={{ marginBottom: 12 }}
          message={t('patrol.checkIn.pending', { count: pending })}
          action={
            <Button size="small" onClick={() => void flush()}>
              {t('patrol.checkIn.retry')}
            </Button>
          }
          data-testid="check-in-pending"
        />
      )}
      {done ? (
        <Result
          status={done === 'queued' ? 'info' : 'success'}
          icon={done === 'queued' ? <CloudUploadOutlined /> : <CheckCircleOutlined />}
          title={done === 'queued' ? t('patrol.checkIn.queued') : t('patrol.checkIn.done')}
          subTitle={
            done !== 'queued'
              ? `${formatEpoch(done.check_time, 'YYYY-MM-DD HH:mm:ss')} · ${done.punch_status.name}`
              : undefined
          }
          extra={
            <Button
              onClick={() => {
                setDone(undefined);
                setAnswers({});
                setRemark('');
              }}
            >
              {t('patrol.checkIn.again')}
            </Button>
          }
          data-testid="check-in-done"
        />
      ) : (
        <Space direction="vertical" style={{ width: '100%' }}>
          {items.length === 0 && <Alert type="info" message={t('patrol.checkIn.noItems')} />}
          {items.map((item) => (
            <ItemAnswer
              key={item.id}
              item={item}
              answer={answerOf(item)}
              companyId={data.company_cared_id}
              onChange={(next) => setAnswers((previous) => ({ ...previous, [item.id]: next }))}
            />
          ))}
          <Input.TextArea
            rows={2}
            maxLength={200}
            placeholder={t('patrol.checkIn.remark')}
            value={remark}
            onChange={(event) => setRemark(event.target.value)}
          />
          <Button
            type="primary"
            size="large"
            block
            loading={sending}
            disabled={items.length === 0}
            onClick={() => void submit()}
            data-testid="check-in-submit"
          >
            {t('patrol.checkIn.submit')}
          </Button>
        </Space>
      )}
    </div>
  );
};

export default CheckInPage;
