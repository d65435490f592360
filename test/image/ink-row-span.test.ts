import { inkRowSpan } from '../../src/image/ink-row-span';

describe('inkRowSpan', () => {
  it('finds the rows of a line’s letters inside a box that reaches far above and below them', () => {
    const width = 100;
    const height = 80;
    const data = new Uint8Array(width * height).fill(230);
    for (let y = 30; y < 50; y++) for (let x = 10; x < 90; x += 4) data[y * width + x] = 30;
    // A speck above the line is no row of letters.
    data[5 * width + 50] = 30;
    expect(inkRowSpan({ data, width, height }, { left: 0, top: 0, width, height })).toEqual({ top: 30, bottom: 50 });
  });

  it('finds nothing in a blank region', () => {
    const data = new Uint8Array(100 * 20).fill(230);
    expect(inkRowSpan({ data, width: 100, height: 20 }, { left: 0, top: 0, width: 100, height: 20 })).toBeNull();
  });
});
