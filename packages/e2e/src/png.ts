import zlib from 'node:zlib';

const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
};

/**
 * A small floor plan as a PNG: a light background, a dark outer wall and a corridor line, so a screenshot shows where
 * the plan is. 8-bit greyscale, no external image library needed.
 */
export const floorPlanPng = (width = 480, height = 300) => {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(width + 1);
    for (let x = 0; x < width; x += 1) {
      const isWall = x < 6 || y < 6 || x >= width - 6 || y >= height - 6;
      const isCorridor = Math.abs(y - height / 2) < 3 || Math.abs(x - width / 3) < 3;
      row[x + 1] = isWall ? 40 : isCorridor ? 150 : 235;
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};
