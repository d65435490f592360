import { keepInk } from '../../src/image/keep-ink';

/**
 * A crop of black type (level 20) on paper (230) with an overprint between them (180, a third of a grey ink):
 * only the type stays, black on white.
 */
describe('keepInk', () => {
  it('whitens an overprint lighter than the type and keeps the type black', () => {
    const data = new Uint8Array(1000).fill(230);
    data.fill(20, 0, 100); // type
    data.fill(180, 100, 300); // overprint
    keepInk(data);
    expect([data[0], data[150], data[500]]).toEqual([0, 255, 255]);
  });

  it('leaves a crop with no contrast (a blank band) as it is', () => {
    const data = new Uint8Array(100).fill(200);
    data[0] = 195;
    keepInk(data);
    expect([data[0], data[1]]).toEqual([195, 200]);
  });
});
