import { boxesFromProbability, regionsFromProbability, type ProbabilityMap } from '../../src/text-detection/boxes-from-probability';

/** A map of `width` × `height` with the given rectangles (x0, y0, x1, y1 exclusive) at probability `p`. */
function drawn(width: number, height: number, rects: Array<[number, number, number, number, number]>): ProbabilityMap {
  const data = new Float32Array(width * height);
  for (const [x0, y0, x1, y1, p] of rects) for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) data[y * width + x] = p;
  return { data, width, height };
}

describe('boxesFromProbability', () => {
  it('gives one box per text line, top to bottom, grown back by the shrink the detector was trained with', () => {
    const map = drawn(100, 60, [
      [10, 30, 70, 36, 0.9],
      [10, 10, 50, 16, 0.9],
    ]);
    const boxes = boxesFromProbability(map);
    expect(boxes).toHaveLength(2);
    // A 40 × 6 region: grown by area × 1.5 / perimeter = 240 × 1.5 / 92 ≈ 3.9 px on every side.
    expect(boxes[0].y0).toBeCloseTo(10 - 3.91, 1);
    expect(boxes[0].x1).toBeCloseTo(50 + 3.91, 1);
    expect(boxes[1].y0).toBeGreaterThan(boxes[0].y1);
  });

  it('joins the pixels of a line that touch diagonally, and keeps lines apart that do not touch', () => {
    const map = drawn(40, 20, [
      [0, 0, 10, 4, 0.9],
      [10, 4, 20, 8, 0.9],
      [30, 12, 40, 16, 0.9],
    ]);
    expect(boxesFromProbability(map, { unclipRatio: 0 })).toEqual([
      { x0: 0, y0: 0, x1: 20, y1: 8 },
      { x0: 30, y0: 12, x1: 40, y1: 16 },
    ]);
  });

  it('drops faint regions (mean probability under the score) and specks', () => {
    const map = drawn(60, 30, [
      [5, 5, 45, 11, 0.4],
      [5, 20, 7, 22, 0.95],
    ]);
    expect(boxesFromProbability(map)).toEqual([]);
    expect(boxesFromProbability(map, { minScore: 0.35 })).toHaveLength(1);
  });

  it('stays inside the map when a line touches its edge', () => {
    const [box] = boxesFromProbability(drawn(50, 20, [[0, 0, 50, 6, 0.9]]));
    expect(box).toMatchObject({ x0: 0, y0: 0, x1: 50 });
  });
});

/** A map with one bar `length` × `thickness` px through its centre, turned `degrees` clockwise. */
function bar(degrees: number, length = 80, thickness = 6): ProbabilityMap {
  const [width, height] = [120, 120];
  const data = new Float32Array(width * height);
  const a = (degrees * Math.PI) / 180;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [dx, dy] = [x - 60, y - 60];
      const along = dx * Math.cos(a) + dy * Math.sin(a);
      const across = -dx * Math.sin(a) + dy * Math.cos(a);
      if (Math.abs(along) <= length / 2 && Math.abs(across) <= thickness / 2) data[y * width + x] = 0.9;
    }
  }
  return { data, width, height };
}

describe('regionsFromProbability', () => {
  it.each([0, 8, -8, 20])('gives a line drawn %i° clockwise its slant, and how long and thin it is', (degrees) => {
    const [region] = regionsFromProbability(bar(degrees));
    expect((region.slant * 180) / Math.PI).toBeCloseTo(degrees, 0);
    expect(region.elongation).toBeGreaterThan(8);
  });

  it('gives a square no length to tell a slant by', () => {
    const [region] = regionsFromProbability(bar(0, 20, 20));
    expect(region.elongation).toBeCloseTo(1, 0);
  });
});
