import { describe, expect, it } from 'vitest';
import { toFraction, toPercentStyle } from './plan-geometry';

describe('plan geometry', () => {
  const box = { left: 100, top: 50, width: 400, height: 200 };

  it('turns a click into fractions of the drawn image', () => {
    expect(toFraction(box, 300, 150)).toEqual({ x: 0.5, y: 0.5 });
    expect(toFraction(box, 200, 100)).toEqual({ x: 0.25, y: 0.25 });
  });

  it('keeps a drag outside the image on its edge', () => {
    expect(toFraction(box, 50, 400)).toEqual({ x: 0, y: 1 });
  });

  it('answers the origin for an image not drawn yet', () => {
    expect(toFraction({ left: 0, top: 0, width: 0, height: 0 }, 10, 10)).toEqual({ x: 0, y: 0 });
  });

  it('places a dot in percent', () => {
    expect(toPercentStyle({ x: 0.4, y: 0.125 })).toEqual({ left: '40%', top: '12.5%' });
  });
});
