import { findPrintedDates } from '../../src/dates/find-printed-dates';
import { ocrLine as line } from '../support/ocr-lines';

const options = { orders: ['DMY', 'YMD'] as const, century: 'past' as const, today: new Date('2026-11-21T00:00:00Z') };

describe('findPrintedDates', () => {
  it('finds every date of every line, in its printed forms, each once, with the words it was read from', () => {
    const lines = [line('25 DEC 2008', 50, 20), line('11/10/2011 10/10/2021', 50, 60), line('12 APR/APR 01 ZAGREB', 50, 100), line('2004.12.31', 50, 140), line('25.12.2008.', 50, 180)];
    const found = findPrintedDates(lines, { ...options, orders: ['DMY', 'YMD'] });
    expect(found.map((d) => d.date)).toEqual(['2008-12-25', '2011-10-11', '2021-10-10', '2001-04-12', '2004-12-31']);
    expect(found[3].words.map((w) => w.text)).toEqual(['12', 'APR/APR', '01']);
  });

  it('reads a bilingual month pair whose slash was read as a bar, a 1 or a 7, or lost, as the first day, not the 7th', () => {
    const lines = [line('01 JAN 7JAN 85', 50, 20), line('14 JAN IJAN 13', 50, 60), line('23 MAR MAR 17', 50, 100), line('05 JUIL |JUL 20', 50, 140)];
    expect(findPrintedDates(lines, options).map((d) => d.date)).toEqual(['1985-01-01', '2013-01-14', '2017-03-23', '2020-07-05']);
  });

  it('never joins digits that only sit side by side into a date, and leaves MRZ lines to the MRZ reader', () => {
    const lines = [line('4 01/12/2021', 50, 20), line('HGT 5-08 12 BRO', 50, 60), line('L898902C36UTO7408122F1204159<<<<<<<<<<<<<<<<', 50, 100)];
    expect(findPrintedDates(lines, { ...options, orders: ['MDY'] }).map((d) => d.date)).toEqual(['2021-01-12']);
  });
});
