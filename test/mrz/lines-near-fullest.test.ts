import { linesNearFullest } from '../../src/mrz/lines-near-fullest';
import type { OcrLine } from '../../src/ocr/types';

const line = (text: string, y: number): OcrLine => ({ text, confidence: 80, box: { x0: 80, y0: y, x1: 1460, y1: y + 40 }, words: [] });

describe('linesNearFullest', () => {
  it('leaves out an MRZ-like heading far above the MRZ, so the band read is the MRZ\'s own', () => {
    // A passport heading read with a guillemet counts as MRZ-like; the MRZ itself is the two lines at the foot.
    const heading = line('FUSTRAL RUPLI OF CURRANT « RUPORUIOUT FISRALE D ALLENALNL', 70);
    const first = line('P<D<<MUSTERMANN<<ERIKA<<<<<<<<<<<<<<<<<<<<<<', 900);
    const second = line('C26311T472D<<8308126F3405019<<<<<<<<<<<<<<<0', 950);
    expect(linesNearFullest([heading, first, second], 2)).toEqual([first, second]);
  });

  it('keeps every line of a three-line MRZ', () => {
    const lines = [line('IDD<<L01X00T471<<<<<<<<<<<<<<<', 690), line('8308126<3108011D<<2108<<<<<<<7', 770), line('MUSTERMANN<<ERIKA<<<<<<<<<<<<<', 850)];
    expect(linesNearFullest(lines, 3)).toEqual(lines);
  });
});

describe('linesNearFullest, a line of fillers above the MRZ', () => {
  it("takes the MRZ's three lines with the engraved line above them, not that line and the first alone", () => {
    // The German card's back: its number and name engraved over the MRZ with more fillers than the first MRZ line
    // read with some of its own as letters; the third line read with S for its fillers.
    const engraved = { ...line('LO01X007471<<MUSTERMANN<<ERIKA<<<<<<<<<<<<X', 1612), box: { x0: 398, y0: 1612, x1: 1569, y1: 1650 } };
    const mrz = [line('IDD<<LO1X00T471<<<<<<Z<ZLZ<ZLZLZ<L<<<', 1762), line('8308126<3108011D<<2108<<<<<<<7', 1841), line('MUSTERMANN<SERIKAS<SSSSSSSSESS<SS<', 1920)];
    expect(linesNearFullest([engraved, ...mrz], 3)).toEqual([engraved, ...mrz]);
  });
});
