import { repairFillers } from '../../src/mrz/repair-fillers';

describe('repairFillers: name fields', () => {
  it.each([
    ['ERIKSSON<<ANNA<MARIA<<<KLKLKL', 'ERIKSSON<<ANNA<MARIA<<<<<<<<<'],
    ['ERIKSSON<<ANNA<MARIA<<<K<L<<C<<<', 'ERIKSSON<<ANNA<MARIA<<<<<<<<<<<<'],
    ['ERIKSSON<<ANNA<MARIA<K<L<C<<<', 'ERIKSSON<<ANNA<MARIA<<<<<<<<<'],
    ['ERIKSSON<<ANNA<MARIA<KLKLKLKLKLKLKLKLS', 'ERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<'],
    ['ERIKSSON<<ANNA<MARIAKLKLKLKL', 'ERIKSSON<<ANNA<MARIA<<<<<<<<'],
    ['SMITH<<<<<<<<<<<LK', 'SMITH<<<<<<<<<<<<<'],
    // a photographed page: the LSTM engine's filler run broken into look-alike words of several lengths
    ['MEULENDIJK<<LOES<ALBERTINE<CS<CCCC<C<', 'MEULENDIJK<<LOES<ALBERTINE<<<<<<<<<<<'],
    ['SMITH<<KLKLKLKLKL', 'SMITH<<<<<<<<<<<<'],
    // mrz-samples/utopia-icao-td1-front-back: the LSTM engine's filler run glued to the last given name
    ['ERIKSSONK<ANNA<KMARIALLLLLLLLKLK', 'ERIKSSONK<ANNA<KMARIA<<<<<<<<<<<'],
    // passport/cze-2006-specimen: a speck after the given name read as 2, then as a letter
    ['SPECIMEN<<VZOR<<<Z<<<<<<<<<<<<<<<<<<<<<', 'SPECIMEN<<VZOR<<<<<<<<<<<<<<<<<<<<<<<<<'],
  ])('repairs %s', (read, repaired) => {
    expect(repaired).toHaveLength(read.length);
    expect(repairFillers(read, 'name')).toBe(repaired);
  });

  it.each([
    'ERIKSSON<<ANNA<MARIA<<<<<<<<<<',
    'KLEIN<<ELLE<<<<<<<<<<<<<<<<<<<',
    'ELLE<<SELL<<<<<<<<<<<<<<<<<<<<',
    'SMITH<<JOHN<K<<<<<<<<<<<<<<<<<',
    'SMITH<<K<<<<<<<<<<<<<<<<<<<<<<',
    'LEE<<CLEESE<<<<<<<<<<<<<<<<<<<',
    'KOWALSKA<KWIATKOWSKA<<BEATA<<<<',
    'ESPAÑOLA<ESPAÑOLA<CARMEN<<<<<<',
    'SPECIMEN<<SPECIMEN<<<<<<<<<<<<',
    'DUPONT<<MICHEL<<<<<<<<<<<<<<<<',
  ])('leaves real names alone: %s', (name) => {
    expect(repairFillers(name, 'name')).toBe(name);
  });

  it('does not cut a short run glued to a name, which could eat its last letter', () => {
    // MICHEL + KLKL ends in the period-two run LKLKL: cutting it would leave MICHE.
    expect(repairFillers('DUPONT<<MICHELKLKL<<<<<<<<<<<<', 'name')).toMatch(/^DUPONT<<MICHEL/);
  });
});

describe('repairFillers: optional fields', () => {
  it.each([
    ['ESP<<KLKLKLKLKLKLKLKLS'.slice(3), '<<<<<<<<<<<<<<<<<<<'],
    ['KLKLKLKLKLK', '<<<<<<<<<<<'],
    ['<<KLKLKLK<<', '<<<<<<<<<<<'],
    ['ZE184226B<KLKL', 'ZE184226B<<<<<'],
    ['ZE184226BKLKLK', 'ZE184226B<<<<<'],
    ['2108<<<K<L<', '2108<<<<<<<'],
  ])('repairs %s', (read, repaired) => {
    expect(repairFillers(read, 'optional')).toBe(repaired);
  });

  it.each(['LIN1044750079<<', '<17332717P<<<<', '311266<9539<<<', '<<2108<<<<<', '50013871L<<<<', '<<<<<<<<<<<<<<'])(
    'leaves data alone: %s',
    (data) => {
      expect(repairFillers(data, 'optional')).toBe(data);
    },
  );
});
