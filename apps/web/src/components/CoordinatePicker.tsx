import { EnvironmentOutlined } from '@ant-design/icons';
import { Alert, Button, InputNumber, Modal, Space, Spin } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { centerOf, type Point } from './coordinates';
import { MapBoundary } from './MapBoundary';

const LeafletMap = lazy(() => import('./LeafletMap'));

type Props = { value?: Point | null; onChange?: (value: Point | null) => void; disabled?: boolean };

/** Longitude 0-180 and latitude 0-90 typed or picked on a Leaflet map centred on the value or the default centre. */
export const CoordinatePicker = ({ value, onChange, disabled }: Props) => {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const [draft, setDraft] = useState<Point | undefined>(undefined);

  const change = (part: Partial<Point>) => {
    const next = { lng: value?.lng, lat: value?.lat, ...part };
    onChange?.(
      next.lng === undefined || next.lng === null || next.lat === undefined || next.lat === null
        ? null
        : { lng: next.lng, lat: next.lat },
    );
  };

  return (
    <Space wrap>
      <InputNumber
        min={0}
        max={180}
        step={0.000001}
        precision={6}
        disabled={disabled}
        value={value?.lng}
        placeholder={t('kit.coordinate.longitude')}
        aria-label={t('kit.coordinate.longitude')}
        onChange={(lng) => change({ lng: lng ?? undefined })}
      />
      <InputNumber
        min={0}
        max={90}
        step={0.000001}
        precision={6}
        disabled={disabled}
        value={value?.lat}
        placeholder={t('kit.coordinate.latitude')}
        aria-label={t('kit.coordinate.latitude')}
        onChange={(lat) => change({ lat: lat ?? undefined })}
      />
      <Button
        icon={<EnvironmentOutlined />}
        disabled={disabled}
        data-testid="coordinate-pick"
        onClick={() => {
          setDraft(undefined);
          setIsOpen(true);
        }}
      >
        {t('kit.coordinate.pick')}
      </Button>
      <Modal
        open={isOpen}
        title={t('kit.coordinate.title')}
        width={720}
        destroyOnHidden
        onCancel={() => setIsOpen(false)}
        onOk={() => {
          if (draft) onChange?.(draft);
          setIsOpen(false);
        }}
      >
        <MapBoundary fallback={<Alert type="warning" showIcon title={t('kit.coordinate.mapUnavailable')} />}>
          <Suspense fallback={<Spin />}>
            {isOpen && <LeafletMap center={draft ?? centerOf(value)} onPick={setDraft} />}
          </Suspense>
        </MapBoundary>
        {draft && (
          <div style={{ marginTop: 8 }} data-testid="coordinate-draft">
            {draft.lng}, {draft.lat}
          </div>
        )}
      </Modal>
    </Space>
  );
};
