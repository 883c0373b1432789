import type { Area } from 'react-easy-crop';

/** Spec 001 §9: the avatar cropper's fixed 1:1 box of 150×150, png output, previews of 120×120 and 50×50. */
export const CROP_BOX = 150;
export const PREVIEW_SIZES = [120, 50] as const;

/** Draws the chosen area of the picture into a square canvas of `size` pixels. */
export const drawCrop = (canvas: HTMLCanvasElement, image: CanvasImageSource, area: Area, size: number) => {
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) return false;
  context.clearRect(0, 0, size, size);
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, size, size);
  return true;
};

/** The cropped avatar as the png the server stores (150×150). */
export const cropToPng = (image: CanvasImageSource, area: Area) =>
  new Promise<Blob>((resolve, reject) => {
    const canvas = document.createElement('canvas');
    if (!drawCrop(canvas, image, area, CROP_BOX)) {
      reject(new Error('no canvas'));
      return;
    }
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no png'))), 'image/png');
  });

/** A picture file as an image element, loaded. */
export const loadImage = (url: string) =>
  new Promise<HTMLImageElement>((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('not an image'));
    image.src = url;
  });
