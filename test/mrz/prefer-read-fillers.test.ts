import { parseMrz } from '../../src/mrz/parse-mrz';
import { preferReadFillers } from '../../src/mrz/prefer-read-fillers';
import type { MrzResult } from '../../src/mrz/types';

// mrz-samples/utopia-icao-td1-front-back (the ICAO TD1 figure): only the LSTM engine read line 1 whole, and
// its name line kept two fillers as K; the legacy engine read the name line right.
const today = new Date('2026-11-21T12:00:00Z');
const parse = (lines: string[]): MrzResult => parseMrz(lines, { today })!;
const TD1 = ['I<UTOD231458907<<<<<<<<<<<<<<<', '7408122F1204159UTO<<<<<<<<<<<6'];

describe('preferReadFillers', () => {
  it('takes another reading’s name where the result has filler look-alikes in its place', () => {
    const lstm = parse([...TD1, 'ERIKSSONK<ANNA<KMARIA<<<<<<<<<']);
    expect(lstm.fields).toMatchObject({ surname: 'ERIKSSONK ANNA KMARIA', givenNames: '' });
    const result = preferReadFillers(lstm, ['WYQ6 66E3TZ 5567ZZZZZZZZZZZZZZZ', 'ERIKSSON<<ANNA<MARIA<<<<<<<<<<'], { today });
    expect(result.lines[2]).toBe('ERIKSSON<<ANNA<MARIA<<<<<<<<<<');
    expect(result.fields).toMatchObject({ surname: 'ERIKSSON', givenNames: 'ANNA MARIA' });
    expect(result.valid).toBe(true);
  });

  it('keeps a name letter another reading dropped', () => {
    const read = parse([...TD1, 'DUPONT<<MICHELLE<<<<<<<<<<<<<<']);
    expect(preferReadFillers(read, ['DUPONT<<MICHELE<<<<<<<<<<<<<<<'], { today })).toBe(read);
  });

  it('keeps a name another reading spells with other letters', () => {
    const read = parse([...TD1, 'ERIKSSON<<ANNA<MARIA<<<<<<<<<<']);
    expect(preferReadFillers(read, ['ERIKSSON<<ANNA<MARTA<<<<<<<<<<', 'ERIKSSON<<ANNA<<<<<<<<<<<<<<<<'], { today })).toBe(read);
  });
});
