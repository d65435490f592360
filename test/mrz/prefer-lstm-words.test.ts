import { parseMrz } from '../../src/mrz/parse-mrz';
import { preferLstmWords } from '../../src/mrz/prefer-lstm-words';
import type { MrzResult } from '../../src/mrz/types';

// Readings of public specimens (/work/shared/specimens): the legacy engine's merged MRZ, the LSTM engine's lines.
const today = new Date('2026-11-21T12:00:00Z');
const parse = (lines: string[]): MrzResult => parseMrz(lines, { today })!;

describe('preferLstmWords', () => {
  it('takes a name word the legacy engine read a letter short', () => {
    // mys-hairuddin-afifah-azure
    const legacy = parse(['P<MYSHAIRUDDIN<<AHFAH<<<<<<<<<<<<<<<<<<<<<<<', 'R000000009MYS7511024F2203104751102076384<<04']);
    const result = preferLstmWords(legacy, ['P<MYSHAIRUDDIN<<AFIFAH<<<<<K<K<K<K<K<K<K<K<LKLLKLKLLLLLLL', 'ROO0O000009MYS7511024F2203104751102076384<<04'], { today });
    expect(result.lines[0]).toBe('P<MYSHAIRUDDIN<<AFIFAH<<<<<<<<<<<<<<<<<<<<<<');
    expect(result.fields).toMatchObject({ surname: 'HAIRUDDIN', givenNames: 'AFIFAH' });
    expect(result.valid).toBe(true);
  });

  it('takes the surname the LSTM engine read whole after a glued issuing state', () => {
    // can-sarah-martin-2013: the legacy engine's CAH K RTIN, its code since settled to CAN
    const legacy = parse(['P<CANKRTIN<<SARAH<<<<<<<<<<<<<<<<<<<<<<<<<<<', 'ZE000509<9CAN8501019F2301147<<<<<<<<<<<<<<08']);
    const result = preferLstmWords(legacy, ['PCEANMARTINCCSARAHC<C<<<LLLLLLLLLLLLLLLLLLLL'], { today });
    expect(result.fields).toMatchObject({ surname: 'MARTIN', givenNames: 'SARAH' });
    expect(result.lines[0]).toBe('P<CANMARTIN<<SARAH<<<<<<<<<<<<<<<<<<<<<<<<<<');
  });

  it('leaves names the LSTM engine only pads with filler letters', () => {
    const read = parse(['P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<', 'L898902C36UTO7408122F1204159ZE184226B<<<<<10']);
    const lstm = ['P<UTOERIKSSONK<KANNAKMARIAC<CLLLLLKLKLKLKLKLKK', 'P<UTOERIKSSON<<ANNA<MARIAS<<<<<<<<<<<<<<<<<<'];
    expect(preferLstmWords(read, lstm, { today })).toBe(read);
  });

  it('ignores a reading of another line', () => {
    const read = parse(['P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<', 'L898902C36UTO7408122F1204159ZE184226B<<<<<10']);
    expect(preferLstmWords(read, ['L898902C36UTO7408122F1204159ZE184226B<<<<<10'], { today })).toBe(read);
  });
});
