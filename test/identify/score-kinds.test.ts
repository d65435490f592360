import type { RuleSet } from '../../src/rules/types';
import { chooseKind, chooseKindFromTop, kindFound, kindInstead, MIN_SCORE, scoreKinds, TITLE } from '../../src/identify/score-kinds';
import { findMrzHeaders } from '../../src/identify/mrz-headers';
import { ocrLine } from '../support/ocr-lines';

/** A kind as a rules file would declare it, reduced to what identification reads. */
function kind(documentType: string, parts: Partial<Pick<RuleSet, 'mrz' | 'identify' | 'anchors' | 'fields'>> = {}): RuleSet {
  return {
    file: `${documentType}.yaml`,
    version: 1,
    documentType,
    title: documentType,
    ocr: { languages: ['eng'], pageWidth: 1600, passes: [] },
    anchors: parts.anchors ?? {},
    parts: {},
    fields: parts.fields ?? {},
    ...(parts.mrz ? { mrz: parts.mrz } : {}),
    ...(parts.identify ? { identify: parts.identify } : {}),
  };
}

const kinds = new Map(
  [
    kind('passport', { mrz: { formats: ['TD3'], lineSeparator: 'backslash-n', searchZone: { x: 0, y: 0.6, w: 1, h: 0.4 } }, identify: { titles: ['PASSPORT', 'PASSEPORT'] }, anchors: { surname: ['Surname', 'Nom'], birth: ['Date of birth'] } }),
    kind('utopia_id_card', {
      mrz: { formats: ['TD1'], lineSeparator: 'newline', searchZone: { x: 0, y: 0.3, w: 1, h: 0.7 }, documentCodes: ['ID'] },
      identify: { titles: ['UTOPIA', 'IDENTITY CARD'], mrzStates: ['UTO'] },
      anchors: { surname: ['Surname'], birth: ['Date of birth'], height: ['Körpergröße'] },
    }),
    kind('atlantis_id_card', {
      mrz: { formats: ['TD1'], lineSeparator: 'newline', searchZone: { x: 0, y: 0.3, w: 1, h: 0.7 }, documentCodes: ['I<'] },
      identify: { mrzStates: ['D'] },
      anchors: { surname: ['Surname'] },
    }),
    kind('utopia_drivers_license', {
      identify: { titles: ['DRIVER LICENSE'], aamva: { countries: ['UTO'], jurisdictions: ['UT'] } },
      anchors: { dob: ['DOB'] },
      fields: { dob: { from: [{ barcode: 'pdf417', element: 'DBB' }] } },
    }),
    kind('ruritania_id_card', { anchors: { cuil: ['CUIL'] }, fields: { number: { from: [{ barcode: 'pdf417', pattern: '^\\d{8,11}@[^@]+@' }] } } }),
    kind('erewhon_drivers_license', { identify: { lines: ['\\b(?:EA|WE)\\s+[A-Z]\\d[A-Z]\\s?\\d[A-Z]\\d\\b'] }, anchors: { dob: ['DOB'] } }),
  ].map((rules) => [rules.documentType, rules]),
);

const lines = (...texts: string[]) => texts.map((text, i) => ocrLine(text, 20, 40 + 50 * i));

describe('scoreKinds', () => {
  it('a passport page: its MRZ (code P, any state) names the passport over a card whose captions it shares', () => {
    const points = scoreKinds(kinds, { lines: lines('Surname', 'Date of birth', 'P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<', 'L898902C36UTO7408122F1204159ZE184226B<<<<<10') });
    expect(chooseKind(points)?.documentType).toBe('passport');
  });

  it('the MRZ read with its fillers as K (the LSTM trap) still names its kind', () => {
    expect(findMrzHeaders(lines('IDUTOD231458907KKKKKKKKKKKKKKK'))).toEqual([{ code: 'ID', state: 'UTO' }]);
    expect(chooseKind(scoreKinds(kinds, { lines: lines('IDUTOD231458907KKKKKKKKKKKKKKK') }))?.documentType).toBe('utopia_id_card');
  });

  it('a card MRZ names the kind of its document code and issuing state, the filler padding of a short state included', () => {
    const atlantis = scoreKinds(kinds, { lines: lines('I<D<<T220001293<<<<<<<<<<<<<<<') });
    expect(chooseKind(atlantis)?.documentType).toBe('atlantis_id_card');
    // The same state under another code is not that kind's MRZ; no kind has the code P with a state it names but the passport.
    expect(scoreKinds(kinds, { lines: lines('IDD<<T220001293<<<<<<<<<<<<<<<') }).map((p) => p.documentType)).not.toContain('atlantis_id_card');
  });

  it('a caption many kinds print counts for each a share; one only a kind prints counts whole', () => {
    const shared = scoreKinds(kinds, { lines: lines('Surname') });
    expect(shared.find((p) => p.documentType === 'passport')?.score).toBeCloseTo(1 / 3, 2);
    expect(chooseKind(shared)).toBeNull();
    const own = scoreKinds(kinds, { lines: lines('Surname', 'Körpergröße', 'Date of birth') });
    // Surname: a third (three kinds); Körpergröße: whole; Date of birth: a half (two kinds).
    expect(own.map((p) => [p.documentType, p.score])).toEqual([['utopia_id_card', 1.83], ['passport', 0.83], ['atlantis_id_card', 0.33]]);
    expect(own[0].score).toBeLessThan(MIN_SCORE);
  });

  it('titles count, matched as captions are (case and accents folded, an OCR error forgiven in a long word)', () => {
    expect(scoreKinds(kinds, { lines: lines('REPUBLIC OF UTOPIA', 'IDENTITV CARD') })).toEqual([{ documentType: 'utopia_id_card', score: 2 * TITLE }]);
    // PASSEPORT is also PASSPORT read with one letter more: one printed word counts as one title.
    expect(scoreKinds(kinds, { lines: lines('Passeport', 'Date of birth') })[0]).toEqual({ documentType: 'passport', score: TITLE + 0.5 });
  });

  it("a title found inside another kind's longer title is left to that kind; the MRZ's words are no title", () => {
    const licences = new Map([
      ['ruritania_drivers_license', kind('ruritania_drivers_license', { identify: { titles: ['DRIVING LICENCE'] } })],
      ['atlantis_drivers_license', kind('atlantis_drivers_license', { identify: { titles: ['PRIVATE CAR DRIVING LICENCE'] } })],
    ]);
    expect(scoreKinds(licences, { lines: lines('PRIVATE CAR DRIVING LICENCE') })).toEqual([{ documentType: 'atlantis_drivers_license', score: TITLE }]);
    expect(scoreKinds(licences, { lines: lines('DRIVING LICENCE') })).toEqual([{ documentType: 'ruritania_drivers_license', score: TITLE }]);
    // A passport of Utopia names the state in its MRZ's second line: no title of the Utopian card.
    expect(scoreKinds(kinds, { lines: lines('UTOPIA<<ANNA<<<<<<<') }).map((p) => p.documentType)).not.toContain('utopia_id_card');
  });

  it('with `strict`, a tie names no kind (more is read), and without it the first in order', () => {
    const tie = [{ documentType: 'a', score: 3 }, { documentType: 'b', score: 3 }];
    expect(chooseKind(tie, true)).toBeNull();
    expect(chooseKind(tie)?.documentType).toBe('a');
  });

  it('a licence barcode names its kind by its AAMVA country or jurisdiction; another symbol by a pdf417 pattern of the kind', () => {
    const aamva = '@\n\x1e\rANSI 636999100002DL00410278ZU03190008DLDCAD\nDCBNONE\nDCSSAMPLE\nDBB01021990\nDAJUT\nDCGUTO\n\rZUZUA\r';
    expect(chooseKind(scoreKinds(kinds, { lines: [], barcodes: [{ format: 'pdf417', text: aamva }] }))?.documentType).toBe('utopia_drivers_license');
    expect(chooseKind(scoreKinds(kinds, { lines: [], barcodes: [{ format: 'pdf417', text: '00123456789@SAMPLE@JUAN@M@12345678@A@01/01/1990@02/02/2020@200' }] }))?.documentType).toBe('ruritania_id_card');
    // A QR code's text names nothing: any poster has one.
    expect(scoreKinds(kinds, { lines: [], barcodes: [{ format: 'qrcode', text: '00123456789@SAMPLE@JUAN@' }] })).toEqual([]);
  });

  it('a page of nothing the kinds print names no kind', () => {
    expect(chooseKind(scoreKinds(kinds, { lines: lines('Weekly specials', 'Tomatoes 2.99', 'Thank you for shopping') }))).toBeNull();
  });

  it('the answer gives each kind its share of all the points, and at most three runners-up', () => {
    const found = kindFound([
      { documentType: 'a', score: 6 },
      { documentType: 'b', score: 2 },
      { documentType: 'c', score: 1 },
      { documentType: 'd', score: 0.5 },
      { documentType: 'e', score: 0.5 },
    ]);
    expect(found).toEqual({ documentType: 'a', score: 0.6, runnersUp: [{ documentType: 'b', score: 0.2 }, { documentType: 'c', score: 0.1 }, { documentType: 'd', score: 0.05 }] });
  });
});

describe('scoreKinds, what else names a kind', () => {
  it("a TD1 card's second line names the state of its holder's nationality where the first line was lost, read whole or only its end", () => {
    const whole = scoreKinds(kinds, { lines: lines('7408122F1204159UTO<<<<<<<<<<<6', 'ERIKSSON<<ANNA<<<<<<<<<<<<<<<<') });
    expect(whole.find((p) => p.documentType === 'utopia_id_card')?.score).toBe(TITLE);
    const end = scoreKinds(kinds, { lines: lines('2F1204159UTO<<<<<<<<<<<6') });
    expect(end.find((p) => p.documentType === 'utopia_id_card')?.score).toBe(TITLE);
    // A passport's second line is no card's.
    expect(scoreKinds(kinds, { lines: lines('L898902C36UTO7408122F1204159ZE184226B<<<<<10') }).map((p) => p.documentType)).not.toContain('utopia_id_card');
  });

  it("an MRZ's state read with a digit for a letter (0 for O) is still that state", () => {
    expect(chooseKind(scoreKinds(kinds, { lines: lines('IDUT0D231458907<<<<<<<<<<<<<<<') }))?.documentType).toBe('utopia_id_card');
  });

  it("a passport's first line whose fillers were read as C (GIOVANNICCCCC) is still its MRZ", () => {
    expect(findMrzHeaders(lines('PCUTOMARINOSSNICCOLOCGIOVANNICCCCCCCCCCCCC<K'))).toEqual([{ code: 'PC', state: 'UTO' }]);
  });

  it("a line only the kind prints (its `identify.lines`: an address's province and postcode) counts as a title", () => {
    expect(scoreKinds(kinds, { lines: lines('SOMEWHERE EA K1A 0B1') })).toEqual([{ documentType: 'erewhon_drivers_license', score: TITLE }]);
    expect(scoreKinds(kinds, { lines: lines('SOMEWHERE XX K1A 0B1') })).toEqual([]);
  });

  it('a kind short of the minimum that scores twice any other is named once every read was made, not before', () => {
    const leading = [{ documentType: 'utopia_id_card', score: 1.7 }, { documentType: 'passport', score: 0.5 }];
    expect(chooseKind(leading)?.documentType).toBe('utopia_id_card');
    expect(chooseKind(leading, true)).toBeNull();
    expect(chooseKind([{ documentType: 'utopia_id_card', score: 1.7 }, { documentType: 'passport', score: 1 }])).toBeNull();
    expect(chooseKind([{ documentType: 'utopia_id_card', score: 1 }])).toBeNull();
  });
});

describe('a kind from the top of the page, and the page read that overrules it', () => {
  it('the top names a kind with a title and twice any other kind; captions alone or a near tie name none', () => {
    expect(chooseKindFromTop(scoreKinds(kinds, { lines: lines('UTOPIA', 'IDENTITY CARD') }))?.documentType).toBe('utopia_id_card');
    // A back's top: captions only, enough for a whole page, not for its top.
    const captions = [{ documentType: 'passport', score: 2.2 }, { documentType: 'utopia_id_card', score: 0.5 }];
    expect(chooseKind(captions, true)?.documentType).toBe('passport');
    expect(chooseKindFromTop(captions)).toBeNull();
    // A passport's top: its state's name, a card's title, beside its own word, with a caption the card shares.
    expect(chooseKindFromTop(scoreKinds(kinds, { lines: lines('UTOPIA', 'PASSPORT', 'Surname') }))).toBeNull();
  });

  it('a passport whose top read only its state (a card title) is overruled by its page read, whose MRZ names it; the card itself is not', () => {
    const top = scoreKinds(kinds, { lines: lines('UTOPIA') });
    expect(chooseKindFromTop(top)?.documentType).toBe('utopia_id_card');
    const page = scoreKinds(kinds, { lines: lines('UTOPIA', 'Surname', 'P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<', 'L898902C36UTO7408122F1204159ZE184226B<<<<<10') });
    expect(kindInstead(page, 'utopia_id_card')?.documentType).toBe('passport');
    const card = scoreKinds(kinds, { lines: lines('UTOPIA', 'IDENTITY CARD', 'Surname', 'Date of birth', 'Körpergröße') });
    expect(kindInstead(card, 'utopia_id_card')).toBeNull();
  });
});

describe('findMrzHeaders', () => {
  it("takes a TD1 card's first line (document number in 6-15), and TD2 and TD3 first lines by their length", () => {
    expect(findMrzHeaders(lines('I<UTOD231458907<<<<<<<<<<<<<<<', 'IDUTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<', 'P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<'))).toEqual([
      { code: 'I<', state: 'UTO' },
      { code: 'ID', state: 'UTO' },
      { code: 'P<', state: 'UTO' },
    ]);
  });

  it("does not take a TD1 card's name line, whatever letter the name starts with", () => {
    expect(findMrzHeaders(lines('PEREZ<<ANA<MARIA<<<<<<<<<<<<<<', 'CASTRO<<JUAN<<<<<<<<<<<<<<<<<<'))).toEqual([]);
  });
});
