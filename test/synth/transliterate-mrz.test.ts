import { transliterateMrz } from '../../packages/fixture-generator/src';

describe('transliterateMrz', () => {
  it.each([
    ['MÜLLER', 'MUELLER'],
    ['SCHRÖDER', 'SCHROEDER'],
    ['JÄGER', 'JAEGER'],
    ['STRAUß', 'STRAUSS'],
    ['GROßE-BÖCKMANN', 'GROSSE<BOECKMANN'],
    ['ÇELIK', 'CELIK'],
    ['JOSÉ LUIS', 'JOSE<LUIS'],
    ['PEÑA IBÁÑEZ', 'PENA<IBANEZ'],
    ["O'NEILL", 'ONEILL'],
    ['Maëlle, Zoé', 'MAELLE<ZOE'],
    ["VAN 'T HOF", 'VAN<T<HOF'],
    ['NICCOLÒ', 'NICCOLO'],
    ['CÔTÉ', 'COTE'],
  ])('%s → %s', (printed, mrz) => {
    expect(transliterateMrz(printed)).toBe(mrz);
  });

  it('refuses characters it has no rule for instead of guessing', () => {
    expect(() => transliterateMrz('ΑΛΦΑ')).toThrow(/transliteration/);
  });
});
