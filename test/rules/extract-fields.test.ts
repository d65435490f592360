import { extractFields } from '../../src/rules/extract-fields';
import type { OcrLine } from '../../src/ocr/types';
import type { FieldRule, RuleSet } from '../../src/rules/types';
import type { MrzResult } from '../../src/mrz/types';
import { ocrLine as line } from '../support/ocr-lines';
import { testRuleSet } from '../support/rule-set';

/**
 * The rule DSL's primitives on hand-made OCR lines: what a rules file says is what comes back, with no OCR in
 * between. Page 1000 × 600 px; each line 30 px tall.
 */
const today = new Date('2026-11-21T00:00:00Z');


const rules = testRuleSet;

const run = (ruleSet: RuleSet, lines: OcrLine[], mrz: MrzResult | null = null) => extractFields(ruleSet, { lines, width: 1000, height: 600, mrz }, today).fields;

describe('extractFields', () => {
  it('zone: takes the words printed in a part of the image, whatever their caption', () => {
    const lines = [line('REPUBLICA DEMO', 50, 20), line('GARCIA LOPEZ', 420, 200), line('CARD 12345', 50, 500)];
    const result = run(rules({ surname: { from: [{ zone: { x: 0.4, y: 0.3, w: 0.5, h: 0.1 } }] } }), lines);
    expect(result.surname).toBe('GARCIA LOPEZ');
  });

  it('zone with a pattern: only the part the pattern selects; nothing when the zone is empty', () => {
    const lines = [line('No. 12345678', 50, 500)];
    const result = run(rules({
      number: { from: [{ zone: { x: 0, y: 0.8, w: 0.5, h: 0.2 }, pattern: '(?<value>\\d{8})' }] },
      empty: { from: [{ zone: { x: 0.6, y: 0, w: 0.4, h: 0.2 } }] },
    }), lines);
    expect(result).toEqual({ number: '12345678', empty: '' });
  });

  it('digits and shape: a caption\'s identifier said by its shape, look-alikes read as what each position holds', () => {
    const lines = [
      line('No.', 50, 100), line('SA 47O7O24', 150, 100),
      line('NIK', 50, 200), line(': 3l74 O623 O568 1S25', 150, 200),
      line('Height', 50, 300), line('1725 cm', 150, 300),
      line('Id', 50, 400), line('GHA-7l2345678-S', 150, 400),
    ];
    const ruleSet = rules({
      number: { from: [{ anchor: 'number', take: 'right', shape: 'AA9999999' }] },
      nik: { from: [{ anchor: 'nik', take: 'right', digits: 16 }] },
      height: { from: [{ anchor: 'height', take: 'right', digits: 3 }] },
      personal: { from: [{ anchor: 'id', take: 'right', shape: 'GH\\A-999999999-9' }] },
    });
    ruleSet.anchors = { number: ['No.'], nik: ['NIK'], height: ['Height'], id: ['Id'] };
    // The letters of a letter position are never turned into digits, and a longer run is no value of the shape.
    expect(run(ruleSet, lines)).toEqual({ number: 'SA4707024', nik: '3174062305681525', height: '', personal: 'GHA-712345678-5' });
  });

  it('text with a shape: the regex says where a number printed alone is, the shape settles its look-alikes', () => {
    const lines = [line('IDENTITY CARD XOB27C58', 50, 100)];
    const pattern = '(?:^|\\s)(?<value>[A-Z0-9]{8})$';
    const result = run(rules({
      number: { from: [{ text: pattern, shape: 'A9A99A99' }] },
      asRead: { from: [{ text: pattern }] },
      otherShape: { from: [{ text: pattern, shape: 'A9999999' }] },
    }), lines);
    // O read for 0 in a digit position is the 0; B stays a letter where the shape holds one.
    expect(result).toEqual({ number: 'X0B27C58', asRead: 'XOB27C58', otherShape: '' });
  });

  it('abbreviations: a full stop read as a colon is given back, and a mark read before one is a space', () => {
    const lines = [line('Domiciliu', 50, 100), line('Jud.SB-Mun.Sibiu Str.Gării:nr.12', 50, 140), line('Loc', 50, 200), line('Jud.GL Mun:Galați', 50, 240)];
    const ruleSet = rules({
      address: { from: [{ anchor: 'address', take: 'below' }], abbreviations: ['Jud', 'Mun', 'Str', 'nr'] },
      place: { from: [{ anchor: 'place', take: 'below' }], abbreviations: ['Jud', 'Mun'] },
      asRead: { from: [{ anchor: 'place', take: 'below' }] },
    });
    ruleSet.anchors = { address: ['Domiciliu'], place: ['Loc'] };
    expect(run(ruleSet, lines)).toEqual({ address: 'Jud.SB Mun.Sibiu Str.Gării nr.12', place: 'Jud.GL Mun.Galați', asRead: 'Jud.GL Mun:Galați' });
  });

  it('wordsApart: a listed word read glued to the number after it gets its space, not a word it starts', () => {
    const ruleSet = rules({ address: { from: [{ anchor: 'address', take: 'below' }], wordsApart: ['INT', 'NO.'] } });
    ruleSet.anchors = { address: ['DOMICILIO'] };
    expect(run(ruleSet, [line('DOMICILIO', 50, 100), line('C MINA 112 INT6 NO.73 INTERIOR2', 50, 140)])).toEqual({ address: 'C MINA 112 INT 6 NO. 73 INTERIOR2' });
  });

  it('abbreviations: a stop read as a comma before a space and a number is given back', () => {
    const ruleSet = rules({ address: { from: [{ anchor: 'address', take: 'below' }], abbreviations: ['JL', 'NO'] } });
    ruleSet.anchors = { address: ['Alamat'] };
    expect(run(ruleSet, [line('Alamat', 50, 100), line('JL. DIPONEGORO NO, 25', 50, 140)])).toEqual({ address: 'JL. DIPONEGORO NO. 25' });
  });

  it('text with scope page: a value whose caption and digits fall on different lines', () => {
    const lines = [line('NIK', 50, 100), line(': 3171 0112 9000 0001', 50, 140)];
    const result = run(rules({ id: { from: [{ text: 'NIK\\s*\\n?\\s*:?\\s*(?<value>[\\d ]{16,22})', scope: 'page' }], normalise: ['removeSpaces'] } }), lines);
    expect(result.id).toBe('3171011290000001');
  });

  it('a field that drops its spaces matches letter-spaced print ("FN P FAU C 1 6"); one that keeps them does not', () => {
    const lines = [line('FN P FAU C 1 6', 50, 100)];
    const pattern = '^(?<value>[A-Z]{2}[A-Z0-9]{6}\\d)$';
    const result = run(rules({
      number: { from: [{ text: pattern }], normalise: ['removeSpaces'] },
      spaced: { from: [{ text: pattern }] },
    }), lines);
    expect(result).toEqual({ number: 'FNPFAUC16', spaced: '' });
  });

  it('validate: the candidate that passes its checksum wins over an earlier one that does not', () => {
    // 13-digit Thai ID (check digit: 11 minus the weighted sum mod 11): the first line's last digit is wrong.
    const lines = [line('1101700207452', 50, 100), line('1101700207455', 50, 200)];
    const result = run(rules({ id: { from: [{ text: '^(?<value>\\d{13})$' }], validate: 'thaiId' } }), lines);
    expect(result.id).toBe('1101700207455');
  });

  it('validate: an OCR look-alike is repaired when that makes the checksum hold; an unfixable value is still returned', () => {
    const good = run(rules({ curp: { from: [{ text: '^(?<value>[A-Z0-9]{18})$' }], validate: 'curp' } }), [line('AAMR78O430MGRBRN00', 50, 100)]);
    expect(good.curp).toBe('AAMR780430MGRBRN00');
    const bad = run(rules({ curp: { from: [{ text: '^(?<value>[A-Z0-9]{18})$' }], validate: 'curp' } }), [line('AAMR780430MGRBRN07', 50, 100)]);
    expect(bad.curp).toBe('AAMR780430MGRBRN07');
    // Unfixable by its check digit, but an O in the homoclave of a 1978 birth is a 0: returned fitting its structure.
    const fitted = run(rules({ curp: { from: [{ text: '^(?<value>[A-Z0-9]{18})$' }], validate: 'curp' } }), [line('AAMR780430MGRBRNO7', 50, 100)]);
    expect(fitted.curp).toBe('AAMR780430MGRBRN07');
  });

  it('derive: fills a field from another one whose checksum holds, and not from one that fails', () => {
    const fields: Record<string, FieldRule> = {
      curp: { from: [{ text: '^(?<value>[A-Z0-9]{18})$' }] },
      birthday: { from: [{ anchor: 'birth', take: 'below' }, { derive: 'curpBirthDate', of: 'curp' }], date: { century: 'past' } },
      gender: { from: [{ derive: 'curpSex', of: 'curp' }] },
    };
    const ruleSet = rules(fields, { anchors: { birth: ['FECHA DE NACIMIENTO'] } });
    expect(run(ruleSet, [line('AAMR780430MGRBRN00', 50, 100)])).toEqual({ curp: 'AAMR780430MGRBRN00', birthday: '1978-04-30', gender: 'M' });
    expect(run(ruleSet, [line('AAMR780430MGRBRN01', 50, 100)])).toEqual({ curp: 'AAMR780430MGRBRN01', birthday: '', gender: '' });
  });

  it('map: printed text to the value returned, compared without case or accents; unknown text gives ""', () => {
    const ruleSet = rules({ state: { from: [{ text: '^(?<value>[A-Za-z ]+)$' }], map: { 'NEW YORK': 'NY', 'CALIFORNIA': 'CA' } } });
    expect(run(ruleSet, [line('New York', 50, 20)]).state).toBe('NY');
    expect(run(ruleSet, [line('Utopia', 50, 20)]).state).toBe('');
  });

  it('oneOf: the values a field can hold, each as written in the rules when read without case or accents; with map, other spellings of them', () => {
    const ruleSet = rules({ eyes: { from: [{ text: '^(?<value>\\S+)$' }], oneOf: ['BLAU', 'GRÜN'], map: { GRUEN: 'GRÜN' } } });
    expect(run(ruleSet, [line('grün', 50, 20)]).eyes).toBe('GRÜN');
    expect(run(ruleSet, [line('GRUN', 50, 20)]).eyes).toBe('GRÜN');
    expect(run(ruleSet, [line('GRUEN', 50, 20)]).eyes).toBe('GRÜN');
    expect(run(ruleSet, [line('Blau', 50, 20)]).eyes).toBe('BLAU');
    expect(run(ruleSet, [line('ROT', 50, 20)]).eyes).toBe('');
  });

  it('{digit} in a pattern: a digit or a letter OCR reads for one in print, turned back by digitLookalikes', () => {
    const ruleSet = rules({ number: { from: [{ text: '(?:^|\\s)(?<value>{digit}{6})(?:\\s|$)' }], normalise: ['digitLookalikes'] } });
    expect(run(ruleSet, [line('No 12O4S6', 50, 20)]).number).toBe('120456');
    expect(run(ruleSet, [line('No 12G4S6', 50, 20)]).number).toBe('');
  });

  it('{~WORD} in a pattern: a printed caption in either case or with a digit read for a letter', () => {
    const ruleSet = rules({ issued: { from: [{ text: '{~ISS}:?\\s*(?<value>\\d{2}/\\d{2}/\\d{4})' }] } });
    for (const caption of ['ISS', 'Iss', 'lSS', '1SS', 'IS5']) expect(run(ruleSet, [line(`${caption} 02/01/2013`, 50, 20)]).issued).toBe('02/01/2013');
    expect(run(ruleSet, [line('IMS 02/01/2013', 50, 20)]).issued).toBe('');
  });

  it('{slash} in a pattern: a slash, or the bar or upright letter OCR reads for it', () => {
    const ruleSet = rules({ rt: { from: [{ text: '(?<value>\\d{3})\\s*{slash}\\s*\\d{3}' }] } });
    for (const text of ['007/008', '007 | 008', '007I008', '007l008']) expect(run(ruleSet, [line(text, 50, 20)]).rt).toBe('007');
    expect(run(ruleSet, [line('007-008', 50, 20)]).rt).toBe('');
  });

  it('an MRZ taken raw keeps its line breaks; every other value is folded to one line', () => {
    const mrz = {
      format: 'TD1',
      lines: ['IDD<<T22000129<<<<<<<<<<<<<<<', '6408125<2010315D<<<<<<<<<<<<<4', 'MUSTERMANN<<ERIKA<<<<<<<<<<<<<'],
      fields: {},
      checks: [{ field: 'documentNumber', ok: true }],
      valid: true,
    } as unknown as MrzResult;
    const ruleSet = rules({ mrz: { from: [{ mrz: 'raw', unchecked: true }] }, place: { from: [{ text: 'KÖLN.*' }] } }, { mrz: { formats: ['TD1'], lineSeparator: 'newline', searchZone: { x: 0, y: 0.5, w: 1, h: 0.5 } } });
    const result = run(ruleSet, [line('KÖLN   AM  RHEIN', 50, 20)], mrz);
    expect(result.mrz).toBe(mrz.lines.join('\n'));
    expect(result.place).toBe('KÖLN AM RHEIN');
  });

  it('optional data with no check digit of its own is taken only when the composite check passes', () => {
    const mrz = (compositeOk: boolean) =>
      ({ format: 'TD1', lines: [], fields: { optionalData2: '81010200141' }, checks: [{ field: 'dateOfBirth', ok: true }, { field: 'composite', ok: compositeOk }], valid: compositeOk }) as unknown as MrzResult;
    const ruleSet = rules({ personalNumber: { from: [{ mrz: 'optionalData2' }, { text: '^(?<value>\\d{11})$' }] } }, { mrz: { formats: ['TD1'], lineSeparator: 'newline', searchZone: { x: 0, y: 0.5, w: 1, h: 0.5 } } });
    expect(run(ruleSet, [line('81010200149', 50, 20)], mrz(true)).personalNumber).toBe('81010200141');
    expect(run(ruleSet, [line('81010200149', 50, 20)], mrz(false)).personalNumber).toBe('81010200149');
  });

  it('agreeWithMrz with endMark: a name whose end mark (▲) was read as a letter or two agrees once they are dropped', () => {
    const mrz = { format: 'TD1', lines: [], fields: { surname: 'LEON' }, checks: [{ field: 'documentNumber', ok: true }], valid: true } as unknown as MrzResult;
    const spec = { mrz: { formats: ['TD1'], lineSeparator: 'newline', searchZone: { x: 0, y: 0.5, w: 1, h: 0.5 } } } as Partial<RuleSet>;
    const name = (endMark: boolean): FieldRule => ({ from: [{ text: '^(?<value>Le.*)$' }], agreeWithMrz: { field: 'surname', compare: 'name', endMark } });
    expect(run(rules({ name: name(true) }, spec), [line('Leona', 50, 20)], mrz).name).toBe('Leon');
    expect(run(rules({ name: name(true) }, spec), [line('Leon', 50, 20)], mrz).name).toBe('Leon');
    expect(run(rules({ name: name(false) }, spec), [line('Leona', 50, 20)], mrz).name).toBe('LEON');
    expect(run(rules({ name: name(true) }, spec), [line('Lexxxa', 50, 20)], mrz).name).toBe('LEON');
  });

  it('agreeWithMrz by date: the printed four-digit year settles the century of the MRZ\'s two-digit one', () => {
    const mrz = { format: 'TD3', lines: [], fields: { dateOfBirth: '2011-01-01' }, checks: [{ field: 'dateOfBirth', ok: true }], valid: true } as unknown as MrzResult;
    const spec = { mrz: { formats: ['TD3'], lineSeparator: 'newline', searchZone: { x: 0, y: 0.5, w: 1, h: 0.5 } } } as Partial<RuleSet>;
    const born: FieldRule = { from: [{ text: '^(?<value>\\d{2}\\.\\d{2}\\.\\d{4})$' }, { mrz: 'dateOfBirth' }], date: { century: 'past' }, agreeWithMrz: { field: 'dateOfBirth', compare: 'date' } };
    // A holder born in 1911: the MRZ's 110101 reads as 2011, the page prints 1911.
    expect(run(rules({ born }, spec), [line('01.01.1911', 50, 20)], mrz).born).toBe('1911-01-01');
    // A printed date that is another day altogether is a misread: the checked MRZ wins.
    expect(run(rules({ born }, spec), [line('07.01.1911', 50, 20)], mrz).born).toBe('2011-01-01');
    expect(run(rules({ born }, spec), [], mrz).born).toBe('2011-01-01');
  });

  it('spelled: the page words that spell the MRZ name, as printed, when no caption was read; the next candidate that agrees wins over the MRZ', () => {
    const mrz = { format: 'TD3', lines: [], fields: { surname: 'HOLMBERG', givenNames: 'ASTRID MARIA' }, checks: [{ field: 'documentNumber', ok: true }], valid: true } as unknown as MrzResult;
    const spec = { mrz: { formats: ['TD3'], lineSeparator: 'newline', searchZone: { x: 0, y: 0.5, w: 1, h: 0.5 } }, anchors: { given: ['Given names'] } } as Partial<RuleSet>;
    const given: FieldRule = { from: [{ anchor: 'given', take: 'below' }, { spelled: 'givenNames' }], agreeWithMrz: { field: 'givenNames', compare: 'name' } };
    // The caption was read, but the row under it is a misread: the words elsewhere that spell the MRZ's name win.
    const lines = [line('Given names', 50, 100), line('Astnd Mana', 50, 140), line('P<UTOHOLMBERG<<ASTRID<MARIA<<<<', 50, 500), line('Astrid Maria', 400, 300)];
    expect(run(rules({ given }, spec), lines, mrz).given).toBe('Astrid Maria');
    // Nothing on the page spells it: the MRZ's own.
    expect(run(rules({ given }, spec), [line('Astnd Mana', 50, 140)], mrz).given).toBe('ASTRID MARIA');
    // A Title-case word a letter off the MRZ's (a misread): the MRZ's letters in the printed case.
    const near = { format: 'TD3', lines: [], fields: { surname: 'HOLMBERG', givenNames: 'NATALIA' }, checks: [{ field: 'documentNumber', ok: true }], valid: true } as unknown as MrzResult;
    expect(run(rules({ given }, spec), [line('Natalie', 400, 300)], near).given).toBe('Natalia');
    expect(run(rules({ given }, spec), [line('Natwlie', 400, 300)], near).given).toBe('NATALIA');
    // Without an MRZ, nothing to look for: no value.
    expect(run(rules({ other: { from: [{ spelled: 'surname' }] } }, spec), [line('HOLMBERG', 50, 20)]).other).toBe('');
  });

  it('a name that agrees with the MRZ is spaced as the MRZ is, and an MRZ name misread is repaired from a confident printed word', () => {
    const mrz = { format: 'TD3', lines: ['P<UTOHOLMBERC<<ASTRID'.padEnd(44, '<'), 'L898902C36UTO7408122F1204159ZE184226B<<<<<10'], fields: { surname: 'HOLMBERC', givenNames: 'ASTRID' }, checks: [{ field: 'documentNumber', ok: true }], valid: true } as unknown as MrzResult;
    const spec = { mrz: { formats: ['TD3'], lineSeparator: 'newline', searchZone: { x: 0, y: 0.5, w: 1, h: 0.5 } } } as Partial<RuleSet>;
    const fields: Record<string, FieldRule> = {
      name: { from: [{ text: '^(?<value>HOLM.*)$' }], agreeWithMrz: { field: 'surname', compare: 'name' } },
      mrz: { from: [{ mrz: 'raw', unchecked: true }] },
    };
    const result = run(rules(fields, spec), [line('HOLM BERG', 50, 20), line('Holmberg', 50, 200)], mrz);
    expect(result.name).toBe('HOLMBERG');
    expect(result.mrz.split('\n')[0]).toBe('P<UTOHOLMBERG<<ASTRID'.padEnd(44, '<'));
  });

  it('dateBetween: the one date printed between two others; without `before`, the last of two or more; nothing when it is not clear', () => {
    const fields: Record<string, FieldRule> = {
      born: { from: [{ text: '^BORN (?<value>.*)$' }], date: { century: 'past' } },
      expires: { from: [{ text: '^EXPIRES (?<value>.*)$' }, { dateBetween: { after: 'born' } }], date: { century: 'nearest' } },
      issued: { from: [{ dateBetween: { after: 'born', before: 'expires' } }], date: { century: 'past' } },
    };
    const page = (...texts: string[]) => texts.map((text, i) => line(text, 50, 20 + 40 * i));
    expect(run(rules(fields), page('BORN 07.06.1979', '25.12.2008', 'EXPIRES 25.12.2018'))).toEqual({ born: '1979-06-07', expires: '2018-12-25', issued: '2008-12-25' });
    // The expiry's caption lost: the later of the two dates after the birth date is the expiry.
    expect(run(rules(fields), page('BORN 07.06.1979', '25.12.2008', 'EXP1RE5 25.12.2018'))).toEqual({ born: '1979-06-07', expires: '2018-12-25', issued: '2008-12-25' });
    // Two dates between: no guess. One date after the birth date: issue or expiry, no guess either.
    expect(run(rules(fields), page('BORN 07.06.1979', '25.12.2008', '01.01.2010', 'EXPIRES 25.12.2018')).issued).toBe('');
    expect(run(rules(fields), page('BORN 07.06.1979', '25.12.2018')).expires).toBe('');
  });

  it('dateBetween withinYears: with the birth date unread, the one date of the past in the years before the expiry', () => {
    const fields: Record<string, FieldRule> = {
      born: { from: [{ text: '^DOB (?<value>.*)$' }], date: { orders: ['MDY'], century: 'past' } },
      expires: { from: [{ text: '^EXP (?<value>.*)$' }], date: { orders: ['MDY'], century: 'nearest' } },
      issued: { from: [{ dateBetween: { after: 'born', before: 'expires', orders: ['MDY'], withinYears: 12 } }], date: { orders: ['MDY'], century: 'past' } },
    };
    const page = (...texts: string[]) => texts.map((text, i) => line(text, 50, 20 + 40 * i));
    expect(run(rules(fields), page('D0B 12-, -21-1988', '02-18-2021', 'EXP 12-21-2029')).issued).toBe('2021-02-18');
    // A date further back than the validity (a birth date whose caption was lost), or one still ahead: not an issue date.
    expect(run(rules(fields), page('12-21-1988', 'EXP 12-21-2029')).issued).toBe('');
    expect(run(rules(fields), page('12-21-2027', 'EXP 12-21-2029')).issued).toBe('');
    // Two in the window: no guess.
    expect(run(rules(fields), page('02-18-2021', '06-01-2023', 'EXP 12-21-2029')).issued).toBe('');
  });

  it('date yearsAhead: a date further ahead than the document can run is a misread, and the next source is tried', () => {
    const fields: Record<string, FieldRule> = {
      expires: { from: [{ text: '^EXPIRES (?<value>.*)$' }, { text: '<(?<value>\\d{2}/\\d{2}/\\d{4})$' }], date: { century: 'nearest', yearsAhead: 11 } },
      asRead: { from: [{ text: '^EXPIRES (?<value>.*)$' }], date: { century: 'nearest' } },
    };
    const lines = [line('EXPIRES 22 05 2055', 50, 20), line('X4B27C58<22/03/2033', 50, 60)];
    expect(run(rules(fields), lines)).toEqual({ expires: '2033-03-22', asRead: '2055-05-22' });
  });

  it('date century past: a birth or issue date read as one to come is a misread (another date\'s), and the next source is tried', () => {
    const fields: Record<string, FieldRule> = {
      born: { from: [{ text: '^BORN (?<value>.*)$' }, { text: '^DOB (?<value>.*)$' }], date: { century: 'past' } },
      issued: { from: [{ text: '^ISSUED (?<value>.*)$' }], date: { century: 'past' } },
    };
    // today is 2026-11-21: a document issued the next day (a calendar a day ahead) stands, one later does not.
    const lines = [line('BORN 11.07.2041', 50, 20), line('DOB 01.11.1990', 50, 60), line('ISSUED 22.11.2026', 50, 100)];
    expect(run(rules(fields), lines)).toEqual({ born: '1990-11-01', issued: '2026-11-22' });
    expect(run(rules(fields), [line('ISSUED 23.11.2026', 50, 100)]).issued).toBe('');
  });

  it('yearsBefore: the expiry 10 or 5 years earlier where a garbled row reads as it; nothing when the row cannot tell which', () => {
    const fields: Record<string, FieldRule> = {
      expires: { from: [{ text: '^EXPIRES (?<value>.*)$' }], date: { century: 'nearest' } },
      issued: { from: [{ yearsBefore: { field: 'expires', years: [10, 5] } }], date: { century: 'past' } },
    };
    const issued = (...texts: string[]): string => run(rules(fields), texts.map((text, i) => line(text, 50, 20 + 40 * i))).issued;
    // A year misread whole ("7007"): its last digits are nearer 2009 than 2014; ended the day before the anniversary.
    expect(issued('24 02 7007', 'EXPIRES 23.02.2019')).toBe('2009-02-24');
    // A month misread by a digit, the year read: five years.
    expect(issued('01.97.2009.', 'EXPIRES 01.07.2014')).toBe('2009-07-01');
    // A bilingual month with a lone last digit of the year, the expiry's own row (its year read as 23) passed over.
    expect(issued('14 JAN /JAN 3', 'EXPIRES 14.01.2023', '14 JAN /JAN 23')).toBe('2013-01-14');
    // The day and month alone cannot choose between 10 and 5 years; nor can a row with nothing of the date.
    expect(issued('14 JAN /JAN', 'EXPIRES 14.01.2023')).toBe('');
    expect(issued('04 Das 2008', 'EXPIRES 05.06.2018')).toBe('');
  });

  it('besideDate: the first sure run of letters under or beside another field\'s printed date, past captions, a sex and dates; nothing without the date', () => {
    const spec = { anchors: { pob: ['Place of birth'], sex: ['Sex'] } } as Partial<RuleSet>;
    const fields: Record<string, FieldRule> = {
      born: { from: [{ text: '^BORN (?<value>.*)$' }], date: { century: 'past', orders: ['YMD'] } },
      issued: { from: [{ text: '^ISSUED (?<value>.*)$' }], date: { century: 'past', orders: ['YMD'] } },
      place: { from: [{ besideDate: { field: 'born', look: ['below'] } }] },
      authority: { from: [{ besideDate: { field: 'issued', look: ['right', 'below'] } }] },
    };
    // The values the dates stand for, at the foot of the page (after the printed dates, which are looked for first).
    const values = [line('BORN 1979-06-07', 50, 520), line('ISSUED 2015-03-12', 50, 560)];
    // The birth date printed as "07 JUN 1979"; under it a caption row, then the sex in its own column and the place.
    const page = [
      line('07 JUN 1979', 50, 100),
      line('Sex Place of birth', 50, 140),
      line('F', 50, 180),
      line('NORDHAVEN', 300, 180),
      line('12.03.2015', 50, 300),
      line('12.03.2025', 400, 300),
      line('HARBOUR OFFICE', 50, 340),
    ];
    expect(run(rules(fields, spec), [...page, ...values])).toMatchObject({ place: 'NORDHAVEN', authority: 'HARBOUR OFFICE' });
    // The authority right of the issue date on its row comes first.
    expect(run(rules(fields, spec), [...page.slice(0, 4), line('12.03.2015 KESTREL', 50, 300), ...values]).authority).toBe('KESTREL');
    // A caption read garbled and unsure is passed over; a speck of two letters is too short for a place.
    const unsure = [line('07.06.1979', 50, 100), line('Sx Plce', 50, 140, 35), line('of', 300, 180), line('LINDENBERG', 50, 220)];
    expect(run(rules(fields, spec), [...unsure, ...values]).place).toBe('LINDENBERG');
    // A sex whose box OCR drew three rows tall, from the garbled caption row down over the place's row: it does not
    // join the caption to the place (the caption's unsure words would then overlap the place and hide it).
    const tallSex = { ...line('F', 50, 140), words: [{ text: 'F', confidence: 90, box: { x0: 50, y0: 140, x1: 64, y1: 230 } }] };
    const bridged = [line('07.06.1979', 50, 100), line('Plce of brth', 50, 150, 20), tallSex, line('LINDENBERG', 50, 195)];
    expect(run(rules(fields, spec), [...bridged, ...values]).place).toBe('LINDENBERG');
    // A birth date read garbled ("C1 JAN 7IAN 8s": 0 as C, the bilingual slash as 7, 5 as s) is found as the row that
    // reads most like it; a note printed far right of the date's column is no value of it.
    const garbled = [line('C1 JAN 7IAN 8s', 50, 100), line('Inspection zone', 700, 140), line('F', 50, 180), line('OTTAWA', 300, 180)];
    const born85 = [line('BORN 1985 01 01', 50, 520)];
    expect(run(rules(fields, spec), [...garbled, ...born85]).place).toBe('OTTAWA');
    // A place read at 57 is still read; a run at 40 is not.
    const fairly = (confidence: number) => [line('C1 JAN 7IAN 8s', 50, 100), line('F', 50, 180), line('OTTAWA CAN', 300, 180, confidence)];
    expect(run(rules(fields, spec), [...fairly(57), ...born85]).place).toBe('OTTAWA CAN');
    expect(run(rules(fields, spec), [...fairly(40), ...born85]).place).toBe('');
    // The birth date printed nowhere but at the foot, with nothing under it: no place, rather than a guess.
    expect(run(rules(fields, spec), [line('NORDHAVEN', 50, 140), line('BORN 1979-06-07', 50, 520)])).toMatchObject({ born: '1979-06-07', place: '' });
  });

  it('besideDate above: the nearest value over a date, past its caption, in the date\'s type size and column', () => {
    const fields: Record<string, FieldRule> = {
      issued: { from: [{ text: '^ISSUED (?<value>.*)$' }], date: { century: 'past', orders: ['YMD'] } },
      place: { from: [{ besideDate: { field: 'issued', look: ['above'] } }] },
    };
    const values = [line('ISSUED 2015-03-12', 50, 560)];
    // Print 18 px tall where values are 30: a caption's.
    const small = (text: string, x: number, y: number, confidence: number): OcrLine => {
      const read = line(text, x, y, confidence);
      return { ...read, box: { ...read.box, y1: y + 18 }, words: read.words.map((w) => ({ ...w, box: { ...w.box, y1: y + 18 } })) };
    };
    // A passport's place of birth, then the issue date's caption read garbled, then the date (ICAO 9303's order).
    const page = [line('NORDHAVEN', 50, 200), small('Dte of isue', 50, 255, 45), line('12.03.2015', 50, 290)];
    expect(run(rules(fields), [...page, ...values]).place).toBe('NORDHAVEN');
    // The caption read as words of letters and sure enough is still not the value: a value is in the date's type size.
    expect(run(rules(fields), [line('NORDHAVEN', 50, 200), small('J Ooi', 50, 255, 66), line('12.03.2015', 50, 290), ...values]).place).toBe('NORDHAVEN');
    // Another column's value over the date's row (a nationality far right) is not this one's.
    expect(run(rules(fields), [line('DEUTSCH', 600, 200), ...page.slice(1), ...values]).place).toBe('');
    // Too far over it (past a row and its caption): nothing.
    expect(run(rules(fields), [line('NORDHAVEN', 50, 150), ...page.slice(1), ...values]).place).toBe('');
  });

  it('lexicon: a reading a few letters off a listed form is that form; a line that reads as one is found without its caption', () => {
    const forms = ['NORDVALIAN', 'UTOPIAN CITIZEN'];
    const ruleSet = rules({ nationality: { from: [{ anchor: 'nat', take: 'below' }, { lexicon: forms }], lexicon: forms } }, { anchors: { nat: ['Nationality'] } });
    expect(run(ruleSet, [line('Nationality', 50, 20), line('N0RDVALIAN', 50, 60)]).nationality).toBe('NORDVALIAN');
    expect(run(ruleSet, [line('Natonaly', 50, 20), line('UTOPIAN CITIZFN', 50, 60)]).nationality).toBe('UTOPIAN CITIZEN');
    expect(run(ruleSet, [line('Natonaly', 50, 20), line('ELSEWHERE', 50, 60)]).nationality).toBe('');
    // The caption read off to the right cuts the value at its column; the whole line reads as a listed form.
    const bilingual = rules({ nationality: { from: [{ anchor: 'nat', take: 'below' }], lexicon: ['NORDVALSKA REPUBLIKA / NORDVALE'] } }, { anchors: { nat: ['Nationality'] } });
    expect(run(bilingual, [line('Nationality', 300, 20), line('NORDVALSKA REPUBLIKA / NORDVALE', 50, 60)]).nationality).toBe('NORDVALSKA REPUBLIKA / NORDVALE');
  });
});


describe('extractFields: dates that did not read as dates', () => {
  it('names a date field left empty with the words its caption gave, so they can be read again', () => {
    const lines = [line('Date of issue', 50, 100), line('21.06.201', 50, 140), line('Date of birth', 400, 100), line('08.09.1963', 400, 140)];
    const fields: Record<string, FieldRule> = {
      issued: { from: [{ anchor: 'issue', take: 'below' }], date: { century: 'past' } },
      born: { from: [{ anchor: 'birth', take: 'below' }], date: { century: 'past' } },
      empty: { from: [{ anchor: 'expiry', take: 'below' }], date: { century: 'nearest' } },
    };
    const result = extractFields(rules(fields, { anchors: { issue: ['Date of issue'], birth: ['Date of birth'], expiry: ['Date of expiry'] } }), { lines, width: 1000, height: 600, mrz: null }, today);
    expect(result.fields).toEqual({ issued: '', born: '1963-09-08', empty: '' });
    expect(Object.keys(result.unparsedDates)).toEqual(['issued']);
    expect(result.unparsedDates.issued.map((w) => w.text)).toEqual(['21.06.201']);
  });
});
