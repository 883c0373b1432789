import { UploadOutlined } from '@ant-design/icons';
import { Button, message, Modal, Slider, Space, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { checkUpload, uploadFile, UploadError } from '../../../components/upload';
import { CROP_BOX, cropToPng, drawCrop, loadImage, PREVIEW_SIZES } from '../crop';

/**
 * The avatar cropper of spec 001 §9: a picture chosen from disk, cropped in a fixed 1:1 box of 150×150 with zoom,
 * previewed at 120×120 and 50×50, uploaded as a 150×150 png; answers the stored file's id.
 */
export const AvatarCropper = ({
  open,
  onClose,
  onUploaded,
}: {
  open: boolean;
  onClose: () => void;
  onUploaded: (fileId: string) => Promise<unknown> | void;
}) => {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const previews = useRef<(HTMLCanvasElement | null)[]>([]);
  const [source, setSource] = useState<string>();
  const [image, setImage] = useState<HTMLImageElement>();
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!source) return;
    let isCurrent = true;
    void loadImage(source)
      .then((loaded) => isCurrent && setImage(loaded))
      .catch(() => undefined);
    return () => {
      isCurrent = false;
      URL.revokeObjectURL(source);
    };
  }, [source]);

  useEffect(() => {
    if (!image || !area) return;
    PREVIEW_SIZES.forEach((size, index) => {
      const canvas = previews.current[index];
      if (canvas) drawCrop(canvas, image, area, size);
    });
  }, [image, area]);

  const choose = (file: File | undefined) => {
    if (!file) return;
    const refusal = checkUpload({ kind: 'image_single', file, count: 0, limit: 1 });
    if (refusal) {
      void message.warning(
        refusal.reason === 'tooLarge' ? t('kit.upload.tooLarge', { size: refusal.sizeMb }) : t('kit.upload.wrongType'),
      );
      return;
    }
    setImage(undefined);
    setArea(undefined);
    setZoom(1);
    setCrop({ x: 0, y: 0 });
    setSource(URL.createObjectURL(file));
  };

  const close = () => {
    setSource(undefined);
    setImage(undefined);
    setArea(undefined);
    onClose();
  };

  const upload = async () => {
    if (!image || !area) return;
    setBusy(true);
    try {
      const stored = await uploadFile('image_single', await cropToPng(image, area), 'avatar.png');
      await onUploaded(stored.file_id);
      void message.success(t('users.crop.uploaded'));
      close();
    } catch (error) {
      void message.error(error instanceof UploadError && error.message ? error.message : t('users.crop.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('users.crop.title')}
      width={640}
      onCancel={close}
      okText={t('users.crop.save')}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: !area, loading: busy, id: 'avatar-upload' }}
      onOk={() => void upload()}
      destroyOnHidden
    >
      <input
        ref={input}
        type="file"
        accept=".jpg,.jpeg,.png,.gif,.bmp,.webp"
        style={{ display: 'none' }}
        onChange={(event) => {
          choose(event.target.files?.[0]);
          event.target.value = '';
        }}
        data-testid="avatar-file"
      />
      <Space align="start" size="large">
        <div>
          <div
            style={{ position: 'relative', width: 340, height: 300, background: '#f0f2f5' }}
            data-testid="avatar-crop-area"
          >
            {source ? (
              <Cropper
                image={source}
                crop={crop}
                zoom={zoom}
                aspect={1}
                cropSize={{ width: CROP_BOX, height: CROP_BOX }}
                onCropChange={setCrop}
                onZoomChange={setZoom}
                onCropComplete={(_, pixels) => setArea(pixels)}
              />
            ) : (
              <Button
                icon={<UploadOutlined />}
                style={{ position: 'absolute', top: '45%', left: '50%', transform: 'translateX(-50%)' }}
                onClick={() => input.current?.click()}
              >
                {t('users.crop.choose')}
              </Button>
            )}
          </div>
          <Space style={{ marginTop: 8, width: 340 }}>
            <Typography.Text>{t('users.crop.zoom')}</Typography.Text>
            <Slider min={1} max={3} step={0.05} value={zoom} onChange={setZoom} style={{ width: 180 }} />
            {source && <Button onClick={() => input.current?.click()}>{t('users.crop.choose')}</Button>}
          </Space>
        </div>
        <div>
          <Typography.Text type="secondary">{t('users.crop.preview')}</Typography.Text>
          {PREVIEW_SIZES.map((size, index) => (
            <div key={size} style={{ marginTop: 8 }}>
              <canvas
                ref={(element) => {
                  previews.current[index] = element;
                }}
                width={size}
                height={size}
                style={{ width: size, height: size, border: '1px solid #d9d9d9', borderRadius: 4 }}
                data-testid={`avatar-preview-${size}`}
              />
            </div>
          ))}
        </div>
      </Space>
    </Modal>
  );
};
