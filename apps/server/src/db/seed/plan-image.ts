import { labelPointOf, planFrame, type FloorLayout, type PlanRoom, type RoomTone } from './demo-layout';
import { GLYPH_HEIGHT, planGlyphs } from './plan-glyphs';
import { encodeRgbPng } from './png';

/**
 * Draws a demo floor plan as a PNG (8-bit RGB): outer wall, rooms and corridor with doors, stairs hatched, labels in
 * the glyphs of plan-glyphs.ts. A real upload is a photo or a CAD export; this only has to read as a floor.
 */
export const PLAN_WIDTH = 1200;
export const PLAN_HEIGHT = 750;

type Rgb = readonly [number, number, number];

const colours = {
  paper: [255, 255, 255],
  wall: [58, 63, 71],
  partition: [120, 128, 140],
  text: [40, 44, 52],
  title: [20, 40, 80],
  stairs: [170, 178, 190],
  room: [250, 250, 246],
  core: [228, 233, 240],
  control: [253, 232, 230],
  service: [238, 242, 232],
  corridor: [240, 243, 247],
} as const satisfies Record<string, Rgb>;

const fillOf: Record<RoomTone, Rgb> = {
  room: colours.room,
  core: colours.core,
  control: colours.control,
  service: colours.service,
  corridor: colours.corridor,
};

const decoded = new Map<string, { width: number; coverage: Uint8Array }>();
const glyphOf = (char: string) => {
  const cached = decoded.get(char);
  if (cached) return cached;
  const entry = planGlyphs[char];
  if (!entry) throw new Error(`plan glyph missing for "${char}": run tools/plan-glyphs/make-glyphs.ts`);
  const bytes = Buffer.from(entry[1], 'base64');
  const coverage = new Uint8Array(entry[0] * GLYPH_HEIGHT);
  for (let index = 0; index < coverage.length; index += 1)
    coverage[index] = (index % 2 === 0 ? bytes[index >> 1]! >> 4 : bytes[index >> 1]! & 15) * 17;
  const glyph = { width: entry[0], coverage };
  decoded.set(char, glyph);
  return glyph;
};

const SPACE_WIDTH = 6;

const createCanvas = (width: number, height: number) => {
  const pixels = Buffer.alloc(width * height * 3, 255);
  const blend = (x: number, y: number, colour: Rgb, alpha: number) => {
    if (x < 0 || y < 0 || x >= width || y >= height || alpha <= 0) return;
    const at = (y * width + x) * 3;
    for (let channel = 0; channel < 3; channel += 1)
      pixels[at + channel] = Math.round(pixels[at + channel]! * (1 - alpha) + colour[channel]! * alpha);
  };
  const fill = (x0: number, y0: number, x1: number, y1: number, colour: Rgb) => {
    for (let y = Math.max(0, Math.round(y0)); y < Math.min(height, Math.round(y1)); y += 1) {
      for (let x = Math.max(0, Math.round(x0)); x < Math.min(width, Math.round(x1)); x += 1) {
        const at = (y * width + x) * 3;
        pixels[at] = colour[0];
        pixels[at + 1] = colour[1];
        pixels[at + 2] = colour[2];
      }
    }
  };
  const textWidth = (text: string) =>
    [...text].reduce((sum, char) => sum + (char === ' ' ? SPACE_WIDTH : glyphOf(char).width), 0);
  /** Writes text centred on (cx, cy), or starting at cx when told to. */
  const write = (text: string, cx: number, cy: number, colour: Rgb, align: 'centre' | 'start' = 'centre') => {
    let x = Math.round(align === 'centre' ? cx - textWidth(text) / 2 : cx);
    const top = Math.round(cy - GLYPH_HEIGHT / 2);
    for (const char of text) {
      if (char === ' ') {
        x += SPACE_WIDTH;
        continue;
      }
      const glyph = glyphOf(char);
      for (let row = 0; row < GLYPH_HEIGHT; row += 1) {
        for (let column = 0; column < glyph.width; column += 1)
          blend(x + column, top + row, colour, glyph.coverage[row * glyph.width + column]! / 255);
      }
      x += glyph.width;
    }
  };
  return { pixels, fill, write, textWidth };
};

export const drawFloorPlan = (layout: FloorLayout) => {
  const [width, height] = [PLAN_WIDTH, PLAN_HEIGHT];
  const canvas = createCanvas(width, height);
  const px = (fraction: number) => fraction * width;
  const py = (fraction: number) => fraction * height;
  const WALL = 8;
  const PARTITION = 3;
  const DOOR = 34;

  const box = (room: PlanRoom) => ({ x0: px(room.x0), y0: py(room.y0), x1: px(room.x1), y1: py(room.y1) });
  for (const room of layout.rooms) {
    const { x0, y0, x1, y1 } = box(room);
    canvas.fill(x0, y0, x1, y1, fillOf[room.tone]);
  }
  const corridor = layout.rooms.find((room) => room.tone === 'corridor');
  for (const room of layout.rooms) {
    if (room.tone === 'corridor') continue;
    const { x0, y0, x1, y1 } = box(room);
    canvas.fill(x0 - PARTITION / 2, y0, x0 + PARTITION / 2, y1, colours.partition);
    canvas.fill(x0, y0 - PARTITION / 2, x1, y0 + PARTITION / 2, colours.partition);
    canvas.fill(x0, y1 - PARTITION / 2, x1, y1 + PARTITION / 2, colours.partition);
    if (room.label === '楼梯间') {
      for (let y = y0 + 60; y < y1 - 12; y += 12) canvas.fill(x0 + 14, y, x1 - 14, y + 2, colours.stairs);
      canvas.fill((x0 + x1) / 2 - 1, y0 + 60, (x0 + x1) / 2 + 1, y1 - 12, colours.stairs);
    }
    // A door onto the corridor, left of the room's middle.
    if (corridor) {
      const doorY = room.y1 <= corridor.y0 ? y1 : y0;
      const doorX = (x0 + x1) / 2 - DOOR - 6;
      canvas.fill(doorX, doorY - PARTITION, doorX + DOOR, doorY + PARTITION, colours.corridor);
    }
  }
  // Outer wall, with the entrance doors at both ends of the corridor.
  const frame = { x0: px(planFrame.x0), y0: py(planFrame.y0), x1: px(planFrame.x1), y1: py(planFrame.y1) };
  canvas.fill(frame.x0 - WALL / 2, frame.y0 - WALL / 2, frame.x1 + WALL / 2, frame.y0 + WALL / 2, colours.wall);
  canvas.fill(frame.x0 - WALL / 2, frame.y1 - WALL / 2, frame.x1 + WALL / 2, frame.y1 + WALL / 2, colours.wall);
  canvas.fill(frame.x0 - WALL / 2, frame.y0 - WALL / 2, frame.x0 + WALL / 2, frame.y1 + WALL / 2, colours.wall);
  canvas.fill(frame.x1 - WALL / 2, frame.y0 - WALL / 2, frame.x1 + WALL / 2, frame.y1 + WALL / 2, colours.wall);
  if (corridor) {
    const [doorY0, doorY1] = [py(corridor.y0) + 14, py(corridor.y1) - 14];
    canvas.fill(frame.x0 - WALL / 2, doorY0, frame.x0 + WALL / 2, doorY1, colours.corridor);
    canvas.fill(frame.x1 - WALL / 2, doorY0, frame.x1 + WALL / 2, doorY1, colours.corridor);
  }
  for (const room of layout.rooms) {
    const point = labelPointOf(room);
    canvas.write(room.label, px(point.x), py(point.y), colours.text);
  }
  canvas.write(layout.title, px(planFrame.x0), py(planFrame.y0 / 2), colours.title, 'start');
  canvas.write(layout.title, px(planFrame.x0) + 1, py(planFrame.y0 / 2), colours.title, 'start');
  return encodeRgbPng(canvas.pixels, width, height);
};
