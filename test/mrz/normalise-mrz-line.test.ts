import { normaliseMrzLine } from '../../src/mrz/normalise-mrz-line';

describe('normaliseMrzLine', () => {
  it('drops whitespace and upper-cases', () => {
    expect(normaliseMrzLine(' p<uto eriksson\t<<anna ')).toBe('P<UTOERIKSSON<<ANNA');
  });

  it('reads angle-bracket look-alikes as fillers', () => {
    expect(normaliseMrzLine('ANNA‹MARIA〈〈＜')).toBe('ANNA<MARIA<<<');
  });

  it('reads a guillemet as one or two fillers', () => {
    expect(normaliseMrzLine('ERIKSSON«ANNA', 'single')).toBe('ERIKSSON<ANNA');
    expect(normaliseMrzLine('ERIKSSON«ANNA', 'double')).toBe('ERIKSSON<<ANNA');
  });

  it('keeps other characters unless asked to drop them', () => {
    expect(normaliseMrzLine('|ESPAÑOLA.')).toBe('|ESPAÑOLA.');
    expect(normaliseMrzLine('|P<UTO.', 'single', true)).toBe('P<UTO');
  });
});
