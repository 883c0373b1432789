import { describe, expect, it } from 'vitest';
import { loadChinaOutline } from './china-outline';

describe("China's outline for maps without tiles", () => {
  it('merges the mainland, Taiwan, Hong Kong and Macao into one shape spanning China', async () => {
    const shape = await loadChinaOutline();
    expect(shape.type).toBe('MultiPolygon');
    const points = shape.coordinates.flat(2);
    const lngs = points.map((point) => point[0]!);
    const lats = points.map((point) => point[1]!);
    expect(Math.min(...lngs)).toBeLessThan(74);
    expect(Math.max(...lngs)).toBeGreaterThan(134);
    expect(Math.min(...lats)).toBeLessThan(19);
    expect(Math.max(...lats)).toBeGreaterThan(53);
    // Taiwan's island (around 121° E, 23.5° N) is one of the polygons.
    expect(
      shape.coordinates.some((polygon) =>
        polygon[0]!.every((point) => point[0]! > 119.5 && point[0]! < 122.5 && point[1]! > 21.5 && point[1]! < 25.5),
      ),
    ).toBe(true);
    // Loaded once per page: the same answer again.
    expect(await loadChinaOutline()).toBe(shape);
  });
});
