import { Modal, Space, Typography } from 'antd';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec 001 §9: fixed 1:1, crop box 150x150, png output, previews 120x120 and 50x50. */
export const CROP_BOX = 150;
export const PREVIEW_SIZES = [120, 50] as const;
const STAGE = 300;

type Box = { x: number; y: number };
type Fit = { scale: number; width: number; height: number };

/** How the picture fits the 300 px stage (never enlarged). */
export const fitImage = (naturalWidth: number, naturalHeight: number): Fit => {
  const scale = Math.min(1, STAGE / Math.max(naturalWidth, naturalHeight));
  return { scale, width: naturalWidth * scale, height: naturalHeight * scale };
};

/** Keeps the box inside the shown picture. */
export const clampBox = (box: Box, fit: Fit): Box => ({
  x: Math.max(0, Math.min(box.x, fit.width - CROP_BOX)),
  y: Math.max(0, Math.min(box.y, fit.height - CROP_BOX)),
});

/** The box in the picture's own pixels. */
export const sourceRegion = (box: Box, fit: Fit) => {
  const side = Math.min(CROP_BOX, fit.width, fit.height) / fit.scale;
  return { sx: box.x / fit.scale, sy: box.y / fit.scale, side };
};

const draw = (canvas: HTMLCanvasElement | null, image: HTMLImageElement | null, box: Box, fit: Fit, size: number) => {
  const context = canvas?.getContext('2d');
  if (!canvas || !context || !image) return;
  const { sx, sy, side } = sourceRegion(box, fit);
  context.clearRect(0, 0, size, size);
  context.drawImage(image, sx, sy, side, side, 0, 0, size, size);
};

type Props = {
  file: File | undefined;
  onCancel: () => void;
  /** The cropped picture as a multipart form with a `file` field (png). */
  onCropped: (form: FormData) => void;
};

/** Crops a picture to a 150x150 square (png), with 120 and 50 px previews. */
export const ImageCropper = ({ file, onCancel, onCropped }: Props) => {
  const { t } = useTranslation();
  const [url, setUrl] = useState<string>();
  const [fit, setFit] = useState<Fit>();
  const [box, setBox] = useState<Box>({ x: 0, y: 0 });
  const image = useRef<HTMLImageElement>(null);
  const previews = useRef<(HTMLCanvasElement | null)[]>([]);
  const drag = useRef<{ startX: number; startY: number; from: Box }>(undefined);

  useEffect(() => {
    if (!file) return;
    const created = URL.createObjectURL(file);
    // The object URL belongs to this file: set here, revoked when the file changes.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);

  useEffect(() => {
    if (!fit) return;
    PREVIEW_SIZES.forEach((size, index) => draw(previews.current[index] ?? null, image.current, box, fit, size));
  }, [box, fit]);

  const onLoad = () => {
    if (!image.current) return;
    const next = fitImage(image.current.naturalWidth, image.current.naturalHeight);
    setFit(next);
    setBox(clampBox({ x: (next.width - CROP_BOX) / 2, y: (next.height - CROP_BOX) / 2 }, next));
  };

  const move = (event: PointerEvent) => {
    if (!drag.current || !fit) return;
    setBox(clampBox({ x: drag.current.from.x + event.clientX - drag.current.startX, y: drag.current.from.y + event.clientY - drag.current.startY }, fit));
  };

  const confirm = () => {
    if (!fit || !file) return;
    const canvas = document.createElement('canvas');
    canvas.width = CROP_BOX;
    canvas.height = CROP_BOX;
    draw(canvas, image.current, box, fit, CROP_BOX);
    canvas.toBlob((blob) => {
      if (!blob) return;
      const form = new FormData();
      form.append('file', blob, `${file.name.replace(/\.[^.]+$/, '')}.png`);
      onCropped(form);
    }, 'image/png');
  };

  return (
    <Modal open={Boolean(file)} title={t('kit.cropper.title')} onCancel={onCancel} onOk={confirm} width={560} destroyOnHidden>
      <Space align="start" size="large">
        <div style={{ position: 'relative', width: STAGE, height: STAGE, background: '#f5f5f5', userSelect: 'none' }} onPointerMove={move} onPointerUp={() => (drag.current = undefined)}>
          {url && <img ref={image} src={url} alt="" onLoad={onLoad} style={{ width: fit?.width, height: fit?.height, display: 'block' }} draggable={false} />}
          {fit && (
            <div
              data-testid="crop-box"
              onPointerDown={(event) => {
                drag.current = { startX: event.clientX, startY: event.clientY, from: box };
              }}
              style={{ position: 'absolute', left: box.x, top: box.y, width: CROP_BOX, height: CROP_BOX, border: '1px dashed #fff', boxShadow: '0 0 0 9999px rgba(0,0,0,0.45)', cursor: 'move' }}
            />
          )}
        </div>
        <Space direction="vertical">
          <Typography.Text type="secondary">{t('kit.cropper.preview')}</Typography.Text>
          {PREVIEW_SIZES.map((size, index) => (
            <canvas key={size} width={size} height={size} ref={(element) => void (previews.current[index] = element)} style={{ border: '1px solid #f0f0f0' }} />
          ))}
        </Space>
      </Space>
    </Modal>
  );
};
