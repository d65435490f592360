import { resolveBuddhistEra } from '../../src/dates/resolve-buddhist-era';

describe('resolveBuddhistEra', () => {
  it.each([
    [2530, 1987],
    [2567, 2024],
    [2401, 1858],
    [2400, 2400],
    [1987, 1987],
    [2030, 2030],
  ])('reads %i as %i', (year, expected) => {
    expect(resolveBuddhistEra(year)).toBe(expected);
  });
});
