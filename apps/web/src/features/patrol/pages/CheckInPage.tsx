import { hasUnfitNote, itemResults, type PatrolItem, type PatrolRecordDetail } from '@fireline/shared';
import { CameraOutlined, CheckCircleOutlined, CloudUploadOutlined, DeleteOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Input, InputNumber, message, Radio, Result, Space, Spin, Tag, Typography } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatEpoch } from '../../../lib/site-time';
import { checkUpload } from '../../../components/upload';
import { fetchSiteByLabel } from '../api';
import { patrolOutbox, type FlushResult } from '../outbox';
import { requireText } from './SiteDetailPage';
import { patrolKeys } from '../keys';

type Answer = {
  result?: number;
  reading?: number | null;
  remark: string;
  /** Taken, not uploaded: the outbox uploads them when the check-in is sent. */
  photos: { id: string; file: File; preview: string }[];
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

/** Unfit as the server will judge it: answered unfit, or a reading outside its item's range. */
const isUnfit = (item: PatrolItem, answer: Answer) => {
  const require = item.check_require_json;
  if (require.kind !== 'reading') return answer.result === itemResults.unfit;
  if (typeof answer.reading !== 'number') return false;
  return (
    (require.min !== undefined && answer.reading < require.min) ||
    (require.max !== undefined && answer.reading > require.max)
  );
};

const newKey = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

const ItemAnswer = ({
  item,
  answer,
  onChange,
}: {
  item: PatrolItem;
  answer: Answer;
  onChange: (next: Answer) => void;
}) => {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const require = item.check_require_json;
  // The upload's own checks now, so a photo the server would refuse is never kept for later.
  const addPhoto = (file: File) => {
    const refusal = checkUpload({ kind: 'image', file, count: answer.photos.length });
    if (refusal?.reason === 'tooLarge') return void message.warning(t('kit.upload.tooLarge', { size: refusal.sizeMb }));
    if (refusal?.reason === 'tooMany') return void message.warning(t('kit.upload.tooMany', { max: refusal.max }));
    if (refusal) return void message.warning(t('kit.upload.wrongType'));
    onChange({ ...answer, photos: [...answer.photos, { id: newKey(), file, preview: URL.createObjectURL(file) }] });
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
            <span key={photo.id} style={{ position: 'relative', display: 'inline-block' }}>
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
            <Button icon={<CameraOutlined />} onClick={() => input.current?.click()}>
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
              if (file) addPhoto(file);
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
 * with its photos goes through the outbox (outbox.ts): kept on the phone when the network fails (the page says so)
 * and sent, once, when it returns (the page then shows it sent).
 */
export const CheckInPage = () => {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const labelCode = params.get('label_code') ?? '';
  const queryClient = useQueryClient();
  const site = useQuery({
    queryKey: patrolKeys.label(labelCode),
    queryFn: () => fetchSiteByLabel(labelCode),
    enabled: Boolean(labelCode),
    retry: false,
  });
  const [answers, setAnswers] = useState<Record<number, Answer>>({});
  const [remark, setRemark] = useState('');
  const [sending, setSending] = useState(false);
  // The check-in on screen: sent (its record), or kept on the phone (its key) until a flush sends it.
  const [done, setDone] = useState<PatrolRecordDetail | { queued: string }>();
  const [pending, setPending] = useState(0);
  /** A flush's outcome on screen: the waiting count, the check-in on screen once sent, the others as notices. */
  const show = useCallback(
    (result: FlushResult, own?: string) => {
      setPending(result.pending);
      // The site's header (its last check-in) shows the check-in just sent.
      if (result.sent.length) void queryClient.invalidateQueries({ queryKey: patrolKeys.labelAll() });
      setDone((current) => {
        const key = own ?? (current && 'queued' in current ? current.queued : undefined);
        return result.sent.find((entry) => entry.client_key === key)?.record ?? current;
      });
      const others = result.sent.filter((entry) => entry.client_key !== own);
      if (others.length) void message.success(t('patrol.checkIn.flushed', { count: others.length }));
      for (const refused of result.refused) void message.error(`${refused.site_name}: ${refused.msg}`);
    },
    [t, queryClient],
  );
  const flush = useCallback(async () => show(await patrolOutbox.flush()), [show]);
  useEffect(() => {
    // What an earlier visit left waiting goes out first.
    let isLive = true;
    void patrolOutbox.list().then((entries) => {
      if (!isLive) return;
      setPending(entries.length);
      if (entries.length) void flush();
    });
    const online = () => void flush();
    window.addEventListener('online', online);
    return () => {
      isLive = false;
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
  // An unfit answer says what is wrong, as the server asks (hasUnfitNote): a remark or a photo.
  const unnoted = items.find((item) => {
    const answer = answerOf(item);
    return (
      isUnfit(item, answer) &&
      !hasUnfitNote({ remark: answer.remark, photo_file_ids: answer.photos.map((photo) => photo.id) })
    );
  });
  const submit = async () => {
    if (!site.data) return;
    if (missing) return void message.warning(t('patrol.checkIn.missing', { name: missing.name }));
    if (unnoted) return void message.warning(t('patrol.checkIn.unfitNote', { name: unnoted.name }));
    setSending(true);
    const position = await readPosition();
    const clientKey = newKey();
    const body = {
      site_id: site.data.id,
      client_key: clientKey,
      checked_at: Math.floor(Date.now() / 1000),
      answers: items.map((item) => {
        const answer = answerOf(item);
        return {
          item_id: item.id,
          ...(item.check_require_json.kind === 'reading'
            ? { reading: answer.reading ?? undefined }
            : { result: answer.result }),
          remark: answer.remark.trim(),
          photo_file_ids: [],
        };
      }),
      latitude: position?.latitude ?? null,
      longitude: position?.longitude ?? null,
      remark: remark.trim(),
    };
    const photos = items.flatMap((item) =>
      answerOf(item).photos.map((photo) => ({
        id: photo.id,
        item_id: item.id,
        name: photo.file.name,
        blob: photo.file,
      })),
    );
    try {
      await patrolOutbox.add({
        client_key: clientKey,
        site_name: site.data.site_name,
        company_id: site.data.company_cared_id,
        saved_at: body.checked_at,
        body,
        photos,
      });
    } catch {
      setSending(false);
      return void message.error(t('patrol.checkIn.notSaved'));
    }
    const result = await patrolOutbox.flush();
    setSending(false);
    // Not sent and not refused: kept on the phone, and the page says so until a flush sends it.
    if (!result.refused.some((entry) => entry.client_key === clientKey)) setDone({ queued: clientKey });
    show(result, clientKey);
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
            <Typography.Text type="secondary" data-testid="check-in-last">
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
          status={'queued' in done ? 'info' : 'success'}
          icon={'queued' in done ? <CloudUploadOutlined /> : <CheckCircleOutlined />}
          title={'queued' in done ? t('patrol.checkIn.queued') : t('patrol.checkIn.done')}
          subTitle={
            'queued' in done
              ? t('patrol.checkIn.queuedHint')
              : `${formatEpoch(done.check_time, 'YYYY-MM-DD HH:mm:ss')} · ${done.punch_status.name}`
          }
          data-state={'queued' in done ? 'queued' : 'sent'}
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
