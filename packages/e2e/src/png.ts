import { encodeRgbPng } from '../../../apps/server/src/db/seed/png';

/**
 * A small floor plan as a PNG: a light background, a dark outer wall and a corridor line, so a screenshot shows where
 * the plan is.
 */
export const floorPlanPng = (width = 480, height = 300) => {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const isWall = x < 6 || y < 6 || x >= width - 6 || y >= height - 6;
      const isCorridor = Math.abs(y - height / 2) < 3 || Math.abs(x - width / 3) < 3;
      pixels.fill(isWall ? 40 : isCorridor ? 150 : 235, (y * width + x) * 3, (y * width + x + 1) * 3);
    }
  }
  return encodeRgbPng(pixels, width, height);
};
