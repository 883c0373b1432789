/** Plan positions are fractions (0–1) of the image, so a dot stays put whatever size the plan is drawn at. */
export type Box = { left: number; top: number; width: number; height: number };

const clamp = (value: number) => Math.min(1, Math.max(0, value));
const round = (value: number) => Math.round(value * 10000) / 10000;

/** The fraction position of a pointer at (clientX, clientY) over the drawn image box; outside points land on the edge. */
export const toFraction = (box: Box, clientX: number, clientY: number) => {
  if (box.width <= 0 || box.height <= 0) return { x: 0, y: 0 };
  return { x: round(clamp((clientX - box.left) / box.width)), y: round(clamp((clientY - box.top) / box.height)) };
};

/** CSS position of a dot in percent of the image box. */
export const toPercentStyle = (dot: { x: number; y: number }) => ({ left: `${dot.x * 100}%`, top: `${dot.y * 100}%` });
