import { END, MAX_ADU_LENGTH, MIN_FRAME_LENGTH, parseFrame, START, type Frame, type FrameError } from './frame';

export type FramerOutput =
  | { frame: Frame; raw: Buffer }
  | { error: FrameError; raw: Buffer; serial?: number; source?: string; destination?: string };

/** A peer may not make us hold more than this while waiting for the rest of a frame. */
const MAX_BUFFER = 4 * (MAX_ADU_LENGTH + MIN_FRAME_LENGTH);

/**
 * Reassembles frames from TCP chunks by the length field (never by looking for `##`, which occurs inside data):
 * several frames in one chunk, one frame over many chunks, garbage before `@@` skipped. A bad length or end marker
 * yields an error (the gateway denies it) and the framer resynchronises at the next `@@`.
 */
export const createFramer = () => {
  let buffer: Buffer = Buffer.alloc(0);
  return {
    push: (chunk: Buffer): FramerOutput[] => {
      buffer = buffer.length ? Buffer.concat([buffer, chunk]) : chunk;
      const out: FramerOutput[] = [];
      for (;;) {
        const start = buffer.indexOf(Buffer.from([START, START]));
        if (start < 0) {
          // Keep a trailing 0x40: it may be the first half of the next start marker.
          buffer =
            buffer.length && buffer[buffer.length - 1] === START ? buffer.subarray(buffer.length - 1) : Buffer.alloc(0);
          break;
        }
        if (start > 0) buffer = buffer.subarray(start);
        if (buffer.length < 26) break;
        const length = buffer.readUInt16LE(24);
        if (length > MAX_ADU_LENGTH) {
          out.push({ error: 'length', raw: Buffer.from(buffer.subarray(0, 26)), serial: buffer.readUInt16LE(2) });
          buffer = buffer.subarray(2);
          continue;
        }
        const total = MIN_FRAME_LENGTH + length;
        if (buffer.length < total) break;
        const raw = Buffer.from(buffer.subarray(0, total));
        if (raw[total - 2] !== END || raw[total - 1] !== END) {
          out.push({ error: 'markers', raw, serial: raw.readUInt16LE(2) });
          buffer = buffer.subarray(2);
          continue;
        }
        buffer = buffer.subarray(total);
        const parsed = parseFrame(raw);
        out.push('frame' in parsed ? { frame: parsed.frame, raw } : { ...parsed, raw });
      }
      if (buffer.length > MAX_BUFFER) buffer = Buffer.alloc(0);
      return out;
    },
    pending: () => buffer.length,
  };
};
